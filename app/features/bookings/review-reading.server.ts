import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { type ReviewAuthor, bookingReviews as reviewsTable } from "~/db/schema/bookings";
import { addDays } from "~/features/availability/public";
import { type Ctx, requireActor } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText } from "~/lib/i18n/stored-text";
import { pagedList, pageNumber } from "~/lib/paging";
import { crewRoleLabel } from "~/lib/vocabulary/crew-roles";
import { FORMER_MEMBER_NAME } from "~/lib/vocabulary/display-name";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import { reviewWindowOpen } from "./booking-actions";
import { REVIEW_RULES } from "./booking-rules";
import { otherSide, type ReviewedBooking, type ReviewRow, reviewedBooking, reviewsOfBooking, sideOf } from "./review-bookings.server";
import { REVIEW_CRITERIA, type ReviewCriterion } from "./review-criteria";

/** One criterion's score in a review. */
export type ReviewScore = { criterion: ReviewCriterion; score: number };

/** A review as the booking page shows it to one of its sides. */
export type BookingReview = {
  id: string;
  authorSide: ReviewAuthor;
  scores: ReviewScore[];
  rating: number;
  body: string | null;
  reply: string | null;
  repliedAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  /** An admin hid it: it left the pages and the averages. */
  hidden: boolean;
};

/** The booking page's reviews part for one side (double-blind: the other side's review is null until published). */
export type BookingReviews = {
  side: ReviewAuthor;
  /** The criteria this side scores. */
  criteria: ReviewCriterion[];
  mine: BookingReview | null;
  theirs: BookingReview | null;
  /** The other side has written its review (published or not). */
  theirsWritten: boolean;
  /** An admin hid the other side's review. */
  theirsHidden: boolean;
  canWrite: boolean;
  /** This side may reply to the other's published review (once). */
  canReply: boolean;
  /** The last day a review may be written (the place's day), for a done job; null otherwise. */
  writableUntil: string | null;
};

/** A member's averages over their published, visible reviews. */
export type RatingSummary = { average: number | null; count: number; criteria: { criterion: ReviewCriterion; average: number }[] };

/** A published review as a member's page shows it. */
export type PublishedReview = {
  id: string;
  /** The author's name in the reader's language ('Ex-miembro de RedAV' when the author's account was erased). */
  authorName: string;
  /** Whether the author can still be reported (an erased author cannot). */
  authorKnown: boolean;
  authorSide: ReviewAuthor;
  production: string;
  role: string;
  roleLabel: string;
  jobEndsOn: string;
  publishedAt: string;
  scores: ReviewScore[];
  rating: number;
  body: string | null;
  reply: string | null;
  repliedAt: string | null;
};

/** A page of a member's published reviews, newest first. */
export type PublishedReviews = { reviews: PublishedReview[]; total: number; page: number; pages: number; hasMore: boolean };

/** The scores of a review in its side's criteria order. */
export function scoresOf(side: ReviewAuthor, scores: Record<string, number>): ReviewScore[] {
  return REVIEW_CRITERIA[side].filter((criterion) => typeof scores[criterion] === "number").map((criterion) => ({ criterion, score: scores[criterion] }));
}

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

function bookingReview(row: ReviewRow): BookingReview {
  return {
    id: row.id,
    authorSide: row.authorSide,
    scores: scoresOf(row.authorSide, row.scores),
    rating: Number(row.rating),
    body: row.body,
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt) as string,
    hidden: row.hiddenAt !== null,
  };
}

/** The reviews part of a booking for `side`, from the booking and its reviews as read (double-blind). */
export function reviewsPart(
  booking: Pick<ReviewedBooking, "status" | "endsOn" | "timeZone">,
  side: ReviewAuthor,
  rows: ReviewRow[],
  now: Date,
): BookingReviews {
  const mine = rows.find((row) => row.authorSide === side) ?? null;
  const other = rows.find((row) => row.authorSide === otherSide(side)) ?? null;
  const theirs = other?.publishedAt && !other.hiddenAt ? bookingReview(other) : null;
  const done = booking.status === "completed";
  return {
    side,
    criteria: [...REVIEW_CRITERIA[side]],
    mine: mine ? bookingReview(mine) : null,
    theirs,
    theirsWritten: other !== null,
    theirsHidden: other?.hiddenAt != null,
    canWrite: done && !mine && reviewWindowOpen(booking, now),
    canReply: theirs !== null && theirs.reply === null,
    writableUntil: done ? addDays(booking.endsOn, REVIEW_RULES.publishAfterDays) : null,
  };
}

/**
 * The booking page's reviews for its company or technician: their own review as written, the other
 * side's only once published (before that, only that it was written), whether they may write or
 * reply now and the criteria they score; a third party (admins too) gets 404 BOOKING_NOT_FOUND.
 */
export async function bookingReviews(ctx: Ctx, bookingId: string): Promise<BookingReviews> {
  const actor = requireActor(ctx);
  const booking = await reviewedBooking(ctx.db, bookingId);
  const side = sideOf(booking, actor.id);
  return reviewsPart(booking, side, await reviewsOfBooking(ctx.db, booking.id), ctx.now());
}

/** The reviews that count: published and not hidden. */
const visibleOf = (subjectId: string) => and(eq(reviewsTable.subjectId, subjectId), isNotNull(reviewsTable.publishedAt), isNull(reviewsTable.hiddenAt));

const CRITERIA_AVERAGES = rawQuery(
  "bookings.review-criteria-averages",
  (subjectId: string) =>
    sql<{ criterion: string; average: string | number }>`select s.key as criterion, round(avg(s.value::numeric), 2) as average
      from booking_reviews r cross join lateral jsonb_each_text(r.scores) s
      where r.subject_id = ${subjectId} and r.published_at is not null and r.hidden_at is null
      group by s.key`,
  [["sample-member"]],
);

/** A member's rating: the average and count of their published, visible reviews and each criterion's average (criteria in their list's order). */
export async function ratingSummary(db: Db, subjectId: string): Promise<RatingSummary> {
  const [[totals], criteria] = await Promise.all([
    db
      .select({ count: count(), average: sql<string | number | null>`round(avg(${reviewsTable.rating}), 2)` })
      .from(reviewsTable)
      .where(visibleOf(subjectId)),
    CRITERIA_AVERAGES.rows(db, subjectId),
  ]);
  const averages = new Map(criteria.map((row) => [row.criterion, Number(row.average)]));
  const order: readonly string[] = [...REVIEW_CRITERIA.company, ...REVIEW_CRITERIA.technician];
  return {
    average: totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
    count: Number(totals?.count ?? 0),
    criteria: order
      .filter((criterion) => averages.has(criterion))
      .map((criterion) => ({ criterion: criterion as ReviewCriterion, average: averages.get(criterion) as number })),
  };
}

type PublishedRow = {
  id: string;
  author_id: string | null;
  author_name: string | null;
  author_side: ReviewAuthor;
  production: string;
  role: string;
  job_ends_on: string | Date;
  published_at: string | Date;
  scores: Record<string, number>;
  rating: string | number;
  body: string | null;
  reply: string | null;
  replied_at: string | Date | null;
};

const PUBLISHED_REVIEWS = rawQuery(
  "bookings.published-reviews",
  (subjectId: string, limit: number, offset: number) =>
    sql<PublishedRow>`select r.id, r.author_id, ${storedNameSql("r.author_id")} as author_name, r.author_side, r.production, r.role,
        r.job_ends_on::text as job_ends_on, r.published_at, r.scores, r.rating, r.body, r.reply, r.replied_at
      from booking_reviews r
      where r.subject_id = ${subjectId} and r.published_at is not null and r.hidden_at is null
      order by r.published_at desc, r.id desc
      limit ${limit} offset ${offset}`,
  [["sample-member", 10, 0]],
);

/**
 * A page (10, newest first) of a member's published, visible reviews, each with its author's name
 * ('Ex-miembro de RedAV' once the author's account is erased), the job (production, role, last
 * day), scores, text and reply, in the reader's language. Who may see the member's page is the
 * caller's rule (the technician's page, the company's site).
 */
export async function publishedReviewsOf(ctx: Pick<Ctx, "db" | "locale">, subjectId: string, page: number): Promise<PublishedReviews> {
  const { t } = serverI18n(ctx.locale);
  const listed = await pagedList({
    page: pageNumber(page),
    size: REVIEW_RULES.pageSize,
    rows: ({ limit, offset }) => PUBLISHED_REVIEWS.rows(ctx.db, subjectId, limit, offset),
    count: () => ctx.db.select({ count: count() }).from(reviewsTable).where(visibleOf(subjectId)),
  });
  return {
    reviews: listed.rows.map((row) => ({
      id: row.id,
      authorName: shownText(t, row.author_id && row.author_name ? row.author_name : FORMER_MEMBER_NAME),
      authorKnown: row.author_id !== null,
      authorSide: row.author_side,
      production: row.production,
      role: row.role,
      roleLabel: crewRoleLabel(t, row.role),
      jobEndsOn: String(row.job_ends_on).slice(0, 10),
      publishedAt: iso(row.published_at) as string,
      scores: scoresOf(row.author_side, row.scores),
      rating: Number(row.rating),
      body: row.body,
      reply: row.reply,
      repliedAt: iso(row.replied_at),
    })),
    total: listed.total,
    page: listed.page,
    pages: listed.pages,
    hasMore: listed.hasMore,
  };
}
