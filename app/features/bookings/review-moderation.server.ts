import { and, eq, type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { bookingReviews, type ReviewAuthor } from "~/db/schema/bookings";
import { reports } from "~/db/schema/moderation";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText } from "~/lib/i18n/stored-text";
import { pagedList, pageNumber } from "~/lib/paging";
import { crewRoleLabel } from "~/lib/vocabulary/crew-roles";
import { FORMER_MEMBER_NAME } from "~/lib/vocabulary/display-name";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import { REVIEW_RULES } from "./booking-rules";
import { bookingsPolicy } from "./policy";
import { isRecordId } from "./record-id";
import { hideReason } from "./review.schemas";
import { recordReviewNotice } from "./review-notices.server";
import { purgeReviewPages } from "./review-page-purge.server";
import { type ReviewScore, scoresOf } from "./review-reading.server";

/** Which reviews the admins' list shows: those with open reports, every review (newest first), or the one review a report links to. */
export type ReviewModerationFilter = "reported" | "recent";

/** A review as the admins' list shows it, hidden or not, published or not. */
export type ModeratedReview = {
  id: string;
  authorName: string;
  subjectName: string;
  authorSide: ReviewAuthor;
  production: string;
  roleLabel: string;
  jobEndsOn: string;
  scores: ReviewScore[];
  rating: number;
  body: string | null;
  reply: string | null;
  createdAt: string;
  publishedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  openReports: number;
};

/** A page of the admins' reviews list. */
export type ReviewModeration = {
  reviews: ModeratedReview[];
  total: number;
  page: number;
  pages: number;
  filter: ReviewModerationFilter;
  reviewId: string | null;
};

type Row = {
  id: string;
  author_id: string | null;
  author_name: string | null;
  subject_name: string;
  author_side: ReviewAuthor;
  production: string;
  role: string;
  job_ends_on: string;
  scores: Record<string, number>;
  rating: string | number;
  body: string | null;
  reply: string | null;
  created_at: string | Date;
  published_at: string | Date | null;
  hidden_at: string | Date | null;
  hidden_reason: string | null;
  open_reports: number | string;
};

const OPEN_REPORTS = sql`(select count(*)::int from reports p where p.target_type = 'review' and p.target_id = r.id and p.status = 'open')`;

/** The reviews a filter (or one review's id) selects, as SQL on `r`. */
function reviewsIn(filter: ReviewModerationFilter, reviewId: string | null): SQL {
  if (reviewId) return sql`r.id = ${reviewId}`;
  return filter === "reported" ? sql`${OPEN_REPORTS} > 0` : sql`true`;
}

const MODERATED_REVIEWS = rawQuery(
  "bookings.moderated-reviews",
  (where: SQL, limit: number, offset: number) =>
    sql<Row>`select r.id, r.author_id, ${storedNameSql("r.author_id")} as author_name, ${storedNameSql("r.subject_id")} as subject_name,
        r.author_side, r.production, r.role, r.job_ends_on::text as job_ends_on, r.scores, r.rating, r.body, r.reply,
        r.created_at, r.published_at, r.hidden_at, r.hidden_reason, ${OPEN_REPORTS} as open_reports
      from booking_reviews r
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${offset}`,
  [
    [reviewsIn("reported", null), 20, 0],
    [reviewsIn("recent", null), 20, 20],
    [reviewsIn("recent", "sample-review"), 20, 0],
  ],
);

const MODERATED_COUNT = rawQuery(
  "bookings.moderated-review-count",
  (where: SQL) => sql<{ total: number | string }>`select count(*)::int as total from booking_reviews r where ${where}`,
  [[reviewsIn("reported", null)], [reviewsIn("recent", null)], [reviewsIn("recent", "sample-review")]],
);

/** Page size of the admins' reviews list. */
export const MODERATED_REVIEWS_PAGE_SIZE = 20;

/**
 * The admins' reviews (20 a page, newest first): those with open reports, or every review, or the
 * one review `reviewId` names (a report's link), each with author, reviewed member, text, scores,
 * whether it is published or hidden and its open reports; admins only (404 for anyone else).
 */
export async function reviewsToModerate(ctx: Ctx, input: { filter?: string | null; page?: number; reviewId?: string | null }): Promise<ReviewModeration> {
  bookingsPolicy.authorize(ctx.actor, "moderateReviews");
  const filter: ReviewModerationFilter = input.filter === "recent" ? "recent" : "reported";
  const reviewId = input.reviewId?.trim().slice(0, 64) || null;
  const where = reviewsIn(filter, reviewId);
  const listed = await pagedList({
    page: pageNumber(input.page ?? 1),
    size: MODERATED_REVIEWS_PAGE_SIZE,
    rows: ({ limit, offset }) => MODERATED_REVIEWS.rows(ctx.db, where, limit, offset),
    count: () => MODERATED_COUNT.rows(ctx.db, where),
  });
  const { t } = serverI18n(ctx.locale);
  const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    reviews: listed.rows.map((row) => ({
      id: row.id,
      authorName: shownText(t, row.author_id && row.author_name ? row.author_name : FORMER_MEMBER_NAME),
      subjectName: shownText(t, row.subject_name),
      authorSide: row.author_side,
      production: row.production,
      roleLabel: crewRoleLabel(t, row.role),
      jobEndsOn: String(row.job_ends_on).slice(0, 10),
      scores: scoresOf(row.author_side, row.scores),
      rating: Number(row.rating),
      body: row.body,
      reply: row.reply,
      createdAt: iso(row.created_at) as string,
      publishedAt: iso(row.published_at),
      hiddenAt: iso(row.hidden_at),
      hiddenReason: row.hidden_reason,
      openReports: Number(row.open_reports),
    })),
    total: listed.total,
    page: listed.page,
    pages: listed.pages,
    filter,
    reviewId,
  };
}

/**
 * An admin hides a review with a reason (400 REVIEW_HIDE_REASON_REQUIRED; 404 REVIEW_NOT_FOUND; 404
 * for anyone but admins): it leaves the member's pages and averages, its open reports are closed as
 * actioned, the audit log records it in the same transaction and its author is told. Hiding a hidden
 * review changes nothing.
 */
export async function hideReview(ctx: Ctx, reviewId: string, values: Record<string, unknown>): Promise<{ hidden: true }> {
  bookingsPolicy.authorize(ctx.actor, "moderateReviews");
  const id = typeof reviewId === "string" ? reviewId.trim() : "";
  if (!isRecordId(id)) throw new AppError("REVIEW_NOT_FOUND", 404);
  const reason = hideReason(values);
  return withTransaction(ctx, async (tx) => {
    const [review] = await tx.db.select().from(bookingReviews).where(eq(bookingReviews.id, id)).limit(1).for("update");
    if (!review) throw new AppError("REVIEW_NOT_FOUND", 404);
    if (review.hiddenAt) return { hidden: true as const };
    const now = tx.now();
    const adminId = tx.actor?.id ?? null;
    await tx.db.update(bookingReviews).set({ hiddenAt: now, hiddenReason: reason, hiddenBy: adminId }).where(eq(bookingReviews.id, id));
    const actioned = await tx.db
      .update(reports)
      .set({ status: "actioned", resolvedAt: now, resolvedBy: adminId })
      .where(and(eq(reports.targetType, "review"), eq(reports.targetId, id), eq(reports.status, "open")))
      .returning({ id: reports.id });
    await recordAdminAction(tx, {
      action: "review.hide",
      targetType: "review",
      targetId: id,
      subjectId: review.authorId,
      before: { status: review.publishedAt ? "published" : "unpublished" },
      after: { status: "hidden", reason, reportsActioned: actioned.length },
    });
    if (review.bookingId && review.authorId) {
      await recordReviewNotice(tx.db, {
        bookingId: review.bookingId,
        side: "system",
        notice: "reviewHidden",
        recipientIds: [review.authorId],
        params: { production: review.production },
        at: now,
      });
    }
    await purgeReviewPages(tx.db);
    return { hidden: true as const };
  });
}

/** The longest reason an admin may give, for the form. */
export const HIDE_REASON_MAX = REVIEW_RULES.hideReasonMax;
