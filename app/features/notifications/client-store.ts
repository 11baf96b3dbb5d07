import { useSyncExternalStore } from "react";
import type { ClientNotification } from "./client-notification";

/** Spec §9 and §4: the cache key, the first load (10 items, 800 ms after hydration, 8 s time-out) and the count refresh. */
export const CACHE_KEY = "redav_notifications";
export const FIRST_LOAD = { limit: 10, delayMs: 800, timeoutMs: 8000 } as const;
export const COUNT_REFRESH_MS = 60_000;
export const LIVE_TOAST_MS = 5000;

export type NotificationsState = {
  items: ClientNotification[];
  unread: number;
  initialised: boolean;
  /** The server cannot be reached: reads and changes use the cache only, and no call is made until it answers again. */
  emergency: boolean;
  error: string | null;
};

const EMPTY: NotificationsState = { items: [], unread: 0, initialised: false, emergency: false, error: null };
let state: NotificationsState = EMPTY;
const listeners = new Set<() => void>();

function publish(next: Partial<NotificationsState>): void {
  state = { ...state, ...next, unread: Math.max(0, next.unread ?? state.unread) };
  try {
    if (state.initialised) window.localStorage.setItem(CACHE_KEY, JSON.stringify({ items: state.items, unread: state.unread }));
  } catch {
    // storage full or disabled: the list still works, only the next visit starts empty
  }
  for (const listener of listeners) listener();
}

/** The current state (for event handlers). */
export function notificationsState(): NotificationsState {
  return state;
}

/**
 * Before the first load answers: the server's unread count from the document at once, and the cached
 * list only while it agrees with that count (a cache from before changes made elsewhere is not shown);
 * a broken cache is ignored.
 */
export function restoreFromCache(serverUnread: number): void {
  state = { ...state, unread: serverUnread };
  try {
    const cached = JSON.parse(window.localStorage.getItem(CACHE_KEY) ?? "null") as { items?: ClientNotification[]; unread?: number } | null;
    if (cached && Array.isArray(cached.items) && Number(cached.unread) === serverUnread) state = { ...state, items: cached.items.slice(0, FIRST_LOAD.limit) };
  } catch {
    window.localStorage.removeItem(CACHE_KEY);
  }
  for (const listener of listeners) listener();
}

/** The first load's answer: the latest items and the unread count; the context counts as initialised. */
export function loaded(items: ClientNotification[], unread: number): void {
  publish({ items, unread, initialised: true, emergency: false, error: null });
}

/** The first load failed or timed out: the error is kept, the list emptied (spec §8), and the context counts as initialised. */
export function loadFailed(error: string, emergency: boolean): void {
  publish({ items: emergency ? state.items : [], initialised: true, emergency, error });
}

/** The server answers again (the live stream opened): calls are allowed again. */
export function serverReachable(): void {
  if (state.emergency) publish({ emergency: false, error: null });
}

/** The server cannot be reached: from now on the cache only. */
export function serverUnreachable(): void {
  if (!state.emergency) publish({ emergency: true });
}

/** A live notification: on top of the list, and the count goes up by one (a repeat of a known id changes nothing). */
export function received(item: ClientNotification): boolean {
  if (state.items.some((known) => known.id === item.id)) return false;
  publish({ items: [item, ...state.items].slice(0, FIRST_LOAD.limit), unread: state.unread + (item.isRead ? 0 : 1) });
  return true;
}

/** The unread count from the server. */
export function counted(unread: number): void {
  publish({ unread });
}

/** One marked read: the count drops by one, never below 0. */
export function markedRead(id: number): void {
  const item = state.items.find((known) => known.id === id);
  const wasUnread = item ? !item.isRead : false;
  publish({ items: state.items.map((known) => (known.id === id ? { ...known, isRead: true } : known)), unread: state.unread - (wasUnread ? 1 : 0) });
}

/** All marked read: the count is 0. */
export function markedAllRead(): void {
  publish({ items: state.items.map((known) => ({ ...known, isRead: true })), unread: 0 });
}

/** One removed: an unread one lowers the count by one. */
export function removed(id: number): void {
  const item = state.items.find((known) => known.id === id);
  publish({ items: state.items.filter((known) => known.id !== id), unread: state.unread - (item && !item.isRead ? 1 : 0) });
}

/** Sign-out: the list is cleared, the count is 0, initialised is reset and the cache removed. */
export function resetNotifications(): void {
  state = EMPTY;
  try {
    window.localStorage.removeItem(CACHE_KEY);
  } catch {
    // nothing cached
  }
  for (const listener of listeners) listener();
}

/** The notifications state, re-rendering when it changes. */
export function useNotifications(): NotificationsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => EMPTY,
  );
}
