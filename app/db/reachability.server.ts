import { sql } from "drizzle-orm";
import type { Db } from "./client.server";

/** How often a database seen unreachable is asked again whether it is back. */
const PROBE_INTERVAL_MS = 1_000;

let downSince: number | null = null;

/** Records that a request found the database unreachable; it stays "down" until the watcher's probe answers. */
export function noteDatabaseUnreachable(now: number = Date.now()): void {
  downSince ??= now;
}

/** Whether the database was last seen unreachable and has not answered a probe since. */
export function databaseDown(): boolean {
  return downSince !== null;
}

/** Forgets an outage (the probe answered, or a test starts clean). */
export function noteDatabaseReachable(): void {
  downSince = null;
}

/** While the database is marked down, asks it `select 1` every second and clears the mark once it answers; returns the stop function. */
export function watchReachability(db: Db): () => void {
  let probing = false;
  const timer = setInterval(async () => {
    if (downSince === null || probing) return;
    probing = true;
    try {
      await db.execute(sql`select 1`);
      noteDatabaseReachable();
    } catch {
      // Still away: the next tick asks again.
    } finally {
      probing = false;
    }
  }, PROBE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
