import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { bookings } from "~/db/schema/bookings";
import { jobOffers } from "~/db/schema/job-board";
import { userProfiles } from "~/db/schema/profiles";
import type { Actor } from "~/lib/actor";
import { type Ctx, requireActor } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText } from "~/lib/i18n/stored-text";
import { pagedList, pageNumber } from "~/lib/paging";
import { countryLabel } from "~/lib/vocabulary/countries";
import { crewRoleLabel } from "~/lib/vocabulary/crew-roles";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import type { Party } from "./booking-actions";
import { BOOKING_RULES } from "./booking-rules";
import { BOOKING_TABS, type BookingFilterChoice, type BookingsListView, type BookingTab, isBookingTab } from "./booking-view";
import { bookingsPolicy } from "./policy";

/** The side of its bookings an account reads: a company those it asked, anyone else those where it is the technician. */
export function partyOf(actor: Actor): Party {
  return bookingsPolicy.can(actor, "requestBookings") ? "company" : "technician";
}

/** Where the other side's name leads: a technician's page (/tecnicos/{handle}) when it has an address that is not hidden, else the member profile. */
export function otherPartyLink(party: Party, other: { id: string; handle: string | null; pageVisibility: string | null }): string {
  if (party === "company" && other.handle && other.pageVisibility !== "hidden") return `/tecnicos/${other.handle}`;
  return `/profile/${other.id}`;
}

/** The place's day at `now` for each booking row, in SQL (its `time_zone`). */
function placeToday(now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${bookings.timeZone})::date`;
}

/** Which rows each tab holds: requests; options (held, not yet confirmed); confirmed jobs not over; everything else. */
function tabCondition(tab: BookingTab, now: Date): SQL {
  const over = sql`${bookings.endsOn} < ${placeToday(now)}`;
  switch (tab) {
    case "solicitudes":
      return sql`${bookings.status} = 'requested'`;
    case "opciones":
      return sql`${bookings.status} in ('option', 'confirming')`;
    case "confirmadas":
      return sql`(${bookings.status} = 'confirmed' and not ${over})`;
    default:
      return sql`(${bookings.status} not in ('requested', 'option', 'confirming') and not (${bookings.status} = 'confirmed' and not ${over}))`;
  }
}

/** What `/bookings` reads from its address: the tab (`?tab=`), the page (`?pagina=`) and a company's filters (`?tecnico=`, `?oferta=`). */
export type BookingsQuery = { tab?: string | null; page?: number | string | null; technicianId?: string | null; offerId?: string | number | null };

/** A filter's offer id: a positive whole number, else none. */
function offerParam(value: string | number | null | undefined): number | null {
  const parsed = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
  return Number.isSafeInteger(parsed) && parsed > 0 && String(parsed) === String(value).trim() ? parsed : null;
}

/**
 * The signed-in member's 'Reservas' (issue 39): a company's bookings it asked, or an individual's
 * where they are the technician; one tab (requests, options with rank and expiry, confirmed jobs not
 * over, past) 20 a page, upcoming first by first day on the live tabs and latest first on the past
 * one; a company may narrow it to one technician or one offer. Each card names the other side in
 * the reader's language. One query for the page, one for the tabs' counts (and, for companies, one
 * for the filters' choices); nobody else's booking is ever read.
 */
export async function bookingsList(ctx: Ctx, query: BookingsQuery = {}): Promise<BookingsListView> {
  const actor = requireActor(ctx);
  const party = partyOf(actor);
  const now = ctx.now();
  const tab: BookingTab = isBookingTab(query.tab) ? query.tab : "solicitudes";
  const technicianId = party === "company" && query.technicianId ? String(query.technicianId).slice(0, 100) : null;
  const offerId = party === "company" ? offerParam(query.offerId) : null;
  const mine = and(
    party === "company" ? eq(bookings.companyId, actor.id) : eq(bookings.technicianId, actor.id),
    technicianId ? eq(bookings.technicianId, technicianId) : undefined,
    offerId ? eq(bookings.offerId, offerId) : undefined,
  ) as SQL;
  const otherColumn = party === "company" ? `"bookings"."technician_id"` : `"bookings"."company_id"`;
  const live = tab !== "pasadas";
  const order = live
    ? [asc(bookings.startsOn), asc(bookings.createdAt), asc(bookings.id)]
    : [desc(bookings.endsOn), desc(bookings.createdAt), desc(bookings.id)];
  const tabCounts = Object.fromEntries(BOOKING_TABS.map((name) => [name, sql<number>`count(*) filter (where ${tabCondition(name, now)})`.mapWith(Number)]));
  const [listed, choices] = await Promise.all([
    pagedList({
      page: pageNumber(Number(query.page ?? 1)),
      size: BOOKING_RULES.pageSize,
      rows: ({ limit, offset }) =>
        ctx.db
          .select({
            id: bookings.id,
            status: bookings.status,
            rank: bookings.rank,
            production: bookings.production,
            role: bookings.role,
            city: bookings.city,
            country: bookings.country,
            timeZone: bookings.timeZone,
            startsOn: bookings.startsOn,
            endsOn: bookings.endsOn,
            expiresOn: bookings.expiresOn,
            challengeDeadline: bookings.challengeDeadline,
            over: sql<boolean>`${bookings.endsOn} < ${placeToday(now)}`,
            otherId: party === "company" ? bookings.technicianId : bookings.companyId,
            otherName: sql<string>`${storedNameSql(otherColumn)}`,
            handle: userProfiles.handle,
            pageVisibility: userProfiles.pageVisibility,
          })
          .from(bookings)
          .leftJoin(userProfiles, eq(userProfiles.id, bookings.technicianId))
          .where(and(mine, tabCondition(tab, now)))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      count: () =>
        ctx.db
          .select({ total: sql<number>`count(*) filter (where ${tabCondition(tab, now)})`.mapWith(Number), ...tabCounts })
          .from(bookings)
          .where(mine),
    }),
    party === "company" ? companyFilterChoices(ctx, actor.id) : Promise.resolve({ technicians: [], offers: [] }),
  ]);
  const { t, language } = serverI18n(ctx.locale);
  const counted = (listed.counted ?? {}) as Record<string, number>;
  return {
    party,
    tab,
    counts: Object.fromEntries(BOOKING_TABS.map((name) => [name, Number(counted[name] ?? 0)])) as Record<BookingTab, number>,
    cards: listed.rows.map((row) => ({
      id: row.id,
      status: row.status,
      rank: row.rank,
      production: row.production,
      roleLabel: crewRoleLabel(t, row.role),
      city: row.city,
      countryLabel: countryLabel(t, language, row.country),
      timeZone: row.timeZone,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      expiresOn: row.expiresOn,
      challengeDeadline: row.challengeDeadline?.toISOString() ?? null,
      other: {
        id: row.otherId,
        name: shownText(t, row.otherName ?? ""),
        link: otherPartyLink(party, { id: row.otherId, handle: row.handle, pageVisibility: row.pageVisibility }),
      },
      quickAnswer: party === "technician" && row.status === "requested",
      needsClosing: party === "company" && row.status === "confirmed" && row.over,
    })),
    page: listed.page,
    pages: listed.pages,
    total: listed.total,
    filters: { technicianId, offerId: offerId === null ? null : String(offerId) },
    filterChoices: choices,
  };
}

/** The technicians and the offers a company has bookings with, by name (at most 50 of each), for its list's filters. */
async function companyFilterChoices(ctx: Ctx, companyId: string): Promise<{ technicians: BookingFilterChoice[]; offers: BookingFilterChoice[] }> {
  const { t } = serverI18n(ctx.locale);
  const [technicians, offers] = await Promise.all([
    ctx.db
      .selectDistinct({ id: bookings.technicianId, name: sql<string>`${storedNameSql(`"bookings"."technician_id"`)}` })
      .from(bookings)
      .where(eq(bookings.companyId, companyId))
      .orderBy(asc(sql`2`), asc(bookings.technicianId))
      .limit(50),
    ctx.db
      .selectDistinct({ id: jobOffers.id, title: jobOffers.title })
      .from(bookings)
      .innerJoin(jobOffers, eq(jobOffers.id, bookings.offerId))
      .where(eq(bookings.companyId, companyId))
      .orderBy(asc(jobOffers.title), asc(jobOffers.id))
      .limit(50),
  ]);
  return {
    technicians: technicians.map((row) => ({ id: row.id, label: shownText(t, row.name ?? "") })),
    offers: offers.map((row) => ({ id: String(row.id), label: row.title })),
  };
}
