import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, type DatabaseTimeouts, openDatabase, REQUEST_TIMEOUTS } from "~/db/client.server";
import { isDatabaseUnreachable } from "~/db/errors";
import { checkDatabase } from "~/lib/health.server";
import { StallingRelay } from "../../scripts/chaos/relay";
import { throwawayDatabase } from "./throwaway-postgres";

/**
 * Issue 35 §4: a network that stalls (packets unanswered, nothing reset) between the app and its
 * PostgreSQL. A TCP relay on loopback sits in front of the local server (a throwaway database created
 * and dropped here) and stops forwarding bytes while keeping its connections open. Every call must
 * fail as "database unreachable" within the configured bounds (short ones here), give its stuck
 * connection up rather than hand it to the next caller, and work again once the relay heals.
 */

const database = throwawayDatabase("redav_stall");
const directUrl = database.url;
/** Short bounds so the test waits little; the outcome, not the time, is asserted. */
const SHORT: DatabaseTimeouts = { connectMs: 400, statementMs: 300, readMs: 400, idleInTransactionMs: 5_000 };

/** What a call ended with: "ok", "unreachable" (the outage classification) or "other: message". */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "ok";
  } catch (error) {
    return isDatabaseUnreachable(error) ? "unreachable" : `other: ${(error as Error).message}`;
  }
}

let relay: StallingRelay;
const handles: DatabaseHandle[] = [];

async function open(timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: relay.urlFor(directUrl), timeouts });
  handles.push(handle);
  return handle;
}

beforeAll(async () => {
  await database.create();
  const direct = new URL(directUrl);
  relay = await StallingRelay.open({ host: direct.hostname, port: Number(direct.port || 5432) });
});

afterEach(async () => {
  relay.heal();
  for (const handle of handles.splice(0)) await handle.close().catch(() => undefined);
});

afterAll(async () => {
  await relay?.close();
  await database.drop();
});

describe("a network that stalls between the app and PostgreSQL", () => {
  it("fails a query on an open connection as unreachable, and answers again once the network heals", async () => {
    const { db } = await open(SHORT);
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("ok");
    relay.stall();
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("unreachable");
    relay.heal();
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("ok");
  });

  it("fails a new connection as unreachable when the stall began before it", async () => {
    const { db } = await open(SHORT);
    relay.stall();
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("unreachable");
    relay.heal();
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("ok");
  });

  it("gives up the connection of a transaction stuck on the stall instead of handing it to the next caller", async () => {
    const { db } = await open(SHORT);
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("ok");
    const closedBefore = relay.closedByClient;
    const stuck = await outcome(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        relay.stall();
        await tx.execute(sql`select 2`);
      }),
    );
    expect(stuck).toBe("unreachable");
    relay.heal();
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("ok");
    expect(relay.closedByClient).toBeGreaterThan(closedBefore);
  });

  it("keeps its pool whole when more transactions than it has places meet the stall at their begin", async () => {
    const handle = await open(SHORT);
    if (handle.kind !== "postgres") throw new Error("PostgreSQL expected");
    const { db } = handle;
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("ok");
    relay.stall();
    const places = handle.pool.options.max ?? 10;
    for (let attempt = 0; attempt <= places; attempt += 1) {
      expect(await outcome(() => db.transaction(async (tx) => tx.execute(sql`select 1`)))).toBe("unreachable");
    }
    relay.heal();
    expect(await outcome(() => db.execute(sql`select 1`))).toBe("ok");
  });

  it("lets readiness say unreachable within its own short bound, before the query's longer one", async () => {
    const { db } = await open(REQUEST_TIMEOUTS);
    expect(await outcome(() => checkDatabase({ db }, 300))).toBe("ok");
    relay.stall();
    expect(await outcome(() => checkDatabase({ db }, 300))).toBe("unreachable");
  });
});
