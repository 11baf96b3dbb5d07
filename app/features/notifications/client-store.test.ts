import { beforeEach, describe, expect, it } from "vitest";
import type { ClientNotification } from "./client-notification";
import { CACHE_KEY, loaded, markedAllRead, markedRead, notificationsState, received, removed, resetNotifications, restoreFromCache } from "./client-store";

const storage = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  },
});

const item = (id: number, isRead = false): ClientNotification => ({
  id,
  title: `t${id}`,
  message: "m",
  type: "system",
  isRead,
  createdAt: "2026-01-01T00:00:00Z",
  href: null,
});

describe("the notifications state in the browser (spec §4)", () => {
  beforeEach(() => resetNotifications());

  it("a live notification goes on top and raises the count by one; a repeat changes nothing", () => {
    loaded([item(1)], 1);
    expect(received(item(2))).toBe(true);
    expect(received(item(2))).toBe(false);
    expect(notificationsState().items.map((known) => known.id)).toEqual([2, 1]);
    expect(notificationsState().unread).toBe(2);
  });

  it("the count drops by one when one is read or an unread one removed, never below 0; all read sets it to 0", () => {
    loaded([item(1), item(2), item(3, true)], 2);
    markedRead(1);
    markedRead(1);
    expect(notificationsState().unread).toBe(1);
    removed(3);
    expect(notificationsState().unread).toBe(1);
    removed(2);
    expect(notificationsState().unread).toBe(0);
    loaded([item(4)], 0);
    markedRead(4);
    expect(notificationsState().unread).toBe(0);
    loaded([item(5), item(6)], 2);
    markedAllRead();
    expect(notificationsState().unread).toBe(0);
  });

  it("the list is cached under redav_notifications and shown at once on the next visit; sign-out clears it", () => {
    loaded([item(7)], 1);
    expect(JSON.parse(storage.get(CACHE_KEY) ?? "{}").items).toHaveLength(1);
    resetNotifications();
    expect(storage.has(CACHE_KEY)).toBe(false);
    storage.set(CACHE_KEY, JSON.stringify({ items: [item(8)], unread: 1 }));
    restoreFromCache(1);
    expect(notificationsState()).toMatchObject({ unread: 1, initialised: false });
    expect(notificationsState().items[0].id).toBe(8);
  });

  it("the document's count wins over a stale cache: its count is shown at once and a cached list that disagrees is not", () => {
    storage.set(CACHE_KEY, JSON.stringify({ items: [item(9)], unread: 1 }));
    restoreFromCache(2);
    expect(notificationsState()).toMatchObject({ unread: 2, items: [], initialised: false });
  });
});
