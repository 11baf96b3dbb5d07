import { standingSessions } from "~/features/accounts/sessions.server";
import { openHub } from "~/lib/live/hub.server";
import { LiveStreams } from "~/lib/live/streams.server";
import { testDatabase, testDb } from "./setup/test-database";

/** One Server-Sent Event as a test reads it: its id (empty when none), name and parsed JSON data. */
export type StreamEvent = { id: string; event: string; data: { title?: string } };

/**
 * Reads Server-Sent Events from a live stream until `count` named events that `keep` accepts arrived,
 * or until it ends when `count` is Infinity; events `keep` refuses are dropped.
 */
export async function readEvents(response: Response, count: number, keep: (event: StreamEvent) => boolean = () => true): Promise<StreamEvent[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: StreamEvent[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(block.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
      const event: StreamEvent | null = fields.event ? { id: fields.id ?? "", event: fields.event, data: JSON.parse(fields.data) } : null;
      if (event && keep(event)) events.push(event);
    }
  }
  reader.releaseLock();
  return events;
}

/**
 * The events other than notifications a live stream sends until it ends: on a database shared with
 * other test files, someone else's published event may notify this test's member too.
 */
export function controlEventsUntilEnd(response: Response): Promise<StreamEvent[]> {
  return readEvents(response, Number.POSITIVE_INFINITY, (event) => event.event !== "notification");
}

/** Reads a live stream until the notification titled `title` arrived (notifications other tests caused are skipped); resolves to the titles kept. */
export async function notificationArrives(response: Response, title: string): Promise<string[]> {
  return (await readEvents(response, 1, (event) => event.data.title === title)).map((event) => event.data.title ?? "");
}

/** A clock a test moves by hand, in milliseconds. */
export type TestClock = { now: () => number; advance: (ms: number) => void };

/**
 * Live streams on their own hub connection for one test (sessions re-checked against the test
 * database, each check shown to `observe`, on a clock the test moves), closed after it.
 */
export async function withLiveStreams(
  test: (streams: LiveStreams, clock: TestClock) => Promise<void>,
  observe: (sessionIds: string[]) => void = () => undefined,
): Promise<void> {
  const hub = openHub(await testDatabase());
  let time = Date.now();
  const clock: TestClock = {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
  const standing = (ids: string[]) => {
    observe(ids);
    return standingSessions(testDb(), ids, new Date(clock.now()));
  };
  const streams = new LiveStreams(hub, { standingSessions: standing, now: clock.now });
  await hub.listening();
  try {
    await test(streams, clock);
  } finally {
    streams.stop();
    await hub.close();
  }
}
