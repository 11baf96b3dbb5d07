// Live notification clients as browsers hold them: several per member, on every instance, resuming with Last-Event-ID.
import { type ClientRequest, request } from "node:http";
import type { Instance } from "./instances";
import type { Member } from "./world";

const RECONNECT_MS = 250;
const MAX_RECONNECT_MS = 2_000;
/** The server writes a comment to every stream every 30 s (HEARTBEAT_MS in app/lib/live/streams.server.ts). */
const SERVER_HEARTBEAT_MS = 30_000;
/** A stream silent for longer than a heartbeat and some slack is taken for lost (a mobile connection gone without a close). */
export const HEARTBEAT_TIMEOUT_MS = SERVER_HEARTBEAT_MS + 10_000;

/**
 * One Server-Sent Events client of /api/notifications/stream. It starts after a given notification
 * id and, whenever its stream ends or breaks, reconnects with `Last-Event-ID` (after 250 ms, doubling
 * to 2 s while refused); a connection refused sends it to the next instance, as a load balancer
 * would. A stream that has been silent for longer than the server's heartbeat (plus slack) is taken
 * for lost, ended and resumed the same way, as a browser must do for a connection that vanished
 * without a close. It counts every notification id it receives.
 */
export class SseClient {
  /** How many times each notification id arrived. */
  readonly seen = new Map<number, number>();
  drops = 0;
  reconnects = 0;
  /** Milliseconds from each drop to the next open stream. */
  readonly recoveries: number[] = [];
  private lastId: number;
  private current: ClientRequest | null = null;
  private connected = false;
  private stopped = false;
  private failures = 0;
  private droppedAt: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  /** Set by silence(): the stream is no longer read, as if the network had vanished under it. */
  private silenced = false;

  constructor(
    readonly member: Member,
    private readonly instances: Instance[],
    private readonly home: number,
    afterId: number,
  ) {
    this.lastId = afterId;
  }

  /** Whether a stream is open now (and heard). */
  get open(): boolean {
    return this.connected && !this.silenced;
  }

  /** Opens the stream (and keeps it open until stop()). */
  start(): void {
    this.stopped = false;
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    const instance = this.instances[(this.home + this.failures) % this.instances.length];
    const headers = { cookie: this.member.cookie, "last-event-id": String(this.lastId), "x-forwarded-for": this.member.address };
    const req = request(`${instance.url}/api/notifications/stream`, { headers, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return this.retry(true);
      }
      this.connected = true;
      this.silenced = false;
      this.failures = 0;
      this.listen(req);
      if (this.droppedAt !== null) {
        this.recoveries.push(Date.now() - this.droppedAt);
        this.droppedAt = null;
      }
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (this.silenced) return;
        this.listen(req);
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          this.receive(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on("close", () => this.retry(false));
      response.on("error", () => undefined);
    });
    req.on("error", () => this.retry(true));
    req.end();
    this.current = req;
  }

  /** One event block: a notification's id is counted and becomes the resume point. */
  private receive(block: string): void {
    let id = "";
    let event = "";
    for (const line of block.split("\n")) {
      if (line.startsWith("id: ")) id = line.slice(4);
      else if (line.startsWith("event: ")) event = line.slice(7);
    }
    if (event !== "notification" || !/^\d+$/.test(id)) return;
    const value = Number(id);
    this.seen.set(value, (this.seen.get(value) ?? 0) + 1);
    this.lastId = Math.max(this.lastId, value);
  }

  /** (Re)arms the heartbeat timeout of the stream of `req`: when nothing arrives in time, the stream is ended (and so resumed). */
  private listen(req: ClientRequest): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      if (this.current === req) req.destroy();
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private retry(failed: boolean): void {
    if (this.timer || this.stopped) return;
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.connected = false;
    this.current = null;
    if (failed) this.failures += 1;
    this.reconnects += 1;
    const delay = failed ? Math.min(MAX_RECONNECT_MS, RECONNECT_MS * 2 ** Math.min(this.failures - 1, 4)) : RECONNECT_MS;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  /** Drops the stream abruptly (its socket destroyed, no goodbye); the client reconnects by itself. */
  drop(): void {
    if (!this.current || !this.connected) return;
    this.drops += 1;
    this.droppedAt = Date.now();
    this.current.destroy();
  }

  /**
   * Drops the stream silently: its socket is no longer read and nothing is closed, as a mobile
   * connection that vanished; only the heartbeat timeout tells the client, which then resumes.
   */
  silence(): void {
    if (!this.current || !this.open) return;
    this.drops += 1;
    this.droppedAt = Date.now();
    this.silenced = true;
    this.current.socket?.pause();
  }

  /** Closes the stream for good. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.current?.destroy();
    this.connected = false;
  }
}

/** `perMember` clients for each member, spread over the instances, all starting after `afterId`. */
export function openClients(members: Member[], instances: Instance[], perMember: number, afterId: number): SseClient[] {
  const clients: SseClient[] = [];
  members.forEach((member, index) => {
    for (let copy = 0; copy < perMember; copy += 1) clients.push(new SseClient(member, instances, (index + copy) % instances.length, afterId));
  });
  for (const client of clients) client.start();
  return clients;
}

/** Drops a random `fraction` of the open streams (at least one), abruptly or silently; how many were dropped. */
export function dropStreams(clients: SseClient[], fraction: number, how: "abrupt" | "silent" = "abrupt"): number {
  const open = clients.filter((client) => client.open);
  const count = Math.max(1, Math.round(open.length * fraction));
  const chosen = open.sort(() => Math.random() - 0.5).slice(0, count);
  for (const client of chosen) {
    if (how === "silent") client.silence();
    else client.drop();
  }
  return chosen.length;
}
