import { showToast } from "~/components/ui/toast";
import type { TFunction } from "~/lib/i18n/translator";
import { RECONNECT_EVENT } from "~/lib/live/stream-events";
import type { ClientNotification } from "./client-notification";
import {
  COUNT_REFRESH_MS,
  counted,
  FIRST_LOAD,
  LIVE_TOAST_MS,
  loaded,
  loadFailed,
  markedAllRead,
  markedRead,
  notificationsState,
  received,
  removed,
  restoreFromCache,
  serverReachable,
  serverUnreachable,
} from "./client-store";
import { announceLiveNotification } from "./live-events";
import { reopenDelayMs } from "./live-reopen";

type Feed = { notifications: ClientNotification[]; unread: number };

/** GETs the feed; a network failure or a 5xx puts the context in emergency mode (thrown as "unreachable"). */
async function fetchFeed(query: string, signal?: AbortSignal): Promise<Feed> {
  let response: Response;
  try {
    response = await fetch(`/api/notifications?${query}`, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    serverUnreachable();
    throw new Error("unreachable");
  }
  if (response.status >= 500) {
    serverUnreachable();
    throw new Error("unreachable");
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Feed;
}

/** The first load (spec §9): the server's count and the agreeing cache at once, then the latest 10 after 800 ms; after 8 s 'Timeout loading notifications' is logged and the context counts as initialised. */
export function startFirstLoad(serverUnread: number): () => void {
  restoreFromCache(serverUnread);
  const controller = new AbortController();
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
    console.error("Timeout loading notifications");
    loadFailed("Timeout loading notifications", notificationsState().emergency);
  }, FIRST_LOAD.delayMs + FIRST_LOAD.timeoutMs);
  const delay = setTimeout(async () => {
    try {
      const feed = await fetchFeed(`limit=${FIRST_LOAD.limit}`, controller.signal);
      loaded(feed.notifications, feed.unread);
    } catch (error) {
      if (!timedOut && !controller.signal.aborted) loadFailed(error instanceof Error ? error.message : String(error), notificationsState().emergency);
    } finally {
      clearTimeout(timeout);
    }
  }, FIRST_LOAD.delayMs);
  return () => {
    clearTimeout(delay);
    clearTimeout(timeout);
    controller.abort();
  };
}

/** Refreshes the unread count every 60 s (not in emergency mode). */
export function startCountRefresh(): () => void {
  const timer = setInterval(async () => {
    if (notificationsState().emergency) return;
    try {
      counted((await fetchFeed("limit=1")).unread);
    } catch {
      // counted again at the next tick
    }
  }, COUNT_REFRESH_MS);
  return () => clearInterval(timer);
}

/**
 * Listens to the live stream: each new notification goes on top, raises the count and shows a 5 s
 * toast; the stream opening means the server answers again, a failure means it does not (emergency
 * mode). A stream the server ends on purpose (its lifetime, a restart) says so first and the browser
 * reconnects by itself with Last-Event-ID. A stream that could not be opened (429, signed out, no
 * answer) is not retried by the browser: it is reopened here after a capped, jittered exponential wait.
 */
export function startLiveUpdates(): () => void {
  let newest = notificationsState().items.reduce((max, item) => Math.max(max, item.id), 0);
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const open = () => {
    const current = new EventSource(`/api/notifications/stream${newest ? `?after=${newest}` : ""}`);
    source = current;
    let endAnnounced = false;
    current.addEventListener("open", () => {
      failures = 0;
      endAnnounced = false;
      serverReachable();
    });
    current.addEventListener(RECONNECT_EVENT, () => {
      endAnnounced = true;
    });
    current.addEventListener("error", () => {
      if (current.readyState === EventSource.OPEN) return;
      if (endAnnounced) endAnnounced = false;
      else serverUnreachable();
      if (current.readyState !== EventSource.CLOSED) return;
      current.close();
      reopen = setTimeout(open, reopenDelayMs(failures));
      failures += 1;
    });
    current.addEventListener("notification", (event) => {
      const message = event as MessageEvent<string>;
      newest = Math.max(newest, Number(message.lastEventId) || 0);
      const item = JSON.parse(message.data) as ClientNotification;
      if (!received(item)) return;
      showToast(item.message, `notification-${item.id}`, { title: item.title, lifetimeMs: LIVE_TOAST_MS });
      announceLiveNotification(item);
    });
  };
  open();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}

/** POSTs one change; in emergency mode the change is kept locally and no call is made. Failures show the spec's toast. */
async function change(body: Record<string, string>, failure: string): Promise<boolean> {
  if (notificationsState().emergency) return true;
  try {
    const response = await fetch("/api/notifications", { method: "POST", body: new URLSearchParams(body) });
    if (response.status >= 500) serverUnreachable();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    counted(((await response.json()) as { unread: number }).unread);
    return true;
  } catch {
    showToast(failure);
    return false;
  }
}

/** Marks one read ('No se pudo marcar la notificación como leída' on failure). */
export async function markRead(t: TFunction, id: number): Promise<void> {
  markedRead(id);
  await change({ intent: "read", id: String(id) }, t("notifications.failedRead"));
}

/** Marks all read ('Todas las notificaciones marcadas como leídas', or the failure text). */
export async function markAllRead(t: TFunction): Promise<void> {
  markedAllRead();
  if (await change({ intent: "read-all" }, t("notifications.failedReadAll"))) showToast(t("notifications.allRead"));
}

/** Deletes one ('No se pudo eliminar la notificación' on failure). */
export async function removeNotification(t: TFunction, id: number): Promise<void> {
  removed(id);
  await change({ intent: "delete", id: String(id) }, t("notifications.failedDelete"));
}
