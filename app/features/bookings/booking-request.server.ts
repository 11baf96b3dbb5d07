import { and, count, eq, gt, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { bookings } from "~/db/schema/bookings";
import { jobOffers } from "~/db/schema/job-board";
import { isBlockedBetween, notHidden } from "~/features/moderation/public.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/parse-input.server";
import { endOfDayIn } from "./booking-days";
import { partyNames, recordStep } from "./booking-history.server";
import { lockCompanyRequests } from "./booking-locks.server";
import { bookingRequestFields, bookingRequestInput, checkBookingDays, checkedRate } from "./booking-request.schemas";
import { BOOKING_RULES } from "./booking-rules";
import { bookingsPolicy } from "./policy";

const DAY_MS = 86_400_000;

/** Whether the account can be asked for dates: an individual, listed (not suspended, leaving or unverified). */
async function isBookable(ctx: Ctx, technicianId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, technicianId), eq(user.userType, "individual"), notHidden(sql`${user.id}`)))
    .limit(1);
  return rows.length > 0;
}

/** The offer the request came from when it is one of the company's offers; any other id is dropped (null). */
async function ownOffer(ctx: Ctx, companyId: string, offerId: number | null): Promise<number | null> {
  if (offerId === null) return null;
  // The one read of the job board's table from this feature: a probe by primary key and owner, so a
  // request can never be tied to another company's offer (jobs sits above bookings in the DAG).
  const rows = await ctx.db
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .where(and(eq(jobOffers.id, offerId), eq(jobOffers.creatorId, companyId)))
    .limit(1);
  return rows.length > 0 ? offerId : null;
}

/** Refuses a request past the abuse limits (429): 30 new requests per 24 hours per company, 3 unanswered ones to one technician. */
async function checkLimits(tx: Ctx, companyId: string, technicianId: string, now: Date): Promise<void> {
  const [today] = await tx.db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), gt(bookings.createdAt, new Date(now.getTime() - DAY_MS))));
  if (Number(today?.value ?? 0) >= BOOKING_RULES.requestsPerDay) throw new AppError("BOOKING_REQUESTS_TODAY_LIMIT", 429, { max: BOOKING_RULES.requestsPerDay });
  const [open] = await tx.db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.technicianId, technicianId), eq(bookings.status, "requested"), gt(bookings.expiresAt, now)));
  if (Number(open?.value ?? 0) >= BOOKING_RULES.openRequestsPerTechnician) {
    throw new AppError("BOOKING_REQUESTS_PER_TECHNICIAN_LIMIT", 429, { max: BOOKING_RULES.openRequestsPerTechnician });
  }
}

/**
 * A company asks a technician for dates (issue 39): the form checked (400 naming the field), the
 * technician an individual who is listed and not blocked either way (else 404), the company within
 * its limits (429, under its lock); the request is stored with its expiry at the first instant after
 * `expiresOn` in the place's time zone, its history begins and the technician is told.
 */
export async function requestBooking(ctx: Ctx, values: Record<string, unknown>): Promise<{ id: string }> {
  const companyId = bookingsPolicy.authorize(ctx.actor, "requestBookings").id;
  const now = ctx.now();
  const fields = parseInput(bookingRequestInput, bookingRequestFields(values));
  const days = checkBookingDays(fields, now);
  const rate = checkedRate(fields);
  const { technicianId } = fields;
  if (technicianId === companyId || !(await isBookable(ctx, technicianId))) throw new AppError("BOOKING_TECHNICIAN_NOT_FOUND", 404);
  const offerId = await ownOffer(ctx, companyId, fields.offerId);
  const id = crypto.randomUUID();
  await withTransaction(ctx, async (tx) => {
    await lockCompanyRequests(tx.db, companyId);
    if (await isBlockedBetween(tx.db, companyId, technicianId, { lock: true })) throw new AppError("BOOKING_TECHNICIAN_NOT_FOUND", 404);
    await checkLimits(tx, companyId, technicianId, now);
    await tx.db.insert(bookings).values({
      id,
      companyId,
      technicianId,
      offerId,
      source: fields.source,
      production: fields.production,
      role: fields.role,
      venue: fields.venue,
      city: fields.city,
      country: fields.country,
      timeZone: fields.timeZone,
      ...days,
      ...rate,
      notes: fields.notes,
      asksFor: fields.asksFor,
      expiresAt: endOfDayIn(days.expiresOn, fields.timeZone),
      createdAt: now,
      updatedAt: now,
    });
    const { companyName } = await partyNames(tx.db, companyId, technicianId);
    await recordStep(
      tx.db,
      { bookingId: id, side: "company", notice: "requested", recipientIds: [technicianId], params: { companyName, production: fields.production } },
      now,
    );
  });
  return { id };
}
