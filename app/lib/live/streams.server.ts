import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { metrics } from "~/lib/metrics/registry.server";
import { LiveConnection } from "./connection.server";
import { CHANNELS, type Hub } from "./hub.server";
import { RECONNECT_EVENT } from "./stream-events";

/** One item a live stream sends: its id (the resume point), the event name and its JSON data. */
export type LiveItem = { id: number; event: string; data: unknown };
/** What a user's streams get after `afterId`, oldest first (at most a page; the streams ask again while pages are full). */
export type LiveSource = (afterId: number) => Promise<LiveItem[]>;
/** Which of these sessions still stand (not ended, not expired, their user not suspended); asked once per heartbeat for every stream of the instance. */
export type StandingSessions = (sessionIds: string[]) => Promise<ReadonlySet<string>>;

export type LiveStreamsOptions = {
  standingSessions: StandingSessions;
  /** The clock, in milliseconds since the epoch (tests move it). */
  now?: () => number;
  /** At most this many streams per user on this instance (default: LIVE_STREAMS_PER_ACCOUNT, itself 10 by default). */
  maxStreamsPerUser?: number;
};

/** Each heartbeat writes a comment to every stream (so proxies keep it open), ends the streams past their lifetime and re-checks every stream's session. */
export const HEARTBEAT_MS = 30_000;
/** A stream ends after this long, plus up to STREAM_LIFETIME_JITTER_MS so that streams opened together do not reconnect together; the browser reconnects with Last-Event-ID and loses nothing. */
export const STREAM_LIFETIME_MS = 15 * 60_000;
export const STREAM_LIFETIME_JITTER_MS = 60_000;
/** At most this many streams at once per session on one instance; the next is refused with 429. */
export const MAX_STREAMS_PER_SESSION = 10;
/** At most this many streams at once per user (all their sessions) on one instance unless LIVE_STREAMS_PER_ACCOUNT says otherwise; the next is refused with 429. */
export const MAX_STREAMS_PER_USER = 10;
/** The Retry-After, in seconds, of a stream refused for being one too many. */
export const STREAM_REFUSAL_RETRY_SECONDS = 30;

/** A user's open streams: one read of the database serves all of them; `failures` counts the reads failed in a row. */
type UserStreams = { connections: Set<LiveConnection>; source: LiveSource; running: boolean; again: boolean; failures: number };

const RETRY_MS = 3_000;
/** A read that failed (the database away, or a network that stalls) is tried again after 1 s, doubling to 30 s while it fails. */
const READ_RETRY_MS = 1_000;
const READ_RETRY_MAX_MS = 30_000;
const PAGE = 100;
const encoder = new TextEncoder();
// Encoded once and shared by every stream (a chunk is never changed after it is queued).
const PING = encoder.encode(": ping\n\n");
const RECONNECT = encoder.encode(`event: ${RECONNECT_EVENT}\ndata: {}\n\n`);
const RETRY = encoder.encode(`retry: ${RETRY_MS}\n\n`);
const STREAM_HEADERS = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" };

/**
 * The open Server-Sent Events streams of this instance, by user and by the session that opened them.
 * A NOTIFY on the notifications channel (payload: a user id, from any instance) wakes that user's
 * streams: one query reads what is new since the oldest of them and each stream gets what it has not
 * seen. After the hub reconnects, every user's streams read again, so nothing missed is lost. A
 * NOTIFY on the session-ended channel (payload: a session id) ends that session's streams at once.
 * One heartbeat timer serves them all.
 */
export class LiveStreams {
  private readonly users = new Map<string, UserStreams>();
  private readonly sessions = new Map<string, Set<LiveConnection>>();
  private readonly unsubscribe: Array<() => void>;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly standingSessions: StandingSessions;
  private readonly now: () => number;
  private readonly maxStreamsPerUser: number;
  private checking: Promise<void> | null = null;
  /** What a closing stream calls, one function for all of them. */
  private readonly forgetOne = (connection: LiveConnection) => this.forget(connection);

  constructor(hub: Hub, options: LiveStreamsOptions) {
    this.standingSessions = options.standingSessions;
    this.now = options.now ?? Date.now;
    this.maxStreamsPerUser = options.maxStreamsPerUser ?? env().LIVE_STREAMS_PER_ACCOUNT;
    this.unsubscribe = [
      hub.subscribe(CHANNELS.notifications, (userId) => {
        if (userId === null) for (const id of this.users.keys()) this.wake(id);
        else this.wake(userId);
      }),
      hub.subscribe(CHANNELS.sessionEnded, (sessionId) => {
        if (sessionId === null) void this.checkSessions();
        else this.endSession(sessionId);
      }),
    ];
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** How many streams are open (for the benchmark and health). */
  get size(): number {
    let total = 0;
    for (const group of this.users.values()) total += group.connections.size;
    return total;
  }

  private *connections(): Generator<LiveConnection> {
    for (const group of [...this.users.values()]) yield* [...group.connections];
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
      let failed = false;
      try {
        do {
          group.again = false;
          if (group.connections.size === 0) break;
          const oldest = Math.min(...[...group.connections].map((connection) => connection.lastId));
          const items = await group.source(oldest);
          // Each event is encoded once, whatever the number of this user's streams that get it.
          const events = items.map((item) => ({
            id: item.id,
            bytes: encoder.encode(`id: ${item.id}\nevent: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`),
          }));
          for (const connection of group.connections) {
            for (const event of events) {
              if (event.id <= connection.lastId) continue;
              connection.send(event.bytes);
              connection.lastId = event.id;
            }
          }
          if (items.length >= PAGE) group.again = true;
        } while (group.again);
        group.failures = 0;
      } catch {
        // The database blinked: what this read (and any wake meanwhile) was for is read again shortly, not at the next notification.
        failed = true;
      } finally {
        group.running = false;
        if (group.connections.size === 0 && this.users.get(userId) === group) this.users.delete(userId);
        else if (failed) this.retryRead(userId, group);
      }
    })();
  }

  /** Reads a user's streams again after a failed read, 1 s doubling to 30 s while reads fail (unless they closed meanwhile). */
  private retryRead(userId: string, group: UserStreams): void {
    const delay = Math.min(READ_RETRY_MAX_MS, READ_RETRY_MS * 2 ** Math.min(group.failures, 5));
    group.failures += 1;
    setTimeout(() => {
      if (this.users.get(userId) === group) this.wake(userId);
    }, delay).unref();
  }

  /** Ends every open stream of a session at once (it was signed out, revoked, expired or its user suspended). */
  private endSession(sessionId: string): void {
    for (const connection of [...(this.sessions.get(sessionId) ?? [])]) connection.close();
  }

  /** Ends the streams whose session no longer stands, in one query for the whole instance; a failed query ends nothing (the next heartbeat asks again). */
  private checkSessions(): Promise<void> {
    if (!this.checking) {
      this.checking = (async () => {
        const ids = [...this.sessions.keys()];
        if (ids.length === 0) return;
        try {
          const standing = await this.standingSessions(ids);
          for (const id of ids) if (!standing.has(id)) this.endSession(id);
        } catch (error) {
          logger.warn({ err: error }, "live streams could not re-check their sessions");
        }
      })().finally(() => {
        this.checking = null;
      });
    }
    return this.checking;
  }

  /**
   * One heartbeat: streams past their lifetime are told to reconnect and ended, the others get a
   * comment, then every open stream's session is re-checked (one query); resolves once that is done.
   */
  async beat(): Promise<void> {
    const now = this.now();
    for (const connection of this.connections()) {
      if (connection.endsAt > now) connection.send(PING);
      else {
        connection.send(RECONNECT);
        connection.close();
      }
    }
    await this.checkSessions();
  }

  /** Throws 429 'LIVE_STREAMS_TOO_MANY' when the session, or the user, already has the most streams allowed open on this instance. */
  assertRoom(userId: string, sessionId: string): void {
    const ofUser = this.users.get(userId)?.connections.size ?? 0;
    const ofSession = this.sessions.get(sessionId)?.size ?? 0;
    if (ofUser >= this.maxStreamsPerUser || ofSession >= MAX_STREAMS_PER_SESSION) throw new AppError("LIVE_STREAMS_TOO_MANY", 429);
  }

  /**
   * Opens a stream for a user's session (429 when it would be one too many, see assertRoom): sends
   * `retry`, then everything after `afterId`, then whatever the user is woken for, each with its id; a
   * comment every heartbeat keeps proxies from closing it. It ends when the client leaves (`signal`),
   * the session ends or no longer stands at a heartbeat, its lifetime is over, or the instance shuts down.
   */
  open(user: { userId: string; sessionId: string }, afterId: number, source: LiveSource, signal: AbortSignal): Response {
    const { userId, sessionId } = user;
    this.assertRoom(userId, sessionId);
    const endsAt = this.now() + STREAM_LIFETIME_MS + Math.floor(Math.random() * STREAM_LIFETIME_JITTER_MS);
    const connection = new LiveConnection(userId, sessionId, afterId, endsAt, this.forgetOne);
    const body = new ReadableStream<Uint8Array>(connection);
    const group = this.users.get(userId) ?? { connections: new Set<LiveConnection>(), source, running: false, again: false, failures: 0 };
    group.connections.add(connection);
    metrics.liveStreamsOpen.inc();
    this.users.set(userId, group);
    const ofSession = this.sessions.get(sessionId) ?? new Set<LiveConnection>();
    ofSession.add(connection);
    this.sessions.set(sessionId, ofSession);
    connection.send(RETRY);
    if (signal.aborted) connection.close();
    else signal.addEventListener("abort", connection, { once: true });
    this.wake(userId);
    return new Response(body, { headers: STREAM_HEADERS });
  }

  /** Takes a closed stream out of its user's group and its session's set. */
  private forget(connection: LiveConnection): void {
    metrics.liveStreamsOpen.dec();
    const group = this.users.get(connection.userId);
    group?.connections.delete(connection);
    if (group?.connections.size === 0 && !group.running) this.users.delete(connection.userId);
    const ofSession = this.sessions.get(connection.sessionId);
    ofSession?.delete(connection);
    if (ofSession?.size === 0) this.sessions.delete(connection.sessionId);
  }

  /** Ends every open stream at once (shutdown), telling each to reconnect: clients do, to another instance if this one is going away. */
  closeAll(): void {
    for (const connection of this.connections()) {
      connection.send(RECONNECT);
      connection.close();
    }
  }

  /** Stops listening to the hub and ends every stream. */
  stop(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    clearInterval(this.heartbeat);
    this.closeAll();
  }
}
