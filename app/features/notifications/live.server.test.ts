import { describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER, STREAM_LIFETIME_JITTER_MS, STREAM_LIFETIME_MS } from "~/lib/live/streams.server";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual, signedIn } from "../../../tests/factories";
import { readEvents, type StreamEvent, withLiveStreams } from "../../../tests/live-streams";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { openNotificationStream } from "./live.server";
import { insertNotifications } from "./notifications.server";

async function give(userId: string, titles: string[]) {
  return insertNotifications(
    testDb(),
    titles.map((title) => ({ userId, title, message: "m" })),
  );
}

/** This file's own events: a verified member may also be told of an event another test file published on a shared database. */
const ours = (event: StreamEvent) => event.event !== "notification" || ["antes", "mientras reconecta", "después"].includes(event.data.title ?? "");

describe("live notifications (Server-Sent Events)", () => {
  it("a new notification reaches the user's open stream, with its id", () =>
    withLiveStreams(async (streams) => {
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
    withLiveStreams(async (streams) => {
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
    withLiveStreams(async (streams) => {
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
    withLiveStreams(async (streams) => {
      await expect(openNotificationStream(testContext(), streams, new Request("http://x/api/notifications/stream"))).rejects.toMatchObject({
        key: "NO_AUTHENTICATED_USER",
        status: 401,
      });
    }));

  it("shutdown ends every open stream at once", () =>
    withLiveStreams(async (streams) => {
      const { userId } = await createIndividual({ verified: false });
      const response = await openNotificationStream(await actingAs(userId), streams, new Request("http://x/api/notifications/stream"));
      expect(streams.size).toBe(1);
      streams.closeAll();
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let done = false;
      while (!done) done = (await reader.read()).done;
      expect(streams.size).toBe(0);
    }));

  it("a stream ends after its lifetime, telling the browser to reconnect, and the reconnect with Last-Event-ID loses nothing", () =>
    withLiveStreams(async (streams, clock) => {
      const person = await createIndividual();
      const browser = await signedIn(person.email);
      const response = await openNotificationStream(browser, streams, new Request("http://x/api/notifications/stream"));
      await give(person.userId, ["antes"]);
      const [seen] = await readEvents(response, 1, ours);
      clock.advance(STREAM_LIFETIME_MS - 1);
      await streams.beat();
      expect(streams.size).toBe(1);
      clock.advance(STREAM_LIFETIME_JITTER_MS + 1);
      await streams.beat();
      expect(await readEvents(response, Number.POSITIVE_INFINITY, ours)).toEqual([{ id: "", event: "reconnect", data: {} }]);
      expect(streams.size).toBe(0);
      await give(person.userId, ["mientras reconecta"]);
      const resumed = await openNotificationStream(browser, streams, new Request("http://x/s", { headers: { "Last-Event-ID": seen.id } }));
      await give(person.userId, ["después"]);
      expect((await readEvents(resumed, 2, ours)).map((event) => event.data.title)).toEqual(["mientras reconecta", "después"]);
      streams.closeAll();
    }));

  it(`a session holds at most ${MAX_STREAMS_PER_SESSION} streams at once: the next is refused with 429 in Spanish until one closes`, () =>
    withLiveStreams(async (streams) => {
      const person = await createIndividual();
      const browser = await signedIn(person.email);
      const tabs = Array.from({ length: MAX_STREAMS_PER_SESSION }, () => new AbortController());
      for (const tab of tabs) await openNotificationStream(browser, streams, new Request("http://x/s", { signal: tab.signal }));
      const tooMany = {
        key: "LIVE_STREAMS_TOO_MANY",
        status: 429,
        message: "Tienes demasiadas conexiones en vivo abiertas. Cierra alguna pestaña o vuelve a intentarlo en unos segundos.",
      };
      expect(await refusalOf(openNotificationStream(browser, streams, new Request("http://x/s")))).toEqual(tooMany);
      expect(streams.size).toBe(MAX_STREAMS_PER_SESSION);
      const stranger = await signedIn((await createIndividual()).email);
      expect(await refusalOf(openNotificationStream(stranger, streams, new Request("http://x/s")))).toBe("OK");
      tabs[0]?.abort();
      expect(await refusalOf(openNotificationStream(browser, streams, new Request("http://x/s")))).toBe("OK");
      streams.closeAll();
    }));

  it(`a user holds at most ${MAX_STREAMS_PER_USER} streams at once over all their sessions: the next is refused with 429`, () =>
    withLiveStreams(async (streams) => {
      const person = await createIndividual();
      const [laptop, phone, tablet] = [await signedIn(person.email), await signedIn(person.email), await signedIn(person.email)];
      const half = Math.ceil(MAX_STREAMS_PER_USER / 2);
      for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
        await openNotificationStream(index < half ? laptop : phone, streams, new Request("http://x/s"));
      }
      expect(await refusalOf(openNotificationStream(tablet, streams, new Request("http://x/s")))).toMatchObject({ key: "LIVE_STREAMS_TOO_MANY", status: 429 });
      expect(streams.size).toBe(MAX_STREAMS_PER_USER);
      streams.closeAll();
    }));
});
