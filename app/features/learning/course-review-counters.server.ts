import { inArray, sql } from "drizzle-orm";
import { courseReviews } from "~/db/schema/assessments";
import { courses } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";

/** Sets each course's `review_count` and `review_rating_sum` from its visible reviews, in one update (a recount, so the counters never drift). */
export async function recountReviewsOfCourses(ctx: Pick<Ctx, "db">, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  await ctx.db
    .update(courses)
    .set({
      reviewCount: sql`(select count(*)::int from ${courseReviews} where ${courseReviews.courseId} = ${courses.id} and ${courseReviews.hiddenAt} is null)`,
      reviewRatingSum: sql`(select coalesce(sum(${courseReviews.rating}), 0)::int from ${courseReviews} where ${courseReviews.courseId} = ${courses.id} and ${courseReviews.hiddenAt} is null)`,
    })
    .where(inArray(courses.id, courseIds));
}
