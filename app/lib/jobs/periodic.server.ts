import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobRuns } from "~/db/schema/jobs";
import type { Ctx } from "~/lib/context.server";
import { logger } from "~/lib/logger.server";

/** A job that runs once per period across every instance (cleanups, retention). */
export type PeriodicJob = { name: string; everyMs: number; run: (ctx: Pick<Ctx, "db" | "now">) => Promise<unknown> };

const jobs = new Map<string, PeriodicJob>();
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Registers a periodic job (registering the same name again replaces it). */
export function every(name: string, everyMs: number, run: PeriodicJob["run"]): void {
  jobs.set(name, { name, everyMs, run });
}

/**
 * Runs every job whose period has passed, each on one instance only: the job's row in job_runs is
 * locked for the run (another instance skips it rather than wait), and its time is updated in the
 * same transaction as the job's work. Returns the names of the jobs that ran.
 */
export async function runDueJobs(db: Db, now: Date): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs.values()) {
    try {
      const done = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx
          .insert(jobRuns)
          .values({ name: job.name, lastRunAt: new Date(0) })
          .onConflictDoNothing();
        const [row] = await tx.select({ lastRunAt: jobRuns.lastRunAt }).from(jobRuns).where(eq(jobRuns.name, job.name)).for("update", { skipLocked: true });
        if (!row || now.getTime() - row.lastRunAt.getTime() < job.everyMs) return false;
        const result = await job.run({ db: tx, now: () => now });
        await tx.update(jobRuns).set({ lastRunAt: now }).where(eq(jobRuns.name, job.name));
        logger.info({ job: job.name, result }, "periodic job ran");
        return true;
      });
      if (done) ran.push(job.name);
    } catch (error) {
      logger.error({ err: error, job: job.name }, "periodic job failed");
    }
  }
  return ran;
}

/** Checks the jobs at start-up and every hour in this instance; returns the stop function. */
export function startPeriodicJobs(db: Db, clock: () => Date = () => new Date()): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running.then(() => runDueJobs(db, clock()));
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  check();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
