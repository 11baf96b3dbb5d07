import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLiveUpdates } from "./client-actions";
import type { ClientNotification } from "./client-notification";
import { loaded, notificationsState, resetNotifications } from "./client-store";
import { LIVE_REOPEN_MAX_MS, LIVE_REOPEN_MIN_MS, reopenDelayMs } from "./live-reopen";

/** A stand-in for the browser's EventSource that the test drives: answered, refused, dropped, or sent events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered 200: the stream is open. */
  answer(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }

  /** The server answered something else than 200 (429, 401): the browser gives up on this source. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event("error"));
  }

  /** The connection ended: the browser reconnects by itself (with Last-Event-ID). */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }

  send(event: string, data: unknown, lastEventId = ""): void {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data), lastEventId }));
  }
}

const latest = (): FakeEventSource => {
  const source = FakeEventSource.all.at(-1);
  if (!source) throw new Error("no EventSource opened");
  return source;
};

const item = (id: number): ClientNotification => ({
  id,
  title: `t${id}`,
  message: "m",
  type: "system",
  isRead: false,
  createdAt: "2026-01-01T00:00:00Z",
  href: null,
});

const storage = new Map<string, string>();
const page = Object.assign(new EventTarget(), {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  },
});

describe("the bell's live stream in the browser", () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", page);
    vi.stubGlobal("EventSource", FakeEventSource);
    FakeEventSource.all = [];
    resetNotifications();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("a refused stream is reopened after a growing, capped wait, resuming after the newest notification it got; opening resets the wait", () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    loaded([item(7)], 1);
    stop = startLiveUpdates();
    expect(latest().url).toBe("/api/notifications/stream?after=7");
    latest().answer();
    latest().send("notification", item(9), "9");
    latest().refuse();
    expect(notificationsState().emergency).toBe(true);
    const waits: number[] = [];
    for (let failure = 0; failure < 8; failure += 1) {
      const before = FakeEventSource.all.length;
      const wait = reopenDelayMs(failure);
      vi.advanceTimersByTime(wait - 1);
      expect(FakeEventSource.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.all).toHaveLength(before + 1);
      expect(latest().url).toBe("/api/notifications/stream?after=9");
      waits.push(wait);
      latest().refuse();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    vi.advanceTimersByTime(LIVE_REOPEN_MAX_MS);
    latest().answer();
    expect(notificationsState().emergency).toBe(false);
    latest().refuse();
    const before = FakeEventSource.all.length;
    vi.advanceTimersByTime(LIVE_REOPEN_MIN_MS);
    expect(FakeEventSource.all).toHaveLength(before + 1);
  });

  it("a stream the server ends on purpose reconnects by itself and keeps the bell online; an unannounced drop is emergency mode until it opens again", () => {
    stop = startLiveUpdates();
    const source = latest();
    source.answer();
    source.send("reconnect", {});
    source.drop();
    expect(notificationsState().emergency).toBe(false);
    source.answer();
    source.drop();
    expect(notificationsState().emergency).toBe(true);
    source.answer();
    expect(notificationsState().emergency).toBe(false);
    vi.advanceTimersByTime(LIVE_REOPEN_MAX_MS);
    expect(FakeEventSource.all).toEqual([source]);
  });

  it("stopping closes the stream and cancels a pending reopening", () => {
    stop = startLiveUpdates();
    latest().refuse();
    stop();
    vi.advanceTimersByTime(LIVE_REOPEN_MAX_MS);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});

describe("the wait before reopening a live stream", () => {
  it("lies between half and all of an exponential ceiling from 1 s, capped at 60 s", () => {
    for (let failures = 0; failures < 12; failures += 1) {
      const ceiling = Math.min(LIVE_REOPEN_MAX_MS, LIVE_REOPEN_MIN_MS * 2 ** failures);
      expect(reopenDelayMs(failures, () => 0)).toBe(ceiling / 2);
      expect(reopenDelayMs(failures, () => 1)).toBe(ceiling);
    }
  });
});
