import { and, eq, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { jobOffers } from "~/db/schema/job-board";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { addDays, dayIn, defaultTimeZone, earlierDay, isDay, laterDay } from "~/features/availability/public";
import { upcomingCalendar } from "~/features/availability/public.server";
import { isBlockedBetween, notHidden } from "~/features/moderation/public.server";
import { avatarUrl, technicianPageLink } from "~/features/profiles/public";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { countryParam, isCountryCode } from "~/lib/vocabulary/countries";
import { crewRoleOptions } from "~/lib/vocabulary/crew-roles";
import { personName } from "~/lib/vocabulary/display-name";
import { EVENT_TIME_ZONES } from "~/lib/vocabulary/time-zones";
import { BOOKING_CURRENCIES } from "./booking-request.schemas";
import { BOOKING_RULES } from "./booking-rules";
import { bookingsPolicy } from "./policy";
import { BOOKING_SOURCES, type BookingSource } from "./request-path";

/** Who the company asks for dates, as the form shows them: name, photo and where their page is. */
export type RequestTechnician = { id: string; name: string; photoUrl: string | null; pageLink: string | null; formOfAddress: string | null };

/** The request form's fields as text, the way the form posts them (names of the contract; per-day call times are added by the form). */
export type RequestFormValues = {
  technicianId: string;
  offerId: string;
  source: BookingSource;
  production: string;
  role: string;
  venue: string;
  city: string;
  country: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  dayRate: string;
  currency: string;
  notes: string;
  asksFor: "option" | "confirmation";
  expiresOn: string;
};

/**
 * What the request form's page needs: the technician, the company's offer it starts from (if any), the
 * prefilled fields, the place's today, the role options in the reader's language, the currencies, and
 * the technician's next weeks when their calendar shows to this company (null otherwise).
 */
export type RequestFormData = {
  technician: RequestTechnician;
  offer: { id: number; title: string } | null;
  values: RequestFormValues;
  today: string;
  roles: { value: string; label: string }[];
  currencies: readonly string[];
  calendar: Awaited<ReturnType<typeof upcomingCalendar>>;
};

/**
 * The technician a signed-in company may ask for dates (issue 39): an individual member whose
 * e-mail is verified, who is listed (not suspended, not leaving: moderation's notHidden) and with no
 * block either way between the two; anything else is 404 BOOKING_TECHNICIAN_NOT_FOUND (the company
 * never learns which). A non-company is refused first (403 BOOKING_COMPANIES_ONLY).
 */
export async function bookableTechnician(ctx: Pick<Ctx, "db" | "actor">, technicianId: string): Promise<RequestTechnician> {
  const company = bookingsPolicy.authorize(ctx.actor, "requestBookings");
  if (!technicianId || technicianId.length > 100 || technicianId === company.id) throw new AppError("BOOKING_TECHNICIAN_NOT_FOUND", 404);
  const [row] = await ctx.db
    .select({
      id: userProfiles.id,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      imagePath: userProfiles.profileImagePath,
      handle: userProfiles.handle,
      pageVisibility: userProfiles.pageVisibility,
      formOfAddress: userProfiles.formOfAddress,
    })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.id))
    .where(and(eq(userProfiles.id, technicianId), eq(user.userType, "individual"), eq(user.emailVerified, true), notHidden(sql`${userProfiles.id}`)))
    .limit(1);
  if (!row || (await isBlockedBetween(ctx.db, company.id, row.id))) throw new AppError("BOOKING_TECHNICIAN_NOT_FOUND", 404);
  return {
    id: row.id,
    name: personName(row.firstName, row.lastName),
    photoUrl: avatarUrl(row.imagePath, 96),
    pageLink: technicianPageLink({ id: row.id, handle: row.handle, pageVisibility: row.pageVisibility }, { signedIn: true, area: "company" }),
    formOfAddress: row.formOfAddress,
  };
}

/** The request form's query as the entry points build it (request-path.ts): `tecnico`, `origen`, `oferta`, `desde`, `hasta`. */
export type RequestFormQuery = { technicianId: string; source: string | null; offerId: string | null; from: string | null; to: string | null };

/** Reads the request form's address (`/company/bookings/new?tecnico=…&origen=…&oferta=…&desde=…&hasta=…`). */
export function requestFormQuery(params: URLSearchParams): RequestFormQuery {
  return {
    technicianId: params.get("tecnico")?.trim() ?? "",
    source: params.get("origen"),
    offerId: params.get("oferta"),
    from: params.get("desde"),
    to: params.get("hasta"),
  };
}

/** What the form takes from one of the company's own offers: its title, place and dates (null when it has none). */
type OfferForBooking = { id: number; title: string; city: string | null; country: string; from: string | null; to: string | null };

/**
 * One of the signed-in company's own offers, or null for a bad id, a missing offer or another company's
 * (the form then ignores it, and never says whose it is). A probe of the job board's table by primary key
 * and owner, as booking-request.server.ts does: jobs sits above bookings in the feature graph.
 */
async function ownOfferForBooking(ctx: Ctx, offerId: string | null): Promise<OfferForBooking | null> {
  if (!offerId || !/^[1-9]\d{0,14}$/.test(offerId) || !ctx.actor) return null;
  const [row] = await ctx.db
    .select({
      id: jobOffers.id,
      title: jobOffers.title,
      city: jobOffers.city,
      country: jobOffers.country,
      from: jobOffers.workStartsOn,
      to: jobOffers.workEndsOn,
    })
    .from(jobOffers)
    .where(and(eq(jobOffers.id, Number(offerId)), eq(jobOffers.creatorId, ctx.actor.id)))
    .limit(1);
  return row ?? null;
}

/** The signed-in company's own country, the form's first guess at where the work is. */
async function companyCountry(ctx: Ctx): Promise<string | null> {
  const [row] = await ctx.db
    .select({ country: companyProfiles.country })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, ctx.actor?.id ?? ""))
    .limit(1);
  return row?.country ?? null;
}

/** The first and last day the form proposes: the link's dates when they are real days from today on, else the offer's (when not over), else none. */
function proposedDays(query: RequestFormQuery, offer: OfferForBooking | null, today: string): { startsOn: string; endsOn: string } {
  if (isDay(query.from) && query.from >= today) {
    const endsOn = isDay(query.to) && query.to > query.from && query.to < addDays(query.from, BOOKING_RULES.maxDays) ? query.to : "";
    return { startsOn: query.from, endsOn };
  }
  if (offer?.from && offer.to && offer.to >= today) {
    const startsOn = laterDay(offer.from, today);
    const last = addDays(startsOn, BOOKING_RULES.maxDays - 1);
    const endsOn = earlierDay(offer.to, last);
    return { startsOn, endsOn: endsOn === startsOn ? "" : endsOn };
  }
  return { startsOn: "", endsOn: "" };
}

/**
 * The booking request form for the signed-in company (issue 39): the technician it may ask (else 404
 * BOOKING_TECHNICIAN_NOT_FOUND), and the fields prefilled from the link — its dates, and, when `oferta`
 * is one of the company's own offers, the production (the offer's title), city, country and days; an
 * offer of another company (or none) is ignored; without an offer the country is the company's own. The
 * place's time zone defaults from the country, and
 * the option holds 7 days from the place's today by default (never past the first day).
 */
export async function requestFormData(ctx: Ctx, query: RequestFormQuery): Promise<RequestFormData> {
  const technician = await bookableTechnician(ctx, query.technicianId);
  const offer = await ownOfferForBooking(ctx, query.offerId);
  const source = BOOKING_SOURCES.find((known) => known === query.source) ?? (offer ? "offer" : "search");
  const offerCountry = countryParam(offer ? offer.country : await companyCountry(ctx));
  const country = offerCountry && isCountryCode(offerCountry) ? offerCountry : "";
  const zone = defaultTimeZone(country || null);
  const timeZone = (EVENT_TIME_ZONES as readonly string[]).includes(zone) ? zone : "America/Mexico_City";
  const today = dayIn(ctx.now(), timeZone);
  const { startsOn, endsOn } = proposedDays(query, offer, today);
  const expiry = addDays(today, BOOKING_RULES.defaultOptionDays);
  const { t } = serverI18n(ctx.locale);
  return {
    technician,
    offer: offer ? { id: offer.id, title: offer.title } : null,
    values: {
      technicianId: technician.id,
      offerId: offer ? String(offer.id) : "",
      source,
      production: offer ? offer.title.slice(0, BOOKING_RULES.productionMax) : "",
      role: "",
      venue: "",
      city: offer?.city?.slice(0, BOOKING_RULES.cityMax) ?? "",
      country,
      timeZone,
      startsOn,
      endsOn,
      dayRate: "",
      currency: "",
      notes: "",
      asksFor: "option",
      expiresOn: startsOn && startsOn < expiry ? startsOn : expiry,
    },
    today,
    roles: crewRoleOptions(t),
    currencies: BOOKING_CURRENCIES,
    calendar: await upcomingCalendar(ctx, technician.id),
  };
}
