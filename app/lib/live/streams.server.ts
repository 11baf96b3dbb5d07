import { CHANNELS, type Hub } from "./hub.server";

/** One item a live stream sends: its id (the resume point), the event name and its JSON data. */
export type LiveItem = { id: number; event: string; data: unknown };
/** What a user's streams get after `afterId`, oldest first (at most a page; the streams ask again while pages are full). */
export type LiveSource = (afterId: number) => Promise<LiveItem[]>;

type Connection = { lastId: number; send: (text: string) => void; close: () => void };
/** A user's open streams: one read of the database serves all of them. */
type UserStreams = { connections: Set<Connection>; source: LiveSource; running: boolean; again: boolean };

const HEARTBEAT_MS = 30_000;
const RETRY_MS = 3_000;
const PAGE = 100;
const encoder = new TextEncoder();

/**
 * The open Server-Sent Events streams of this instance, by user. A NOTIFY on the notifications
 * channel (payload: a user id, from any instance) wakes that user's streams: one query reads what is
 * new since the oldest of them and each stream gets what it has not seen. After the hub reconnects,
 * every user's streams read again, so nothing missed is lost. One heartbeat timer serves them all.
 */
export class LiveStreams {
  private readonly users = new Map<string, UserStreams>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(hub: Hub) {
    this.unsubscribe = hub.subscribe(CHANNELS.notifications, (userId) => {
      if (userId === null) for (const id of this.users.keys()) this.wake(id);
      else this.wake(userId);
    });
    this.heartbeat = setInterval(() => {
      for (const group of this.users.values()) for (const connection of group.connections) connection.send(": ping\n\n");
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** How many streams are open (for the benchmark and health). */
  get size(): number {
    let total = 0;
    for (const group of this.users.values()) total += group.connections.size;
    return total;
  }

  private wake(userId: string): void {
    const group = this.users.get(userId);
    if (!group) return;
    if (group.running) {
      group.again = true;
      return;
    }
    group.running = true;
    void (async () => {
      try {
        do {
          group.again = false;
          if (group.connections.size === 0) break;
          const oldest = Math.min(...[...group.connections].map((connection) => connection.lastId));
          const items = await group.source(oldest);
          for (const connection of group.connections) {
            for (const item of items) {
              if (item.id <= connection.lastId) continue;
              connection.send(`id: ${item.id}\nevent: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`);
              connection.lastId = item.id;
            }
          }
          if (items.length >= PAGE) group.again = true;
        } while (group.again);
      } catch {
        // The database blinked: the next wake (or the client's reconnect with Last-Event-ID) catches up.
      } finally {
        group.running = false;
        if (group.connections.size === 0 && this.users.get(userId) === group) this.users.delete(userId);
      }
    })();
  }

  /**
   * Opens a stream for a user: sends `retry`, then everything after `afterId`, then whatever the user
   * is woken for, each with its id; a comment every 30 s keeps proxies from closing it. It ends when
   * the client leaves (`signal`) or the instance shuts down (closeAll).
   */
  open(userId: string, afterId: number, source: LiveSource, signal: AbortSignal): Response {
    let connection: Connection | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        let closed = false;
        const current: Connection = {
          lastId: afterId,
          send: (text) => {
            if (!closed) controller.enqueue(encoder.encode(text));
          },
          close: () => {
            if (closed) return;
            closed = true;
            const group = this.users.get(userId);
            group?.connections.delete(current);
            if (group?.connections.size === 0 && !group.running) this.users.delete(userId);
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        connection = current;
        const group = this.users.get(userId) ?? { connections: new Set<Connection>(), source, running: false, again: false };
        group.connections.add(current);
        this.users.set(userId, group);
        current.send(`retry: ${RETRY_MS}\n\n`);
        if (signal.aborted) current.close();
        else signal.addEventListener("abort", current.close, { once: true });
        this.wake(userId);
      },
      cancel: () => connection?.close(),
    });
    return new Response(body, {
      headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
    });
  }

  /** Ends every open stream at once (shutdown): clients reconnect, to another instance if this one is going away. */
  closeAll(): void {
    for (const group of [...this.users.values()]) for (const connection of [...group.connections]) connection.close();
  }

  /** Stops listening to the hub and ends every stream. */
  stop(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    this.closeAll();
  }
}
