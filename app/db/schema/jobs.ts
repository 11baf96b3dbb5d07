import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** When each periodic job last ran, across every instance (the scheduler runs a job once per period, whichever instance gets there first). */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});
