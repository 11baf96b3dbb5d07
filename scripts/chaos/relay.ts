// A TCP relay in front of PostgreSQL that can stall as a partitioned network does: connections stay open, no byte goes through.
import { connect, createServer, type Server, type Socket } from "node:net";

type Pair = { client: Socket; upstream: Socket };

/**
 * Relays every connection on its own loopback port to `target`. `stall()` stops forwarding bytes
 * in both directions without closing anything and accepts new connections that go nowhere, as a
 * network that drops packets without a reset does (nothing is refused, nothing is reset: the peers
 * simply hear nothing). `heal()` lets the bytes held meanwhile through and relays again; a side
 * that closed during the stall closes its partner only then, as its FIN would arrive only then.
 */
export class StallingRelay {
  private server: Server | undefined;
  private readonly pairs = new Set<Pair>();
  private stalled = false;
  /** Connections the client side closed, counted when the close went through (during a stall: at the heal). */
  closedByClient = 0;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** A relay listening on a free loopback port (or `port`), forwarding to `target`. */
  static async open(target: { host: string; port: number }, port = 0): Promise<StallingRelay> {
    let relay: StallingRelay | undefined;
    const server = createServer((client) => relay?.accept(client));
    const listening = await new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        resolve(address && typeof address === "object" ? address.port : port);
      });
    });
    relay = new StallingRelay(listening, target);
    relay.server = server;
    return relay;
  }

  /** `url` (a PostgreSQL URL) with its host and port replaced by the relay's. */
  urlFor(url: string): string {
    const relayed = new URL(url);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(this.port);
    return relayed.toString();
  }

  /** Whether bytes are held now. */
  get stalling(): boolean {
    return this.stalled;
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair: Pair = { client, upstream };
    this.pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (!to.write(chunk)) {
          from.pause();
          to.once("drain", () => {
            if (!this.stalled) from.resume();
          });
        }
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = (from: Socket, to: Socket) => () => {
      if (this.pairs.delete(pair) && from === client) this.closedByClient += 1;
      to.destroy();
    };
    client.on("close", end(client, upstream));
    upstream.on("close", end(upstream, client));
    client.on("error", () => undefined);
    upstream.on("error", () => undefined);
    if (this.stalled) {
      client.pause();
      upstream.pause();
    }
  }

  /** Holds every byte in both directions from now on, on open and new connections alike; nothing is closed. */
  stall(): void {
    this.stalled = true;
    for (const { client, upstream } of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  /** Lets the held bytes (and closes) through and relays again. */
  heal(): void {
    this.stalled = false;
    for (const { client, upstream } of this.pairs) {
      client.resume();
      upstream.resume();
    }
  }

  /** Stops listening and destroys every connection. */
  async close(): Promise<void> {
    this.stalled = false;
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
