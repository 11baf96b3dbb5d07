import { useSyncExternalStore } from "react";

let unread: number | null = null;
const listeners = new Set<() => void>();

function publish(next: number | null): void {
  unread = next === null ? null : Math.max(0, next);
  for (const listener of listeners) listener();
}

/** The server's count of the user's unread messages (from the messages page or the header's first load). */
export function unreadMessagesCounted(count: number): void {
  publish(count);
}

/** A live message arrived: one more unread, until the server says otherwise. */
export function unreadMessageArrived(): void {
  if (unread !== null) publish(unread + 1);
}

/** Sign-out: nothing is known any more. */
export function unreadMessagesForgotten(): void {
  publish(null);
}

/** The unread message count, null until known; re-renders when it changes. */
export function useUnreadMessages(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    () => null,
  );
}
