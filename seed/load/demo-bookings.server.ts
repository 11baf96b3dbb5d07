import { createHash } from "node:crypto";
import { addDays, dayIn } from "~/features/availability/public";
import type { Ctx } from "~/lib/context.server";
import { accountIdsByEmail, type ImportedBooking, importBookings } from "~/shell/bulk-import.server";
import { type DemoBooking, type DemoBookingStep, demoBookings } from "../content/demo-bookings";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A stable id (UUID-shaped) for a demo booking's key: seeding twice finds it and adds nothing. */
function demoId(key: string): string {
  const hex = createHash("sha256").update(`redav-demo-booking:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** When the last step of these kinds happened, if any. */
function stepAt(booking: DemoBooking, notices: DemoBookingStep["notice"][], now: Date): Date | null {
  const step = booking.history.findLast((candidate) => notices.includes(candidate.notice));
  return step ? new Date(now.getTime() - step.daysAgo * DAY_MS) : null;
}

/** A demo booking as the import takes it: days from the seed day in the place's time zone, instants from now. */
function imported(booking: DemoBooking, ids: Map<string, string>, now: Date): ImportedBooking | null {
  const companyId = ids.get(booking.companyEmail);
  const technicianId = ids.get(booking.technicianEmail);
  if (!companyId || !technicianId) return null;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const today = dayIn(now, booking.timeZone);
  const startsOn = addDays(today, booking.startsIn);
  const endsOn = addDays(startsOn, booking.days - 1);
  const expiresOn = addDays(today, Math.min(booking.expiresIn, booking.startsIn));
  const callTime = booking.callTime;
  const callTimes: Record<string, string> = callTime
    ? Object.fromEntries(Array.from({ length: booking.days }, (_, day) => [addDays(startsOn, day), callTime]))
    : {};
  return {
    id: demoId(booking.key),
    companyId,
    technicianId,
    source: booking.source,
    production: booking.production,
    role: booking.role,
    venue: booking.venue,
    city: booking.city,
    country: booking.country,
    timeZone: booking.timeZone,
    startsOn,
    endsOn,
    callTimes,
    dayRate: booking.dayRate ?? null,
    currency: booking.dayRate ? (booking.currency ?? null) : null,
    notes: booking.notes ?? null,
    asksFor: booking.asksFor ?? "option",
    status: booking.status,
    rank: booking.rank ?? null,
    heldAt: booking.heldDaysAgo === undefined ? null : ago(booking.heldDaysAgo),
    expiresOn,
    preAccepted: booking.preAccepted ?? false,
    challengeDeadline: booking.challenge ? new Date(now.getTime() + booking.challenge.hoursLeft * HOUR_MS) : null,
    challengedBy: booking.challenge ? demoId(booking.challenge.byKey) : null,
    declineReason: booking.declineReason ?? null,
    cancelReason: booking.cancelReason ?? null,
    cancelledBy: booking.cancelledBy ?? null,
    lateCancellation: booking.lateCancellation ?? false,
    respondedAt: stepAt(booking, ["accepted", "declined"], now) ?? (booking.heldDaysAgo === undefined ? null : ago(booking.heldDaysAgo)),
    confirmedAt: stepAt(booking, ["confirmed"], now),
    closedAt: stepAt(booking, ["completed", "noShow"], now),
    createdAt: ago(booking.createdDaysAgo),
    history: booking.history.map((step) => ({ side: step.side, notice: step.notice, at: ago(step.daysAgo), params: step.params })),
    reviews: (booking.reviews ?? []).map((review) => ({
      authorSide: review.authorSide,
      scores: review.scores,
      body: review.body,
      createdAt: ago(review.writtenDaysAgo),
      publishedAt: review.publishedDaysAgo === null ? null : ago(review.publishedDaysAgo),
      reply: review.reply ?? null,
      repliedAt: review.reply && review.publishedDaysAgo !== null ? ago(Math.max(0, review.publishedDaysAgo - 1)) : null,
    })),
  };
}

/**
 * Seeds the demo bookings (issue 39) through the bulk-import door: requests, first and second options
 * with a running challenge, a confirmation awaited, confirmed work ahead, done work reviewed both ways
 * (its verified credits on the technicians' pages), a no-show, a declined request and a cancellation,
 * dated from the seed day. Bookings already seeded are found by their stable ids and left alone.
 * Answers how many it added.
 */
export async function seedDemoBookings(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const bookings = demoBookings();
  const ids = await accountIdsByEmail(ctx, [...new Set(bookings.flatMap((booking) => [booking.companyEmail, booking.technicianEmail]))]);
  const now = ctx.now();
  const rows = bookings.map((booking) => imported(booking, ids, now)).filter((row): row is ImportedBooking => row !== null);
  return importBookings(ctx, rows);
}
