import { and, asc, eq, or, sql } from "drizzle-orm";
import { bookingEvents, bookings } from "~/db/schema/bookings";
import { jobOffers } from "~/db/schema/job-board";
import { userProfiles } from "~/db/schema/profiles";
import { addDays } from "~/features/availability/public";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText, shownValues } from "~/lib/i18n/stored-text";
import type { TFunction } from "~/lib/i18n/translator";
import { countryLabel } from "~/lib/vocabulary/countries";
import { crewRoleLabel } from "~/lib/vocabulary/crew-roles";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import { zoneTime } from "~/lib/vocabulary/time-zones";
import { bookingActions, type Party } from "./booking-actions";
import { challengeableSql } from "./booking-challengeable.server";
import { otherPartyLink } from "./booking-list.server";
import type { BookingPageView } from "./booking-view";
import { isRecordId } from "./record-id";

/** Every day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A history line's params in the reader's language: stored names rendered, and a rank also said in words (`option`: 'primera opción'). */
function historyParams(t: TFunction, params: Record<string, string | number>): Record<string, string | number> {
  const shown = shownValues(t, params);
  const rank = Number(shown.rank);
  if (!Number.isInteger(rank) || rank < 1) return shown;
  const option = rank === 1 ? t("bookings:rankInText.first") : rank === 2 ? t("bookings:rankInText.second") : t("bookings:rankInText.other", { rank });
  return { ...shown, option };
}

/**
 * One booking as its company or its technician sees it (issue 39): its facts, the other side and
 * where it links, the offer it came from, the steps the reader may take now (`bookingActions`, with
 * `challengeable` and whether the reader already reviewed the job) and its history oldest first in
 * the reader's language. 404 BOOKING_NOT_FOUND for anyone else, admins included (they never learn it exists).
 */
export async function bookingPage(ctx: Ctx, bookingId: string): Promise<BookingPageView> {
  const actor = requireActor(ctx);
  if (!isRecordId(bookingId)) throw new AppError("BOOKING_NOT_FOUND", 404);
  const [row] = await ctx.db
    .select({
      id: bookings.id,
      companyId: bookings.companyId,
      technicianId: bookings.technicianId,
      status: bookings.status,
      rank: bookings.rank,
      production: bookings.production,
      role: bookings.role,
      venue: bookings.venue,
      city: bookings.city,
      country: bookings.country,
      timeZone: bookings.timeZone,
      startsOn: bookings.startsOn,
      endsOn: bookings.endsOn,
      callTimes: bookings.callTimes,
      dayRate: bookings.dayRate,
      currency: bookings.currency,
      notes: bookings.notes,
      asksFor: bookings.asksFor,
      expiresOn: bookings.expiresOn,
      expiresAt: bookings.expiresAt,
      challengeDeadline: bookings.challengeDeadline,
      preAccepted: bookings.preAccepted,
      lateCancellation: bookings.lateCancellation,
      declineReason: bookings.declineReason,
      cancelReason: bookings.cancelReason,
      cancelledBy: bookings.cancelledBy,
      createdAt: bookings.createdAt,
      offerId: jobOffers.id,
      offerTitle: jobOffers.title,
      companyName: sql<string>`${storedNameSql(`"bookings"."company_id"`)}`,
      technicianName: sql<string>`${storedNameSql(`"bookings"."technician_id"`)}`,
      handle: userProfiles.handle,
      pageVisibility: userProfiles.pageVisibility,
      challengeable: challengeableSql(),
      companyReviewed: sql<boolean>`exists (select 1 from booking_reviews r where r.booking_id = ${bookings.id} and r.author_side = 'company')`,
      technicianReviewed: sql<boolean>`exists (select 1 from booking_reviews r where r.booking_id = ${bookings.id} and r.author_side = 'technician')`,
    })
    .from(bookings)
    .leftJoin(userProfiles, eq(userProfiles.id, bookings.technicianId))
    .leftJoin(jobOffers, eq(jobOffers.id, bookings.offerId))
    .where(and(eq(bookings.id, bookingId), or(eq(bookings.companyId, actor.id), eq(bookings.technicianId, actor.id))));
  if (!row) throw new AppError("BOOKING_NOT_FOUND", 404);
  const party: Party = row.companyId === actor.id ? "company" : "technician";
  const events = await ctx.db
    .select({ id: bookingEvents.id, side: bookingEvents.side, kind: bookingEvents.kind, params: bookingEvents.params, createdAt: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, row.id))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const { t, language } = serverI18n(ctx.locale);
  const now = ctx.now();
  const actions = bookingActions(
    {
      status: row.status,
      rank: row.rank,
      endsOn: row.endsOn,
      timeZone: row.timeZone,
      challengeDeadline: row.challengeDeadline,
      challengeable: Boolean(row.challengeable),
      reviewWritten: Boolean(party === "company" ? row.companyReviewed : row.technicianReviewed),
    },
    party,
    now,
  );
  const otherId = party === "company" ? row.technicianId : row.companyId;
  return {
    id: row.id,
    party,
    status: row.status,
    rank: row.rank,
    production: row.production,
    roleLabel: crewRoleLabel(t, row.role),
    venue: row.venue,
    city: row.city,
    countryLabel: countryLabel(t, language, row.country),
    timeZone: row.timeZone,
    zoneLabel: zoneTime(t, row.timeZone),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    days: daysOf(row.startsOn, row.endsOn).map((day) => ({ day, callTime: row.callTimes?.[day] ?? null })),
    dayRate: row.dayRate,
    currency: row.currency,
    notes: row.notes,
    asksFor: row.asksFor,
    expiresOn: row.expiresOn,
    expiresAt: row.expiresAt.toISOString(),
    challengeDeadline: row.challengeDeadline?.toISOString() ?? null,
    preAccepted: row.preAccepted,
    lateCancellation: row.lateCancellation,
    declineReason: row.declineReason,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    other: {
      id: otherId,
      name: shownText(t, (party === "company" ? row.technicianName : row.companyName) ?? ""),
      link: otherPartyLink(party, { id: otherId, handle: row.handle, pageVisibility: row.pageVisibility }),
    },
    offer: row.offerId === null || row.offerTitle === null ? null : { id: row.offerId, title: row.offerTitle, link: `/jobs/${row.offerId}` },
    actions,
    history: events.map((event) => ({
      id: event.id,
      side: event.side,
      kind: event.kind,
      text: t(`bookings:history.${event.kind}`, historyParams(t, event.params ?? {})),
      at: event.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
