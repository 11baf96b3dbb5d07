import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings } from "~/db/schema/bookings";
import { companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { showCredits } from "~/db/schema/technician-pages";
import { notHidden } from "~/features/moderation/public.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { parseInput } from "~/lib/parse-input.server";
import { countryOptions } from "~/lib/vocabulary/countries";
import { crewRoleOptions } from "~/lib/vocabulary/crew-roles";
import { CREDIT_LIMITS, type CreditFields, creditInput } from "./credits.schemas";
import { creditView } from "./credits-view";
import { purgeTechnicianPage } from "./page-purge.server";
import { technicianPagesPolicy } from "./policy";

/** The signed-in technician whose credits these are (401 signed out, 403 a company). */
function owner(ctx: Ctx): string {
  return technicianPagesPolicy.authorize(ctx.actor, "editOwnPage").id;
}

/** The form's fields, checked (a 400 naming the first wrong field, in Spanish first). */
function checked(ctx: Ctx, values: Record<string, unknown>): CreditFields {
  return parseInput(creditInput(ctx.now().toISOString().slice(0, 10)), values);
}

/**
 * The position of a new credit starting on `startsOn` in the member's order, newest first: before the
 * first credit (in the member's order) that starts on or before it, the rest shifting down in one
 * statement; last when every credit starts later. Under the member's credits lock.
 */
async function placeNewestFirst(tx: Pick<Ctx, "db">, userId: string, startsOn: string): Promise<number> {
  const [older] = await tx.db
    .select({ position: showCredits.position })
    .from(showCredits)
    .where(and(eq(showCredits.userId, userId), lte(showCredits.startsOn, startsOn)))
    .orderBy(asc(showCredits.position))
    .limit(1);
  if (!older) {
    const [last] = await tx.db
      .select({ position: sql<number | null>`max(${showCredits.position})` })
      .from(showCredits)
      .where(eq(showCredits.userId, userId));
    return Number(last?.position ?? -1) + 1;
  }
  await tx.db
    .update(showCredits)
    .set({ position: sql`${showCredits.position} + 1` })
    .where(and(eq(showCredits.userId, userId), gte(showCredits.position, older.position)));
  return older.position;
}

/** Serialises changes to one member's credits (the limit, the places) for the rest of the transaction. */
async function lockCredits(tx: Pick<Ctx, "db">, userId: string): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`show-credits:${userId}`}))`);
}

/** The one RedAV company (listed: not suspended, leaving or unverified) whose name is `name`, ignoring case and accents; null for none or several. */
async function matchingCompany(ctx: Ctx, name: string | null): Promise<string | null> {
  if (!name) return null;
  const rows = await ctx.db
    .select({ id: companyProfiles.id })
    .from(companyProfiles)
    .where(and(sql`redav_unaccent(lower(${companyProfiles.companyName})) = redav_unaccent(lower(${name}))`, notHidden(sql`${companyProfiles.id}`)))
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/** The stored columns of checked fields (`verified_at` is never the technician's to set). */
async function columns(ctx: Ctx, fields: CreditFields) {
  return { ...fields, companyId: await matchingCompany(ctx, fields.companyName) };
}

/**
 * Adds a credit for the signed-in technician, placed newest first: before the first credit (in the
 * member's order) that starts on or before it, the rest shifting down in one statement. At most 100
 * per member, even under concurrent adds (409). The company name links the one company it names.
 */
export async function addCredit(ctx: Ctx, values: Record<string, unknown>): Promise<{ id: string }> {
  const userId = owner(ctx);
  const data = await columns(ctx, checked(ctx, values));
  const id = crypto.randomUUID();
  await withTransaction(ctx, async (tx) => {
    await lockCredits(tx, userId);
    const [held] = await tx.db.select({ value: count() }).from(showCredits).where(eq(showCredits.userId, userId));
    if (Number(held?.value ?? 0) >= CREDIT_LIMITS.perMember) throw new AppError("CREDIT_LIMIT", 409, { max: CREDIT_LIMITS.perMember });
    const position = await placeNewestFirst(tx, userId, data.startsOn);
    await tx.db.insert(showCredits).values({ id, userId, ...data, position });
  });
  await purgeTechnicianPage(ctx, userId);
  return { id };
}

/** The signed-in technician's credit `creditId` (404 for another member's or an unknown id) and whether a company verified it. */
async function ownCredit(ctx: Ctx, userId: string, creditId: string): Promise<{ verified: boolean }> {
  const [row] = await ctx.db
    .select({ verifiedAt: showCredits.verifiedAt })
    .from(showCredits)
    .where(and(eq(showCredits.id, String(creditId)), eq(showCredits.userId, userId)));
  if (!row) throw new AppError("CREDIT_NOT_FOUND", 404);
  return { verified: row.verifiedAt !== null };
}

/**
 * Changes one of the signed-in technician's credits (its place stays); another member's credit or an
 * unknown id is a 404; a credit a company verified is the company's facts: 409 CREDIT_VERIFIED_LOCKED
 * (it can only be hidden, shown or deleted).
 */
export async function editCredit(ctx: Ctx, creditId: string, values: Record<string, unknown>): Promise<void> {
  const userId = owner(ctx);
  if ((await ownCredit(ctx, userId, creditId)).verified) throw new AppError("CREDIT_VERIFIED_LOCKED", 409);
  const data = await columns(ctx, checked(ctx, values));
  const changed = await ctx.db
    .update(showCredits)
    .set({ ...data, updatedAt: ctx.now() })
    .where(and(eq(showCredits.id, String(creditId)), eq(showCredits.userId, userId), isNull(showCredits.verifiedAt)))
    .returning({ id: showCredits.id });
  if (changed.length === 0) throw new AppError("CREDIT_VERIFIED_LOCKED", 409);
  await purgeTechnicianPage(ctx, userId);
}

/** Hides one of the signed-in technician's credits from their public page and the company's crew list, or shows it again; another member's credit is a 404. */
export async function setCreditHidden(ctx: Ctx, creditId: string, hidden: boolean): Promise<void> {
  const userId = owner(ctx);
  const changed = await ctx.db
    .update(showCredits)
    .set({ hidden, updatedAt: ctx.now() })
    .where(and(eq(showCredits.id, String(creditId)), eq(showCredits.userId, userId)))
    .returning({ id: showCredits.id });
  if (changed.length === 0) throw new AppError("CREDIT_NOT_FOUND", 404);
  await purgeTechnicianPage(ctx, userId);
}

/** What a done booking tells the technician's page (the "booking.completed" event's payload). */
export type CompletedBooking = {
  bookingId: string;
  technicianId: string;
  companyId: string;
  production: string;
  role: string;
  venue: string | null;
  city: string;
  country: string;
  startsOn: string;
  endsOn: string;
};

/**
 * The verified credit of a done booking on its technician's page (issue 39): the booking's facts,
 * the company's name as it is now, verified now, placed newest first as `addCredit` places a credit.
 * Once per booking however often it runs (under the member's lock); nothing when the technician's
 * profile or the booking is gone (an erased account). Returns the credit's id, or null.
 */
export async function addVerifiedCredit(ctx: Pick<Ctx, "db" | "now">, done: CompletedBooking): Promise<string | null> {
  const userId = done.technicianId;
  const id = crypto.randomUUID();
  const created = await ctx.db.transaction(async (db) => {
    const tx = { db: db as unknown as Db, now: ctx.now };
    await lockCredits(tx, userId);
    const [existing] = await tx.db.select({ id: showCredits.id }).from(showCredits).where(eq(showCredits.bookingId, done.bookingId));
    if (existing) return false;
    const [profile] = await tx.db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, userId));
    const [booking] = await tx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, done.bookingId));
    if (!profile || !booking) return false;
    const [company] = await tx.db.select({ name: companyProfiles.companyName }).from(companyProfiles).where(eq(companyProfiles.id, done.companyId));
    const position = await placeNewestFirst(tx, userId, done.startsOn);
    await tx.db.insert(showCredits).values({
      id,
      userId,
      production: done.production,
      role: done.role,
      venue: done.venue,
      city: done.city,
      country: done.country,
      startsOn: done.startsOn,
      endsOn: done.endsOn,
      companyId: company ? done.companyId : null,
      companyName: company?.name ?? null,
      bookingId: done.bookingId,
      verifiedAt: tx.now(),
      position,
    });
    return true;
  });
  if (!created) return null;
  await purgeTechnicianPage(ctx, userId);
  return id;
}

/** Deletes one of the signed-in technician's credits, closing the gap in their order; another member's credit is a 404. */
export async function deleteCredit(ctx: Ctx, creditId: string): Promise<void> {
  const userId = owner(ctx);
  await withTransaction(ctx, async (tx) => {
    await lockCredits(tx, userId);
    const [gone] = await tx.db
      .delete(showCredits)
      .where(and(eq(showCredits.id, String(creditId)), eq(showCredits.userId, userId)))
      .returning({ position: showCredits.position });
    if (!gone) throw new AppError("CREDIT_NOT_FOUND", 404);
    await tx.db
      .update(showCredits)
      .set({ position: sql`${showCredits.position} - 1` })
      .where(and(eq(showCredits.userId, userId), gt(showCredits.position, gone.position)));
  });
  await purgeTechnicianPage(ctx, userId);
}

/** Moves one of the signed-in technician's credits a place up or down (swapping with its neighbour, under the member's lock); at either end nothing changes. */
export async function moveCredit(ctx: Ctx, creditId: string, direction: "up" | "down"): Promise<void> {
  const userId = owner(ctx);
  await withTransaction(ctx, async (tx) => {
    await lockCredits(tx, userId);
    const [current] = await tx.db
      .select({ position: showCredits.position })
      .from(showCredits)
      .where(and(eq(showCredits.id, String(creditId)), eq(showCredits.userId, userId)));
    if (!current) throw new AppError("CREDIT_NOT_FOUND", 404);
    const up = direction === "up";
    const [neighbour] = await tx.db
      .select({ id: showCredits.id, position: showCredits.position })
      .from(showCredits)
      .where(and(eq(showCredits.userId, userId), up ? lt(showCredits.position, current.position) : gt(showCredits.position, current.position)))
      .orderBy(up ? desc(showCredits.position) : asc(showCredits.position))
      .limit(1);
    if (!neighbour) return;
    await tx.db
      .update(showCredits)
      .set({ position: neighbour.position })
      .where(eq(showCredits.id, String(creditId)));
    await tx.db.update(showCredits).set({ position: current.position }).where(eq(showCredits.id, neighbour.id));
  });
  await purgeTechnicianPage(ctx, userId);
}

/** A member's credits in their order, each with its company's published site's slug (one query, no N+1); `shownOnly` leaves out the ones they hid. */
async function storedCredits(ctx: Pick<Ctx, "db">, userId: string, shownOnly = false) {
  return ctx.db
    .select({
      id: showCredits.id,
      production: showCredits.production,
      role: showCredits.role,
      venue: showCredits.venue,
      city: showCredits.city,
      country: showCredits.country,
      startsOn: showCredits.startsOn,
      endsOn: showCredits.endsOn,
      companyName: showCredits.companyName,
      link: showCredits.link,
      verifiedAt: showCredits.verifiedAt,
      showOnCompanySite: showCredits.showOnCompanySite,
      hidden: showCredits.hidden,
      companySlug: sql<
        string | null
      >`case when ${companyWebsites.isPublished} and ${notHidden(sql`${showCredits.companyId}`)} then ${companyWebsites.slug} end`,
    })
    .from(showCredits)
    .leftJoin(companyWebsites, eq(companyWebsites.companyId, showCredits.companyId))
    .where(and(eq(showCredits.userId, userId), shownOnly ? eq(showCredits.hidden, false) : undefined))
    .orderBy(asc(showCredits.position), desc(showCredits.startsOn), asc(showCredits.id));
}

/** The member's credits as their page shows them (not the ones they hid), in the member's order, labelled in the reader's language (one query). */
export async function creditsOnPage(ctx: Pick<Ctx, "db" | "locale">, userId: string) {
  const { t } = serverI18n(ctx.locale);
  return (await storedCredits(ctx, userId, true)).map((row) => creditView(row, t, ctx.locale));
}

export type PageCredit = Awaited<ReturnType<typeof creditsOnPage>>[number];

/** What the profile editor's 'Créditos' section shows the signed-in technician: their credits (as stored and as shown, hidden ones too), the role and country options, the limit. */
export async function creditsForEditor(ctx: Ctx) {
  const userId = owner(ctx);
  const { t } = serverI18n(ctx.locale);
  const rows = await storedCredits(ctx, userId);
  return {
    credits: rows.map((row) => ({
      ...creditView(row, t, ctx.locale),
      /** Off the public page and the company's crew list. */
      hidden: row.hidden,
      form: {
        production: row.production,
        role: row.role,
        venue: row.venue ?? "",
        city: row.city ?? "",
        country: row.country ?? "",
        startsOn: row.startsOn,
        endsOn: row.endsOn ?? "",
        companyName: row.companyName ?? "",
        link: row.link ?? "",
      },
    })),
    roles: crewRoleOptions(t),
    countries: countryOptions(t, ctx.locale),
    limit: CREDIT_LIMITS.perMember,
  };
}

export type CreditsEditorData = Awaited<ReturnType<typeof creditsForEditor>>;
