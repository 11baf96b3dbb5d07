import { describe, expect, it, vi } from "vitest";
import { CHANNELS, type Hub, type HubListener } from "./hub.server";
import { LiveStreams, MAX_STREAMS_PER_SESSION } from "./streams.server";

/** A hub that only this test speaks on: it delivers what the test says, on the channel it names. */
function fakeHub() {
  const listeners = new Map<string, HubListener[]>();
  const hub: Hub = {
    subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      return () => undefined;
    },
    listening: async () => undefined,
    close: async () => undefined,
  };
  const say = (channel: string, payload: string | null) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  return { hub, say };
}

async function ended(response: Response): Promise<boolean> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (let read = await reader.read(); ; read = await reader.read()) if (read.done) return true;
}

const nothing = async () => [];

describe("live streams and the sessions that hold them", () => {
  it("after the hub reconnects (session-ended messages may have been missed), every stream's session is re-checked at once", async () => {
    const { hub, say } = fakeHub();
    const asked: string[][] = [];
    const streams = new LiveStreams(hub, {
      standingSessions: async (ids) => {
        asked.push(ids);
        return new Set(["kept"]);
      },
    });
    const gone = streams.open({ userId: "u1", sessionId: "gone" }, 0, nothing, new AbortController().signal);
    streams.open({ userId: "u2", sessionId: "kept" }, 0, nothing, new AbortController().signal);
    say(CHANNELS.sessionEnded, null);
    expect(await ended(gone)).toBe(true);
    expect(asked).toEqual([["gone", "kept"]]);
    expect(streams.size).toBe(1);
    streams.stop();
  });

  it("a read that fails is tried again by itself: the stream gets what it was woken for without another notification", async () => {
    vi.useFakeTimers();
    try {
      const { hub } = fakeHub();
      let reads = 0;
      const source = async () => {
        reads += 1;
        if (reads === 1) throw new Error("the database did not answer");
        return [{ id: 7, event: "notification", data: { title: "nueva" } }];
      };
      const streams = new LiveStreams(hub, { standingSessions: async (ids) => new Set(ids) });
      const response = streams.open({ userId: "u1", sessionId: "s1" }, 0, source, new AbortController().signal);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = "";
      await vi.advanceTimersByTimeAsync(1_000);
      while (!text.includes("id: 7")) text += new TextDecoder().decode((await reader.read()).value);
      expect(reads).toBe(2);
      expect(text).toContain("event: notification");
      streams.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a re-check that fails ends nothing (the next heartbeat asks again)", async () => {
    const { hub } = fakeHub();
    const streams = new LiveStreams(hub, {
      standingSessions: async () => {
        throw new Error("the database blinked");
      },
    });
    streams.open({ userId: "u1", sessionId: "s1" }, 0, nothing, new AbortController().signal);
    await streams.beat();
    expect(streams.size).toBe(1);
    streams.stop();
  });

  it("a raised per-user limit lets a user hold more streams over several sessions, refuses the next with 429, and every stream gets each event once", async () => {
    const { hub, say } = fakeHub();
    const streams = new LiveStreams(hub, { standingSessions: async (ids) => new Set(ids), maxStreamsPerUser: 15 });
    const source = async (after: number) => (after < 3 ? [{ id: 3, event: "notification", data: { title: "para todas" } }] : []);
    const opened: Response[] = [];
    for (let index = 0; index < 15; index += 1) {
      const sessionId = index < MAX_STREAMS_PER_SESSION ? "laptop" : "phone";
      opened.push(streams.open({ userId: "u1", sessionId }, 2, source, new AbortController().signal));
    }
    expect(() => streams.open({ userId: "u1", sessionId: "tablet" }, 2, source, new AbortController().signal)).toThrow(
      expect.objectContaining({ key: "LIVE_STREAMS_TOO_MANY", status: 429 }),
    );
    say(CHANNELS.notifications, "u1");
    const texts = await Promise.all(
      opened.map(async (response) => {
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        let text = "";
        while (!text.includes("id: 3\n")) text += new TextDecoder().decode((await reader.read()).value);
        return text;
      }),
    );
    for (const text of texts) expect(text.match(/id: 3\nevent: notification\ndata: \{"title":"para todas"\}\n\n/g)).toHaveLength(1);
    expect(streams.size).toBe(15);
    streams.stop();
  });
});
