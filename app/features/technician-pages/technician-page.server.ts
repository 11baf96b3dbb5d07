import { and, eq, or, sql } from "drizzle-orm";
import { userBlocks } from "~/db/schema/moderation";
import { userProfiles } from "~/db/schema/profiles";
import { profileHandleRedirects } from "~/db/schema/technician-pages";
import { upcomingCalendar } from "~/features/availability/public.server";
import { type ShapedReviews, shapedReviewsOf } from "~/features/bookings/public.server";
import { certificatesOfHolder } from "~/features/learning/public.server";
import { notHidden } from "~/features/moderation/public.server";
import { avatarUrl } from "~/features/profiles/public";
import { parseArrayField } from "~/lib/array-field";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { displayName } from "~/lib/vocabulary/display-name";
import { isWorkLanguage, workLanguageLabel } from "~/lib/vocabulary/work-languages";
import { creditsOnPage } from "./credits.server";
import { kitOnPage } from "./kit.server";
import { mediaOnPage } from "./media.server";
import { type PagePart, shownParts } from "./page-layout";
import { technicianPagePath } from "./page-purge.server";
import type { PageVisibility } from "./page-settings.server";
import { technicianPagesPolicy } from "./policy";

export type { PageVisibility };

/** Why a page is shown with a note above it: its owner's own view, the owner's preview as a visitor, or an admin's view. */
export type PageBanner =
  | { kind: "owner"; visibility: PageVisibility }
  | { kind: "preview"; visibility: PageVisibility }
  | { kind: "admin"; visibility: PageVisibility; suspended: boolean; leaving: boolean; unverified: boolean };

/** A certificate of Universidad RedAV the member holds and that was never revoked, linking to /certificates/{id}. */
export type PageCertificate = { id: string; courseTitle: string; issuedAt: string };

/** What a technician's page shows to this viewer: only the parts the member shows and that hold something, in the member's order. */
export type TechnicianPageView = {
  userId: string;
  handle: string;
  visibility: PageVisibility;
  name: string;
  photoUrl: string | null;
  jobTitles: string[];
  city: string | null;
  country: string | null;
  gold: boolean;
  headline: string | null;
  bio: string | null;
  specialization: string | null;
  skills: string[];
  /** The languages worked in, named in the reader's language (the page's texts do not carry the vocabulary). */
  languages: { code: string; label: string }[];
  parts: PagePart[];
  credits: Awaited<ReturnType<typeof creditsOnPage>>;
  media: Awaited<ReturnType<typeof mediaOnPage>>;
  kit: Awaited<ReturnType<typeof kitOnPage>>;
  certificates: PageCertificate[];
  availability: Awaited<ReturnType<typeof upcomingCalendar>>;
  /** The companies' published reviews (issue 39): the average shown by the name, each criterion's and the newest reviews, in the reader's language; null when the part is hidden or there are none. */
  reviews: ShapedReviews | null;
};

/**
 * What /tecnicos/{handle} answers: a 301 to the current address; the page; the short page that asks a
 * visitor to sign in (a members-only page); or, only in its owner's preview as a visitor, the note that
 * a visitor finds nothing there. Every refusal is the one 404 'PROFILE_NOT_FOUND', thrown.
 */
export type TechnicianPageAnswer =
  | { kind: "redirect"; to: string }
  | { kind: "page"; page: TechnicianPageView; banner: PageBanner | null; indexable: boolean }
  | { kind: "sign-in"; handle: string; banner: PageBanner | null }
  | { kind: "absent"; handle: string; banner: PageBanner };

const HANDLE = /^[a-z][a-z0-9-]{2,29}$/;
const notFound = () => new AppError("PROFILE_NOT_FOUND", 404);

/** The row a page is drawn from, with the owner's standing and whether owner and viewer blocked each other, in one query. */
async function pageRow(ctx: Ctx, where: ReturnType<typeof eq>) {
  const viewerId = ctx.actor?.id ?? null;
  const blocked = viewerId
    ? sql<boolean>`exists (select 1 from ${userBlocks} where ${or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, userProfiles.id)),
        and(eq(userBlocks.blockerId, userProfiles.id), eq(userBlocks.blockedId, viewerId)),
      )})`
    : sql<boolean>`false`;
  const [row] = await ctx.db
    .select({
      id: userProfiles.id,
      handle: userProfiles.handle,
      visibility: userProfiles.pageVisibility,
      layout: userProfiles.pageLayout,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      photoPath: userProfiles.profileImagePath,
      jobTitle: userProfiles.jobTitle,
      city: userProfiles.city,
      country: userProfiles.country,
      level: userProfiles.membershipLevel,
      headline: userProfiles.headline,
      bio: userProfiles.bio,
      specialization: userProfiles.specialization,
      skills: userProfiles.skills,
      languages: userProfiles.languages,
      hidden: sql<boolean>`not (${notHidden(sql`${userProfiles.id}`)})`,
      suspended: sql<boolean>`exists (select 1 from account_suspensions s where s.user_id = ${userProfiles.id})`,
      leaving: sql<boolean>`exists (select 1 from account_deletions d where d.user_id = ${userProfiles.id})`,
      blocked,
    })
    .from(userProfiles)
    .where(where)
    .limit(1);
  return row;
}

type PageRow = NonNullable<Awaited<ReturnType<typeof pageRow>>>;

/**
 * Whether a viewer (null: a visitor, or the owner's preview as one) sees the page, the sign-in prompt, or
 * nothing: admins see every page; the owner sees theirs; nobody else sees a suspended, leaving or
 * unverified member's page, one between whom and the viewer there is a block, or a hidden page; a
 * visitor is asked to sign in for a members-only page.
 */
function accessOf(ctx: Ctx, row: PageRow, asVisitor: boolean): "page" | "sign-in" | "none" {
  const actor = asVisitor ? null : ctx.actor;
  if (actor && (actor.id === row.id || technicianPagesPolicy.can(actor, "seeEveryPage"))) return "page";
  if (row.hidden || (actor && row.blocked) || row.visibility === "hidden") return "none";
  if (!actor) return row.visibility === "public" ? "page" : "sign-in";
  return "page";
}

function bannerOf(ctx: Ctx, row: PageRow, preview: boolean): PageBanner | null {
  const visibility = row.visibility as PageVisibility;
  if (preview) return { kind: "preview", visibility };
  if (ctx.actor?.id === row.id) return { kind: "owner", visibility };
  if (technicianPagesPolicy.can(ctx.actor, "seeEveryPage"))
    return { kind: "admin", visibility, suspended: row.suspended, leaving: row.leaving, unverified: row.hidden && !row.suspended && !row.leaving };
  return null;
}

/** The reviews part's words in the reader's language (server-only texts: the page ships none of them). */
function reviewWords(ctx: Ctx) {
  const { t } = serverI18n(ctx.locale);
  return {
    say: (key: string, params?: Record<string, string | number>) => t(`reviews:page.${key}`, params),
    criterion: (code: string) => t(`reviews:criteria.${code}`),
  };
}

/** The page's parts, each read in one query at most, and only when the page shows it. */
async function pageView(ctx: Ctx, row: PageRow, viewer: Ctx): Promise<TechnicianPageView> {
  const wanted = shownParts(row.layout);
  const has = (part: PagePart) => wanted.includes(part);
  const [credits, media, kit, certificates, availability, reviews] = await Promise.all([
    has("credits") ? creditsOnPage(ctx, row.id) : [],
    has("media") ? mediaOnPage(ctx, row.id) : [],
    has("kit") ? kitOnPage(ctx, row.id) : [],
    has("certificates") ? certificatesOfHolder(ctx, row.id) : [],
    has("availability") ? upcomingCalendar(viewer, row.id) : null,
    has("reviews") ? shapedReviewsOf(ctx, row.id, ctx.locale, reviewWords(ctx), technicianPagePath(row.handle ?? "")) : null,
  ]);
  const valid = certificates.filter((certificate) => certificate.revokedAt === null);
  const skills = parseArrayField(row.skills);
  const languages = parseArrayField(row.languages);
  const photoUrl = avatarUrl(row.photoPath, 256);
  const filled: Record<PagePart, boolean> = {
    photo: photoUrl !== null,
    headline: Boolean(row.headline?.trim()),
    about: Boolean(row.bio?.trim()),
    skills: skills.length > 0 || Boolean(row.specialization?.trim()),
    credits: credits.length > 0,
    media: media.length > 0,
    kit: kit.length > 0,
    languages: languages.length > 0,
    certificates: valid.length > 0,
    availability: availability !== null,
    reviews: reviews !== null,
  };
  return {
    userId: row.id,
    handle: row.handle ?? "",
    visibility: row.visibility as PageVisibility,
    name: displayName(serverI18n(ctx.locale).t, { company: false, firstName: row.firstName, lastName: row.lastName }),
    photoUrl: has("photo") ? photoUrl : null,
    jobTitles: parseArrayField(row.jobTitle),
    city: row.city,
    country: row.country,
    gold: row.level === "gold",
    headline: has("headline") ? row.headline?.trim() || null : null,
    bio: has("about") ? row.bio?.trim() || null : null,
    specialization: has("skills") ? row.specialization?.trim() || null : null,
    skills: has("skills") ? skills : [],
    languages: has("languages") ? languages.filter(isWorkLanguage).map((code) => ({ code, label: workLanguageLabel(serverI18n(ctx.locale).t, code) })) : [],
    parts: wanted.filter((part) => filled[part]),
    credits,
    media,
    kit,
    certificates: valid.map((certificate) => ({ id: certificate.id, courseTitle: certificate.courseTitle, issuedAt: certificate.issuedAt })),
    availability,
    reviews,
  };
}

/**
 * /tecnicos/{handle} for this viewer (issue 38). A handle in capitals answers 301 to its lower-case
 * form; a former handle 301 to the current address, only when the viewer could see what is there.
 * With `asVisitor`, the owner gets exactly what a visitor gets (the preview), marked as such; others
 * are not affected by it. Admins see every page, with a note of its standing. Refusals (unknown,
 * hidden, blocked either way, suspended, leaving, unverified) all throw the same 404.
 */
export async function technicianPage(ctx: Ctx, rawHandle: string, options: { asVisitor: boolean } = { asVisitor: false }): Promise<TechnicianPageAnswer> {
  const handle = rawHandle.trim().toLowerCase();
  if (!HANDLE.test(handle)) throw notFound();
  if (handle !== rawHandle) return { kind: "redirect", to: technicianPagePath(handle) };
  let row: PageRow | undefined = await pageRow(ctx, eq(userProfiles.handle, handle));
  let moved = false;
  if (!row) {
    const [former] = await ctx.db
      .select({ userId: profileHandleRedirects.userId })
      .from(profileHandleRedirects)
      .where(eq(profileHandleRedirects.handle, handle))
      .limit(1);
    row = former ? await pageRow(ctx, eq(userProfiles.id, former.userId)) : undefined;
    moved = true;
  }
  if (!row?.handle) throw notFound();
  const preview = options.asVisitor && ctx.actor?.id === row.id;
  const access = accessOf(ctx, row, preview);
  const banner = bannerOf(ctx, row, preview);
  if (moved && (access !== "none" || preview)) return { kind: "redirect", to: technicianPagePath(row.handle) };
  if (access === "none") {
    if (preview && banner) return { kind: "absent", handle: row.handle, banner };
    throw notFound();
  }
  if (access === "sign-in") return { kind: "sign-in", handle: row.handle, banner };
  const viewer: Ctx = preview ? { ...ctx, actor: null } : ctx;
  const page = await pageView(ctx, row, viewer);
  return { kind: "page", page, banner, indexable: banner === null && row.visibility === "public" };
}
