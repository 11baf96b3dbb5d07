import { describe, expect, it } from "vitest";
import { CHANNELS, type Hub, type HubListener } from "./hub.server";
import { LiveStreams } from "./streams.server";

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
});
