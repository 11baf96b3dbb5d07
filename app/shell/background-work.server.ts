import { registerFeatureModules } from "~/lib/feature-module.server";
import { every } from "~/lib/jobs/periodic.server";
import { deleteProcessedEvents } from "~/lib/outbox/retention.server";
import { deleteEndedLimits, LIMITS_CLEANUP_INTERVAL_MS } from "~/lib/rate-limit.server";
import { ORPHAN_SWEEP_INTERVAL_MS, sweepOrphanFiles } from "~/lib/storage/orphans.server";
import { BACKGROUND_MODULES } from "./feature-modules.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Registers every outbox consumer, mail, event schema, periodic job and file reference (called once at
 * start-up, and by the test setup): what each module declares, then lib's own upkeep, and the orphan
 * sweep last (after every job that may free a file).
 */
export function registerBackgroundWork(): void {
  registerFeatureModules(BACKGROUND_MODULES);
  every("outbox.retention", DAY_MS, (ctx) => deleteProcessedEvents(ctx.db, ctx.now()));
  every("rate-limits.cleanup", LIMITS_CLEANUP_INTERVAL_MS, (ctx) => deleteEndedLimits(ctx.db, ctx.now()));
  every("storage.orphans", ORPHAN_SWEEP_INTERVAL_MS, (ctx) => sweepOrphanFiles(ctx));
}
