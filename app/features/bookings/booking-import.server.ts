import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type BookingSide, type BookingStatus, bookingEvents, bookingReviews, bookings, HOLDING_STATUSES, type ReviewAuthor } from "~/db/schema/bookings";
import { syncBookingHolds } from "~/features/availability/public.server";
import type { Ctx } from "~/lib/context.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { isOver } from "./booking-actions";
import { endOfDayIn } from "./booking-days";
import { partyNames } from "./booking-history.server";
import type { BookingNotice } from "./booking-notices";
import type { Booking } from "./booking-ranks.server";

/** One line of an imported booking's history: who did what when; the names and the production are filled in as the lifecycle writes them. */
export type ImportedBookingStep = { side: BookingSide; notice: BookingNotice; at: Date; params?: Record<string, string | number> };

/** A review of an imported booking, by one side of it about the other (scores per criterion of review-criteria.ts). */
export type ImportedReview = {
  authorSide: ReviewAuthor;
  scores: Record<string, number>;
  body: string | null;
  createdAt: Date;
  publishedAt: Date | null;
  reply?: string | null;
  repliedAt?: Date | null;
};

/** A booking as the demo seed hands it over: its facts and state as given (the ids of its company and technician), its history and its reviews. */
export type ImportedBooking = {
  id: string;
  companyId: string;
  technicianId: string;
  source?: string;
  production: string;
  role: string;
  venue?: string | null;
  city: string;
  country: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  callTimes?: Record<string, string>;
  dayRate?: number | null;
  currency?: string | null;
  notes?: string | null;
  asksFor?: "option" | "confirmation";
  status: BookingStatus;
  rank?: number | null;
  heldAt?: Date | null;
  /** The last day the request or option holds (its expiry instant follows, in the place's time zone). */
  expiresOn: string;
  preAccepted?: boolean;
  challengeDeadline?: Date | null;
  challengedBy?: string | null;
  releaseCause?: "company" | "challenge" | null;
  declineReason?: string | null;
  cancelReason?: string | null;
  cancelledBy?: BookingSide | null;
  lateCancellation?: boolean;
  respondedAt?: Date | null;
  confirmedAt?: Date | null;
  closedAt?: Date | null;
  createdAt: Date;
  history: ImportedBookingStep[];
  reviews?: ImportedReview[];
};

/** The names each history line says (the contract's params of each notice), besides the production. */
function namedParams(step: ImportedBookingStep, names: { companyName: string; technicianName: string }): Record<string, string> {
  switch (step.notice) {
    case "requested":
    case "withdrawn":
    case "confirmRequested":
    case "released":
    case "completed":
    case "noShow":
      return { companyName: names.companyName };
    case "accepted":
    case "declined":
      return { technicianName: names.technicianName };
    case "cancelled":
    case "reviewReceived":
    case "reviewReplied":
      return { name: step.side === "company" ? names.companyName : names.technicianName };
    default:
      return {};
  }
}

/** The mean of a review's scores, as stored for the averages (two decimals). */
function ratingOf(scores: Record<string, number>): number {
  const values = Object.values(scores);
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

/** Makes each technician's availability holds exactly their holding bookings not yet over (as every lifecycle write ends). */
async function syncHolds(db: Db, technicianIds: string[], now: Date): Promise<void> {
  for (const technicianId of technicianIds) {
    const holdings: Booking[] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.technicianId, technicianId), inArray(bookings.status, [...HOLDING_STATUSES])));
    await syncBookingHolds(
      db,
      technicianId,
      holdings
        .filter((booking) => !isOver(booking, now))
        .map((booking) => ({
          bookingId: booking.id,
          companyId: booking.companyId,
          startsOn: booking.startsOn,
          endsOn: booking.endsOn,
          kind: booking.status === "confirmed" ? "confirmed" : "option",
          rank: booking.rank ?? 1,
          label: booking.production,
        })),
    );
  }
}

/**
 * Imports bookings as given (the demo seed, through the bulk-import door: decision 056): their rows,
 * their history (each line with the names and production the lifecycle would write) and their reviews
 * (the subject is the other side; the booking's production, role and last day copied); then each
 * technician's availability holds are synced to their holding bookings, and every completed booking
 * enqueues "booking.completed" (technician-pages' consumer adds its verified credit, as when a company
 * closes a booking), all in one transaction. Bookings whose id exists are
 * skipped, so importing twice changes nothing. Returns how many it added.
 */
export async function importBookings(ctx: Pick<Ctx, "db" | "now">, rows: ImportedBooking[]): Promise<number> {
  if (rows.length === 0) return 0;
  const now = ctx.now();
  const existing = new Set(
    (
      await ctx.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            rows.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  );
  const fresh = rows.filter((row) => !existing.has(row.id));
  if (fresh.length === 0) return 0;
  await ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db;
    for (const row of fresh) {
      const { history, reviews = [], ...facts } = row;
      await db.insert(bookings).values({
        ...facts,
        expiresAt: endOfDayIn(row.expiresOn, row.timeZone),
        rank: HOLDING_STATUSES.some((status) => status === row.status) ? (row.rank ?? 1) : null,
        updatedAt: history.at(-1)?.at ?? row.createdAt,
      });
      const names = await partyNames(db, row.companyId, row.technicianId);
      if (history.length > 0)
        await db.insert(bookingEvents).values(
          history.map((step) => ({
            bookingId: row.id,
            side: step.side,
            kind: step.notice,
            params: { production: row.production, ...namedParams(step, names), ...step.params },
            createdAt: step.at,
          })),
        );
      if (reviews.length > 0)
        await db.insert(bookingReviews).values(
          reviews.map((review) => ({
            id: crypto.randomUUID(),
            bookingId: row.id,
            authorSide: review.authorSide,
            authorId: review.authorSide === "company" ? row.companyId : row.technicianId,
            subjectId: review.authorSide === "company" ? row.technicianId : row.companyId,
            scores: review.scores,
            rating: ratingOf(review.scores),
            body: review.body,
            production: row.production,
            role: row.role,
            jobEndsOn: row.endsOn,
            publishedAt: review.publishedAt,
            reply: review.reply ?? null,
            repliedAt: review.repliedAt ?? null,
            createdAt: review.createdAt,
          })),
        );
    }
    await syncHolds(db, [...new Set(fresh.map((row) => row.technicianId))], now);
    // Done work becomes a verified credit on the technician's page: technician-pages' consumer of the event, as when a company closes a booking.
    for (const row of fresh.filter((booking) => booking.status === "completed"))
      await enqueue(db, {
        type: "booking.completed",
        payload: {
          bookingId: row.id,
          technicianId: row.technicianId,
          companyId: row.companyId,
          production: row.production,
          role: row.role,
          venue: row.venue ?? null,
          city: row.city,
          country: row.country,
          startsOn: row.startsOn,
          endsOn: row.endsOn,
        },
      });
  });
  return fresh.length;
}
