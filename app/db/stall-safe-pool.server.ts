// node-postgres on a network that stalls: a query whose answer never comes ends its connection, and a client whose connection ended leaves the pool.
import pg from "pg";

const READ_TIMEOUT = "Query read timeout";

/** A read timeout is a socket that stopped answering: it carries ETIMEDOUT, which isDatabaseUnreachable reads as an outage. */
function markedReadTimeout(error: unknown): boolean {
  if (!(error instanceof Error) || error.message !== READ_TIMEOUT) return false;
  Object.assign(error, { code: "ETIMEDOUT" });
  return true;
}

/**
 * A node-postgres client that destroys its connection when a query's answer does not come in time.
 * node-postgres only stops waiting: the unanswered query stays in front of the connection, so a
 * client given back to the pool (a transaction's rollback fails the same way, then it is released
 * without an error) would hold every later query until the network heals.
 */
export class StallSafeClient extends pg.Client {}
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
(StallSafeClient.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]): unknown {
  const giveUp = (error: unknown) => {
    if (markedReadTimeout(error)) this.connection.stream.destroy();
  };
  const last = args.findLastIndex((arg) => typeof arg === "function");
  if (last > 0) {
    const callback = args[last] as (error: unknown, result: unknown) => void;
    args[last] = (error: unknown, result: unknown) => {
      giveUp(error);
      callback(error, result);
    };
  }
  const result = query.apply(this, args);
  if (!(result instanceof Promise)) return result;
  return result.catch((error: unknown) => {
    giveUp(error);
    throw error;
  });
};

/**
 * Gives a checked-out client back to the pool, as failed, as soon as its connection ends (a reset,
 * or a stalled socket destroyed above), so that it leaves the pool: Drizzle never releases a client
 * whose `begin` failed, and each such client would otherwise hold one of the pool's places for good.
 * The holder's own release afterwards does nothing; its next query fails as unreachable.
 */
export function releasedWhenEnded(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  (pool as { connect: unknown }).connect = (callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const ended = () => {
        released = true;
        release(new Error("Connection ended unexpectedly while checked out"));
      };
      client.once("end", ended);
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("end", ended);
        release(error);
      };
      return client;
    });
  };
}
