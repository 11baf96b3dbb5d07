import { sql } from "drizzle-orm";
import pg from "pg";
import { connectionConfig, type DatabaseHandle, type Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";

/** The channels instances talk on; payloads carry ids (or a path), never content. */
export const CHANNELS = {
  outbox: "redav_outbox",
  notifications: "redav_notifications",
  pagePurge: "redav_page_purge",
  /** A session ended (its row was deleted: trigger of migration 0023); the payload is its id. */
  sessionEnded: "redav_session_ended",
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** A message handler: a payload, or null after the hub reconnected (messages may have been missed: resynchronise). */
export type HubListener = (payload: string | null) => void;

/** PostgreSQL LISTEN/NOTIFY between every instance (one dedicated connection each), or inside one process on PGlite. */
export type Hub = {
  subscribe(channel: Channel, listener: HubListener): () => void;
  /** Resolves once every subscription made so far is listening (messages sent after that reach them). */
  listening(): Promise<void>;
  close(): Promise<void>;
};

/** Sends a message to every instance's subscribers; inside a transaction it is delivered at commit, and never if it rolls back. */
export async function notify(db: Db, channel: Channel, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Sends one message per payload on a channel, in a single statement (duplicates sent once). */
export async function notifyEach(db: Db, channel: Channel, payloads: Iterable<string>): Promise<void> {
  const unique = [...new Set(payloads)];
  if (unique.length === 0) return;
  const list = sql.join(
    unique.map((payload) => sql`${payload}`),
    sql`, `,
  );
  await db.execute(sql`select pg_notify(${channel}, payload) from unnest(array[${list}]::text[]) as payload`);
}

function listenersOf() {
  const listeners = new Map<string, Set<HubListener>>();
  return {
    add(channel: string, listener: HubListener): boolean {
      const set = listeners.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(channel, set);
      return first;
    },
    remove(channel: string, listener: HubListener): void {
      listeners.get(channel)?.delete(listener);
    },
    channels: () => [...listeners.keys()].filter((channel) => (listeners.get(channel)?.size ?? 0) > 0),
    dispatch(channel: string, payload: string | null): void {
      for (const listener of listeners.get(channel) ?? []) {
        try {
          listener(payload);
        } catch (error) {
          logger.error({ err: error, channel }, "hub listener failed");
        }
      }
    },
  };
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** The hub of an open database: PGlite's own LISTEN inside the process, or a dedicated PostgreSQL connection that reconnects with backoff. */
export function openHub(handle: DatabaseHandle): Hub {
  const listeners = listenersOf();
  if (handle.kind === "pglite") {
    const unlisten = new Map<string, Promise<() => Promise<void>>>();
    return {
      subscribe(channel, listener) {
        if (listeners.add(channel, listener))
          unlisten.set(
            channel,
            handle.client.listen(channel, (payload) => listeners.dispatch(channel, payload)),
          );
        return () => listeners.remove(channel, listener);
      },
      async listening() {
        await Promise.all(unlisten.values());
      },
      async close() {
        for (const pending of unlisten.values()) await (await pending)().catch(() => undefined);
      },
    };
  }
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (reconnecting: boolean) => {
    // Keepalive: a listening connection sends nothing, so only the kernel can find it dead after a partition.
    const next = new pg.Client(connectionConfig(handle.url, null));
    next.on("notification", (message) => listeners.dispatch(message.channel, message.payload ?? ""));
    next.on("error", () => undefined);
    next.on("end", () => {
      if (client === next) client = null;
      if (!closed) schedule();
    });
    try {
      await next.connect();
      for (const channel of listeners.channels()) await next.query(`LISTEN ${channel}`);
      if (closed) return void (await next.end());
      client = next;
      delay = RECONNECT_MIN_MS;
      if (reconnecting) for (const channel of listeners.channels()) listeners.dispatch(channel, null);
    } catch (error) {
      logger.warn({ err: error }, "hub connection failed; retrying");
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      if (!closed) schedule();
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void connect(true), delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const ready = connect(false);
  let listened: Promise<unknown> = ready;
  return {
    subscribe(channel, listener) {
      // One LISTEN at a time: a pg client runs one query at once.
      if (listeners.add(channel, listener)) listened = listened.then(() => client?.query(`LISTEN ${channel}`).catch(() => undefined));
      return () => listeners.remove(channel, listener);
    },
    async listening() {
      await listened;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}
