// Helpers of the benchmarks that call the app's use cases in process (search, messages, availability).
import type { Db } from "~/db/client.server";
import { type Actor, actorWithRoles, type UserType } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";

/** The p-th percentile of samples (nearest rank); NaN for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Wall milliseconds of `runs` calls of `work`, after five warm-up calls. */
export async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 5; warm++) await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** A request context for a bronze member on `db`: `who` gives the id, e-mail, name and kind; `now` the clock. */
export function benchContext(db: Db, who: Pick<Actor, "id" | "email" | "displayName"> & { userType: UserType }, now: () => Date = () => new Date()): Ctx {
  const { userType, ...identity } = who;
  const actor = actorWithRoles(
    { ...identity, memberNumber: null, memberSince: null, twoFactorEnabled: false, profileComplete: true, sessionId: "bench" },
    { userType, isAdmin: false, isTrainer: false, membershipLevel: "bronze", subscriptionTier: "bronze" },
  );
  return { db, actor, ip: "127.0.0.1", locale: "es", headers: new Headers(), now };
}
