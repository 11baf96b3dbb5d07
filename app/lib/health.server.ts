import { sql } from "drizzle-orm";
import type { Ctx } from "./context.server";

/** How long readiness waits for the database: a load balancer's probe gets its 503 well within 2 s, not after the queries' own 5 s bound. */
export const READINESS_TIMEOUT_MS = 1_500;

/**
 * Resolves when the database answers a trivial query within `withinMs`; rejects when it does not
 * answer, or not in time (then as a socket timeout, ETIMEDOUT, which the outage classification reads as unreachable).
 */
export async function checkDatabase(ctx: Pick<Ctx, "db">, withinMs: number = READINESS_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`the database did not answer within ${withinMs} ms`), { code: "ETIMEDOUT" })), withinMs);
  });
  // Drizzle runs a query each time it is awaited: one promise of it, awaited twice.
  const answer = Promise.resolve(ctx.db.execute(sql`select 1`));
  // The query itself ends within its own read timeout; its late failure is not this check's.
  answer.catch(() => undefined);
  try {
    await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
