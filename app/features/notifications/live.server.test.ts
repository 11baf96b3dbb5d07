import { describe, expect, it } from "vitest";
import { openHub } from "~/lib/live/hub.server";
import { LiveStreams } from "~/lib/live/streams.server";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { testDatabase, testDb } from "../../../tests/setup/test-database";
import { openNotificationStream } from "./live.server";
import { insertNotifications } from "./notifications.server";

type Event = { id: string; event: string; data: { title: string } };

/** Reads Server-Sent Events from a stream until `count` events arrived. */
async function readEvents(response: Response, count: number): Promise<Event[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: Event[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(block.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
      if (fields.event) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
      end = buffer.indexOf("\n\n");
    }
  }
  reader.releaseLock();
  return events;
}

/** Live streams on their own hub connection for one test, closed after it. */
async function withStreams(test: (streams: LiveStreams) => Promise<void>): Promise<void> {
  const hub = openHub(await testDatabase());
  const streams = new LiveStreams(hub);
  await hub.listening();
  try {
    await test(streams);
  } finally {
    await hub.close();
  }
}

async function give(userId: string, titles: string[]) {
  return insertNotifications(
    testDb(),
    titles.map((title) => ({ userId, title, message: "m" })),
  );
}

describe("live notifications (Server-Sent Events)", () => {
  it("a new notification reaches the user's open stream, with its id", () =>
    withStreams(async (streams) => {
      const { userId } = await createIndividual({ verified: false });
      const abort = new AbortController();
      const response = await openNotificationStream(
        await actingAs(userId),
        streams,
        new Request("http://x/api/notifications/stream", { signal: abort.signal }),
      );
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const [created] = await give(userId, ["En vivo"]);
      const [event] = await readEvents(response, 1);
      expect(event).toMatchObject({ id: String(created.id), event: "notification", data: { title: "En vivo" } });
      abort.abort();
    }));

  it("a reconnect with Last-Event-ID gets exactly the events it missed, and another user's never", () =>
    withStreams(async (streams) => {
      const { userId } = await createIndividual({ verified: false });
      const other = await createIndividual({ verified: false });
      const [seen] = await give(userId, ["visto"]);
      await give(userId, ["perdido 1", "perdido 2"]);
      await give(other.userId, ["ajeno"]);
      const abort = new AbortController();
      const request = new Request("http://x/api/notifications/stream", { headers: { "Last-Event-ID": String(seen.id) }, signal: abort.signal });
      const response = await openNotificationStream(await actingAs(userId), streams, request);
      const [marker] = await give(userId, ["nuevo"]);
      const events = await readEvents(response, 3);
      expect(events.map((event) => event.data.title)).toEqual(["perdido 1", "perdido 2", "nuevo"]);
      expect(events.at(-1)?.id).toBe(String(marker.id));
      abort.abort();
    }));

  it("two streams of one user share the reading: each gets what it has not seen", () =>
    withStreams(async (streams) => {
      const { userId } = await createIndividual({ verified: false });
      const [first] = await give(userId, ["uno"]);
      const abort = new AbortController();
      const ctx = await actingAs(userId);
      const fresh = await openNotificationStream(ctx, streams, new Request("http://x/s", { signal: abort.signal }));
      const resumed = await openNotificationStream(
        ctx,
        streams,
        new Request("http://x/s", { headers: { "Last-Event-ID": String(first.id - 1) }, signal: abort.signal }),
      );
      await give(userId, ["dos"]);
      expect((await readEvents(resumed, 2)).map((event) => event.data.title)).toEqual(["uno", "dos"]);
      expect((await readEvents(fresh, 1)).map((event) => event.data.title)).toEqual(["dos"]);
      abort.abort();
    }));

  it("nobody signed in gets 'No hay usuario autenticado'", () =>
    withStreams(async (streams) => {
      await expect(openNotificationStream(testContext(), streams, new Request("http://x/api/notifications/stream"))).rejects.toMatchObject({
        key: "NO_AUTHENTICATED_USER",
        status: 401,
      });
    }));

  it("shutdown ends every open stream at once", () =>
    withStreams(async (streams) => {
      const { userId } = await createIndividual({ verified: false });
      const response = await openNotificationStream(await actingAs(userId), streams, new Request("http://x/api/notifications/stream"));
      expect(streams.size).toBe(1);
      streams.closeAll();
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let done = false;
      while (!done) done = (await reader.read()).done;
      expect(streams.size).toBe(0);
    }));
});
