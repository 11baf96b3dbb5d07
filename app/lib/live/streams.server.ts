import { CHANNELS, type Hub } from "./hub.server";

/** One item a live stream sends: its id (the resume point), the event name and its JSON data. */
export type LiveItem = { id: number; event: string; data: unknown };
/** What a stream sends after `afterId`, oldest first (at most a page; the stream asks again while pages are full). */
export type LiveSource = (afterId: number) => Promise<LiveItem[]>;

type Connection = { userId: string; wake: () => void; close: () => void };

export const HEARTBEAT_MS = 30_000;
const RETRY_MS = 3_000;
const PAGE = 100;
const encoder = new TextEncoder();

/**
 * The open Server-Sent Events streams of this instance, by user. A NOTIFY on the notifications
 * channel (payload: a user id, from any instance) wakes that user's streams, which read what is new
 * from the database; after the hub reconnects, every stream reads again (nothing missed is lost).
 */
export class LiveStreams {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly unsubscribe: () => void;

  constructor(hub: Hub) {
    this.unsubscribe = hub.subscribe(CHANNELS.notifications, (userId) => {
      if (userId === null) for (const connections of this.byUser.values()) for (const connection of connections) connection.wake();
      else for (const connection of this.byUser.get(userId) ?? []) connection.wake();
    });
  }

  /** How many streams are open (for the benchmark and health). */
  get size(): number {
    let total = 0;
    for (const connections of this.byUser.values()) total += connections.size;
    return total;
  }

  /**
   * Opens a stream for a user: sends `retry`, then everything after `afterId`, then whatever the user
   * is woken for, each with its id; a comment every 30 s keeps proxies from closing it. It ends
   * when the client leaves (`signal`) or the instance shuts down (closeAll).
   */
  open(userId: string, afterId: number, source: LiveSource, signal: AbortSignal): Response {
    let lastId = afterId;
    let closed = false;
    let running = false;
    let again = false;
    let heartbeat: NodeJS.Timeout | undefined;
    let connection: Connection | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const send = (text: string) => {
          if (!closed) controller.enqueue(encoder.encode(text));
        };
        const close = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          if (connection) this.byUser.get(userId)?.delete(connection);
          if (this.byUser.get(userId)?.size === 0) this.byUser.delete(userId);
          try {
            controller.close();
          } catch {
            // already closed by the client
          }
        };
        const wake = () => {
          if (closed) return;
          if (running) {
            again = true;
            return;
          }
          running = true;
          void (async () => {
            try {
              do {
                again = false;
                const items = await source(lastId);
                for (const item of items) {
                  send(`id: ${item.id}\nevent: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`);
                  lastId = Math.max(lastId, item.id);
                }
                if (items.length >= PAGE) again = true;
              } while (again && !closed);
            } catch {
              // The database blinked: the next wake (or the client's reconnect with Last-Event-ID) catches up.
            } finally {
              running = false;
            }
          })();
        };
        connection = { userId, wake, close };
        const connections = this.byUser.get(userId) ?? new Set();
        connections.add(connection);
        this.byUser.set(userId, connections);
        send(`retry: ${RETRY_MS}\n\n`);
        heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
        heartbeat.unref();
        if (signal.aborted) close();
        else signal.addEventListener("abort", close, { once: true });
        wake();
      },
      cancel: () => connection?.close(),
    });
    return new Response(body, {
      headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
    });
  }

  /** Ends every open stream at once (shutdown): clients reconnect, to another instance if this one is going away. */
  closeAll(): void {
    for (const connections of [...this.byUser.values()]) for (const connection of [...connections]) connection.close();
  }

  /** Stops listening to the hub and ends every stream. */
  stop(): void {
    this.unsubscribe();
    this.closeAll();
  }
}
