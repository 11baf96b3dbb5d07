import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { courseReviews } from "~/db/schema/assessments";
import { courseEnrollments, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { textLength } from "~/lib/text";
import { checkedText } from "~/lib/text-input";
import { personName } from "~/lib/vocabulary/display-name";
import { COURSE_REVIEW_LIMITS, COURSE_REVIEWS_PAGE_SIZE, type CourseReviewsPage, reviewSummary } from "./course-review-views";

/** Review ids are bigint, read as JavaScript numbers: 15 digits stay exact. */
const REVIEW_ID = /^[1-9][0-9]{0,14}$/;

/** A review id from a form, or 404 'Reseña no encontrada'. */
export function courseReviewId(raw: unknown): number {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  if (!REVIEW_ID.test(text)) throw new AppError("COURSE_REVIEW_NOT_FOUND", 404);
  return Number(text);
}

/** A rating from a form: a whole number 1 to 5, else 400 'Elige una valoración de 1 a 5 estrellas.' */
function checkedRating(raw: unknown): number {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  if (!/^[1-5]$/.test(text)) throw new AppError("COURSE_REVIEW_RATING_INVALID", 400, {}, "rating");
  return Number(text);
}

/** A review's text: multi-line, 10 to 1000 code points, else 400 naming the limits. */
function checkedBody(raw: unknown): string {
  const { bodyMin: min, bodyMax: max } = COURSE_REVIEW_LIMITS;
  const body = checkedText(raw, { max: Number.MAX_SAFE_INTEGER, shape: "multiline" }, "body");
  const length = textLength(body);
  if (length < min || length > max) throw new AppError("COURSE_REVIEW_BODY_INVALID", 400, { min, max }, "body");
  return body;
}

/** A published course by slug, or 404 'Curso no encontrado'. */
async function publishedCourse(ctx: Ctx, slug: string) {
  const [course] = await ctx.db
    .select({ id: courses.id, trainerId: courses.trainerId, status: courses.status })
    .from(courses)
    .where(eq(courses.slug, String(slug).slice(0, 200)))
    .limit(1);
  if (course?.status !== "published") throw new AppError("COURSE_NOT_FOUND", 404);
  return course;
}

/**
 * Recounts a course's visible reviews into `review_count` and `review_rating_sum` (never an
 * increment, so the counters cannot drift). Call inside the transaction that changed a review,
 * after locking the course row, so two changes at once count one after the other.
 */
export async function recountCourseReviews(tx: Pick<Ctx, "db">, courseId: number): Promise<void> {
  await tx.db
    .update(courses)
    .set({
      reviewCount: sql`(select count(*)::int from ${courseReviews} where ${courseReviews.courseId} = ${courseId} and ${courseReviews.hiddenAt} is null)`,
      reviewRatingSum: sql`(select coalesce(sum(${courseReviews.rating}), 0)::int from ${courseReviews} where ${courseReviews.courseId} = ${courseId} and ${courseReviews.hiddenAt} is null)`,
    })
    .where(eq(courses.id, courseId));
}

/** Locks the course row for the rest of the transaction (every review change of a course goes one at a time). */
export async function lockCourse(tx: Pick<Ctx, "db">, courseId: number): Promise<void> {
  await tx.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
}

/** Whether the member finished the course (their enrollment has `completed_at`). */
async function finished(ctx: Pick<Ctx, "db">, userId: string, courseId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ completedAt: courseEnrollments.completedAt })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  return Boolean(row?.completedAt);
}

/**
 * The signed-in member rates a published course they finished (1–5 and 10–1000 characters); one
 * review per member and course: a second post edits the first (two posts at once keep one). The
 * course's counters change in the same transaction. 403 'COURSE_REVIEW_NOT_FINISHED' before finishing.
 */
export async function saveCourseReview(ctx: Ctx, input: { slug: string; rating: unknown; body: unknown }): Promise<{ id: number }> {
  const actor = requireActor(ctx);
  const course = await publishedCourse(ctx, input.slug);
  const rating = checkedRating(input.rating);
  const body = checkedBody(input.body);
  if (!(await finished(ctx, actor.id, course.id))) throw new AppError("COURSE_REVIEW_NOT_FINISHED", 403);
  const saved = await withTransaction(ctx, async (tx) => {
    await lockCourse(tx, course.id);
    const now = tx.now();
    const [row] = await tx.db
      .insert(courseReviews)
      .values({ courseId: course.id, userId: actor.id, rating, body, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [courseReviews.courseId, courseReviews.userId], set: { rating, body, updatedAt: now } })
      .returning({ id: courseReviews.id });
    await recountCourseReviews(tx, course.id);
    return { id: Number(row?.id) };
  });
  await purgePages(ctx.db, "/university");
  return saved;
}

/** The signed-in member deletes their own review of a course (404 when they have none); the counters follow in the same transaction. */
export async function deleteCourseReview(ctx: Ctx, input: { slug: string }): Promise<{ deleted: true }> {
  const actor = requireActor(ctx);
  const course = await publishedCourse(ctx, input.slug);
  await withTransaction(ctx, async (tx) => {
    await lockCourse(tx, course.id);
    const removed = await tx.db
      .delete(courseReviews)
      .where(and(eq(courseReviews.courseId, course.id), eq(courseReviews.userId, actor.id)))
      .returning({ id: courseReviews.id });
    if (removed.length === 0) throw new AppError("COURSE_REVIEW_NOT_FOUND", 404);
    await recountCourseReviews(tx, course.id);
  });
  await purgePages(ctx.db, "/university");
  return { deleted: true };
}

/**
 * The course's trainer replies to (or edits the reply to) a visible review of their course, up to
 * 1000 characters; anyone else 403 'COURSE_REVIEW_REPLY_NOT_ALLOWED'; an unknown or hidden review 404.
 */
export async function replyToCourseReview(ctx: Ctx, input: { reviewId: unknown; reply: unknown }): Promise<{ replied: true }> {
  const actor = requireActor(ctx);
  const id = courseReviewId(input.reviewId);
  const [review] = await ctx.db
    .select({ trainerId: courses.trainerId, hiddenAt: courseReviews.hiddenAt })
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .where(eq(courseReviews.id, id))
    .limit(1);
  if (!review || review.hiddenAt) throw new AppError("COURSE_REVIEW_NOT_FOUND", 404);
  if (!review.trainerId || review.trainerId !== actor.id) throw new AppError("COURSE_REVIEW_REPLY_NOT_ALLOWED", 403);
  const max = COURSE_REVIEW_LIMITS.replyMax;
  const reply = checkedText(input.reply, { max, shape: "multiline", tooLong: "COURSE_REVIEW_REPLY_INVALID" }, "reply");
  if (!reply) throw new AppError("COURSE_REVIEW_REPLY_INVALID", 400, { max }, "reply");
  await ctx.db.update(courseReviews).set({ reply, repliedAt: ctx.now(), repliedBy: actor.id }).where(eq(courseReviews.id, id));
  await purgePages(ctx.db, "/university");
  return { replied: true };
}

/**
 * The reviews part of a course page: the summary from the counters, a page (10, newest first) of the
 * visible reviews with their authors and replies, the viewer's own review (even hidden) and whether
 * the viewer may review (finished the course) or reply (its trainer).
 */
export async function courseReviewsPage(ctx: Ctx, input: { courseId: number; page?: number }): Promise<CourseReviewsPage> {
  const [course] = await ctx.db
    .select({ count: courses.reviewCount, sum: courses.reviewRatingSum, trainerId: courses.trainerId })
    .from(courses)
    .where(eq(courses.id, input.courseId))
    .limit(1);
  if (!course) throw new AppError("COURSE_NOT_FOUND", 404);
  const visible = and(eq(courseReviews.courseId, input.courseId), isNull(courseReviews.hiddenAt));
  const listed = await pagedList({
    page: pageNumber(input.page ?? 1),
    size: COURSE_REVIEWS_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select({
          id: courseReviews.id,
          userId: courseReviews.userId,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          rating: courseReviews.rating,
          body: courseReviews.body,
          createdAt: courseReviews.createdAt,
          updatedAt: courseReviews.updatedAt,
          reply: courseReviews.reply,
          repliedAt: courseReviews.repliedAt,
        })
        .from(courseReviews)
        .leftJoin(userProfiles, eq(userProfiles.id, courseReviews.userId))
        .where(visible)
        .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ count: count() }).from(courseReviews).where(visible),
  });
  const actorId = ctx.actor?.id ?? null;
  const [mine] = actorId
    ? await ctx.db
        .select({ id: courseReviews.id, rating: courseReviews.rating, body: courseReviews.body, hiddenReason: courseReviews.hiddenReason })
        .from(courseReviews)
        .where(and(eq(courseReviews.courseId, input.courseId), eq(courseReviews.userId, actorId)))
        .limit(1)
    : [];
  return {
    summary: reviewSummary(course.count, course.sum),
    reviews: listed.rows.map((row) => ({
      id: row.id,
      authorName: personName(row.firstName, row.lastName),
      rating: row.rating,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      edited: row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
      reply: row.reply,
      repliedAt: row.repliedAt?.toISOString() ?? null,
      reportable: actorId !== null && actorId !== row.userId,
    })),
    page: listed.page,
    pages: listed.pages,
    total: listed.total,
    mine: mine ?? null,
    mayReview: actorId !== null && (await finished(ctx, actorId, input.courseId)),
    mayReply: actorId !== null && course.trainerId === actorId,
  };
}
