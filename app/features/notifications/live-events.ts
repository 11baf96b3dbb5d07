import type { ClientNotification } from "./client-notification";

const LIVE_NOTIFICATION_EVENT = "redav:notification";

/** Tells the rest of the page that a live notification arrived (the bell's stream calls this once per new item). */
export function announceLiveNotification(item: ClientNotification): void {
  window.dispatchEvent(new CustomEvent<ClientNotification>(LIVE_NOTIFICATION_EVENT, { detail: item }));
}

/** Calls `listener` for every live notification from now on; returns the function that stops listening. */
export function onLiveNotification(listener: (item: ClientNotification) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ClientNotification>).detail);
  window.addEventListener(LIVE_NOTIFICATION_EVENT, handler);
  return () => window.removeEventListener(LIVE_NOTIFICATION_EVENT, handler);
}
