// CONTRACT STUB (owner: helper H3) — replaced by the real job.
import type { Ctx } from "~/lib/context.server";

/** How often reviews whose 14 days are over are published. */
export const REVIEW_PUBLICATION_INTERVAL_MS = 60 * 60 * 1000;

/** Publishes the reviews of jobs that ended 14 days ago or more; returns how many. */
export async function publishDueReviews(_ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  return 0;
}
