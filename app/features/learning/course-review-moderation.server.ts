import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { courseReviews } from "~/db/schema/assessments";
import { courses } from "~/db/schema/learning";
import { reports } from "~/db/schema/moderation";
import { userProfiles } from "~/db/schema/profiles";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { checkedText } from "~/lib/text-input";
import { personName } from "~/lib/vocabulary/display-name";
import { COURSE_REVIEW_LIMITS, type ModeratedCourseReview } from "./course-review-views";
import { courseReviewId, lockCourse, recountCourseReviews } from "./course-reviews.server";
import { learningPolicy } from "./policy";

/** Which course reviews the admins' list shows: those with open reports, or every one (newest first). */
export type CourseReviewFilter = "reported" | "all";

/** A page of the admins' course reviews list. */
export type CourseReviewModeration = {
  reviews: ModeratedCourseReview[];
  total: number;
  page: number;
  pages: number;
  filter: CourseReviewFilter;
  reviewId: number | null;
};

const PAGE_SIZE = 20;

const OPEN_REPORTS = sql<number>`(select count(*)::int from ${reports} where ${reports.targetType} = 'course_review' and ${reports.targetId} = ${courseReviews.id}::text and ${reports.status} = 'open')`;

function selected(filter: CourseReviewFilter, reviewId: number | null): SQL {
  if (reviewId) return eq(courseReviews.id, reviewId);
  return filter === "reported" ? sql`${OPEN_REPORTS} > 0` : sql`true`;
}

/**
 * The admins' course reviews (20 a page, newest first): those with open reports, every review, or
 * the one `reviewId` names (a report's link), each with course, author, text, reply, hidden state
 * and open reports; admins only (403 for anyone else).
 */
export async function courseReviewsToModerate(
  ctx: Ctx,
  input: { filter?: string | null; page?: number; reviewId?: string | null },
): Promise<CourseReviewModeration> {
  learningPolicy.authorize(ctx.actor, "moderateCourseReviews");
  const filter: CourseReviewFilter = input.filter === "all" ? "all" : "reported";
  const raw = input.reviewId?.trim() ?? "";
  const reviewId = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null;
  const where = selected(filter, reviewId);
  const listed = await pagedList({
    page: pageNumber(input.page ?? 1),
    size: PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select({
          id: courseReviews.id,
          courseTitle: courses.title,
          courseSlug: courses.slug,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          rating: courseReviews.rating,
          body: courseReviews.body,
          reply: courseReviews.reply,
          createdAt: courseReviews.createdAt,
          hiddenAt: courseReviews.hiddenAt,
          hiddenReason: courseReviews.hiddenReason,
          openReports: OPEN_REPORTS,
        })
        .from(courseReviews)
        .innerJoin(courses, eq(courses.id, courseReviews.courseId))
        .leftJoin(userProfiles, eq(userProfiles.id, courseReviews.userId))
        .where(where)
        .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ count: count() }).from(courseReviews).where(where),
  });
  return {
    reviews: listed.rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      authorName: personName(firstName, lastName),
      createdAt: row.createdAt.toISOString(),
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      openReports: Number(row.openReports),
    })),
    total: listed.total,
    page: listed.page,
    pages: listed.pages,
    filter,
    reviewId,
  };
}

/** The review (locked) with its course, or 404 'Reseña no encontrada'. */
async function lockedReview(tx: Ctx, id: number) {
  const [found] = await tx.db.select({ courseId: courseReviews.courseId }).from(courseReviews).where(eq(courseReviews.id, id)).limit(1);
  if (!found) throw new AppError("COURSE_REVIEW_NOT_FOUND", 404);
  await lockCourse(tx, found.courseId);
  const [review] = await tx.db.select().from(courseReviews).where(eq(courseReviews.id, id)).limit(1).for("update");
  if (!review) throw new AppError("COURSE_REVIEW_NOT_FOUND", 404);
  return review;
}

/**
 * An admin hides a course review with a reason (≤500 characters; 400 without one): it leaves the
 * course page and its average in the same transaction, its open reports are closed as actioned and
 * the audit log records it. Hiding a hidden review changes nothing; admins only.
 */
export async function hideCourseReview(ctx: Ctx, input: { reviewId: unknown; reason: unknown }): Promise<{ hidden: true }> {
  const admin = learningPolicy.authorize(ctx.actor, "moderateCourseReviews");
  const id = courseReviewId(input.reviewId);
  const reason = checkedText(input.reason, { max: COURSE_REVIEW_LIMITS.hideReasonMax, shape: "multiline" }, "reason");
  if (!reason) throw new AppError("REVIEW_HIDE_REASON_REQUIRED", 400, {}, "reason");
  await withTransaction(ctx, async (tx) => {
    const review = await lockedReview(tx, id);
    if (review.hiddenAt) return;
    const now = tx.now();
    await tx.db.update(courseReviews).set({ hiddenAt: now, hiddenReason: reason, hiddenBy: admin.id }).where(eq(courseReviews.id, id));
    await recountCourseReviews(tx, review.courseId);
    const actioned = await tx.db
      .update(reports)
      .set({ status: "actioned", resolvedAt: now, resolvedBy: admin.id })
      .where(and(eq(reports.targetType, "course_review"), eq(reports.targetId, String(id)), eq(reports.status, "open")))
      .returning({ id: reports.id });
    await recordAdminAction(tx, {
      action: "course-review.hide",
      targetType: "course-review",
      targetId: String(id),
      subjectId: review.userId,
      before: { status: "visible" },
      after: { status: "hidden", reason, reportsActioned: actioned.length },
    });
  });
  await purgePages(ctx.db, "/university");
  return { hidden: true };
}

/** An admin shows a hidden course review again: it returns to the course page and its average in the same transaction; admins only; a visible review changes nothing. */
export async function restoreCourseReview(ctx: Ctx, input: { reviewId: unknown }): Promise<{ restored: true }> {
  learningPolicy.authorize(ctx.actor, "moderateCourseReviews");
  const id = courseReviewId(input.reviewId);
  await withTransaction(ctx, async (tx) => {
    const review = await lockedReview(tx, id);
    if (!review.hiddenAt) return;
    await tx.db.update(courseReviews).set({ hiddenAt: null, hiddenReason: null, hiddenBy: null }).where(eq(courseReviews.id, id));
    await recountCourseReviews(tx, review.courseId);
    await recordAdminAction(tx, {
      action: "course-review.restore",
      targetType: "course-review",
      targetId: String(id),
      subjectId: review.userId,
      before: { status: "hidden", reason: review.hiddenReason },
      after: { status: "visible" },
    });
  });
  await purgePages(ctx.db, "/university");
  return { restored: true };
}
