import { and, asc, isNotNull, isNull, lt } from "drizzle-orm";
import { assessmentAttempts } from "~/db/schema/assessments";
import type { Ctx } from "~/lib/context.server";
import { gradeLapsedAttempt, SUBMIT_GRACE_MS } from "./assessment-attempts.server";

/** How often open attempts past their deadline are graded as submitted. */
export const ATTEMPT_DEADLINE_INTERVAL_MS = 60_000;

/** At most this many lapsed attempts are graded per run (the next run takes the rest). */
const BATCH = 200;

/** Grades every open attempt whose server-kept deadline (plus the grace) has passed, with the answers saved so far, once each; returns how many it graded. */
export async function gradeLapsedAttempts(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - SUBMIT_GRACE_MS);
  const lapsed = await ctx.db
    .select()
    .from(assessmentAttempts)
    .where(and(isNull(assessmentAttempts.gradedAt), isNotNull(assessmentAttempts.deadlineAt), lt(assessmentAttempts.deadlineAt, cutoff)))
    .orderBy(asc(assessmentAttempts.deadlineAt))
    .limit(BATCH);
  let graded = 0;
  for (const attempt of lapsed) if (await gradeLapsedAttempt(ctx, attempt)) graded++;
  return graded;
}
