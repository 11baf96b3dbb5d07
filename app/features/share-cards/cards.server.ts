import { eq } from "drizzle-orm";
import { formatLongDate } from "~/components/ui/format-date";
import { companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles } from "~/db/schema/profiles";
import { publicSite } from "~/features/company-sites/public.server";
import { eventPage } from "~/features/events/public.server";
import { getOffer, placeOf } from "~/features/jobs/public.server";
import { certificateById, courseDetail } from "~/features/learning/public.server";
import { articleView } from "~/features/news/public.server";
import { logoUrl } from "~/features/profiles/public";
import { type TechnicianPageView, technicianPage } from "~/features/technician-pages/public.server";
import type { Ctx } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { isAppError } from "~/lib/errors";
import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { siteParams } from "~/lib/i18n/site-params";
import { cardVersion } from "~/lib/share-card/render.server";
import type { ShareCard, ShareImage } from "~/lib/share-card/share-card";
import { imageBase } from "~/lib/storage/image-key";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryLabel } from "~/lib/vocabulary/countries";

/** The pages that have a card of their own; every other page shows the site's card. */
export const CARD_KINDS = ["job", "course", "article", "event", "company", "certificate", "technician"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

type Texts = Pick<ShareCard, "label" | "title" | "subtitle" | "detail" | "logo">;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ") || null;

/** The 256-pixel size of a company logo shown at another size (lists link the 96 one). */
function largeLogo(url: string | null): string | null {
  const key = url?.startsWith("/files/company-logos/") ? url.slice("/files/company-logos/".length) : null;
  const base = key ? imageBase(key) : null;
  return base ? logoUrl(base, 256) : null;
}

/** An event's day in its own time zone, as a long date in the locale. */
function eventDay(startsAt: string, timeZone: string, locale: Locale): string {
  try {
    return new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: "long", timeZone }).format(new Date(startsAt));
  } catch {
    return formatLongDate(startsAt, locale);
  }
}

/** A technician's card: name, job titles (else the headline), city and country, and the first three skills. */
function technicianTexts(locale: Locale, page: TechnicianPageView): Texts {
  const { t } = serverI18n(locale);
  const place = [page.city, countryLabel(t, locale, page.country)].filter(Boolean).join(", ");
  const skills = page.skills.slice(0, 3).map((skill) => skillLabel(t, skill));
  return {
    label: t("portfolio:page.cardLabel"),
    title: page.name,
    subtitle: page.jobTitles.join(" · ") || page.headline,
    detail: joined(place, skills.join(", ")),
    logo: page.photoUrl,
  };
}

/** What each kind's card shows, read with the page's own use case as a visitor reads it (a refusal throws). */
const READERS: Record<CardKind, (visitor: Ctx, key: string) => Promise<Texts | null>> = {
  async job(visitor, key) {
    const { t } = serverI18n(visitor.locale);
    const offer = await getOffer(visitor, /^\d{1,15}$/.test(key) ? Number(key) : 0);
    if (!offer.isActive) return null;
    const place = placeOf(t, visitor.locale, offer);
    return {
      label: t("common:nav.jobs"),
      title: offer.title,
      subtitle: offer.company.name,
      detail: joined(offer.remoteAllowed ? t("jobs:card.orRemote", { place }) : place, formatLongDate(offer.publishedAt, visitor.locale)),
      logo: largeLogo(offer.company.logoUrl),
    };
  },
  async course(visitor, key) {
    const { t } = serverI18n(visitor.locale);
    const course = await courseDetail(visitor, key);
    if (course.status !== "published") return null;
    return {
      label: t("common:nav.university"),
      title: course.title,
      subtitle: course.trainerName,
      detail: joined(`${course.durationHours} h`, course.publishedAt ? formatLongDate(course.publishedAt, visitor.locale) : null),
      logo: null,
    };
  },
  async article(visitor, key) {
    const { t } = serverI18n(visitor.locale);
    const article = await articleView(visitor, key);
    // A members-only article is read whole by members only: its card would carry it to everyone else.
    if (!article.isPublished || !article.whole) return null;
    return {
      label: t("common:nav.news"),
      title: article.title,
      subtitle: article.authorName,
      detail: article.publishedAt ? formatLongDate(article.publishedAt, visitor.locale) : null,
      logo: null,
    };
  },
  async event(visitor, key) {
    const { t } = serverI18n(visitor.locale);
    const event = await eventPage(visitor, key, async () => false);
    if (event.approval !== "approved") return null;
    const place = event.online
      ? t("events:event.online")
      : [event.venue, event.city, countryLabel(t, visitor.locale, event.country)].filter(Boolean).join(", ");
    return {
      label: t("common:nav.calendar"),
      title: event.title,
      subtitle: event.organizerName ?? siteParams().siteName,
      detail: joined(place, eventDay(event.startsAt, event.timeZone, visitor.locale)),
      logo: null,
    };
  },
  async company(visitor, key) {
    const { t } = serverI18n(visitor.locale);
    const answer = await publicSite(visitor, key, null);
    if (answer.kind !== "site") return null;
    const { view } = answer;
    const [row] = await visitor.db
      .select({ logo: companyProfiles.logoPath })
      .from(companyWebsites)
      .innerJoin(companyProfiles, eq(companyProfiles.id, companyWebsites.companyId))
      .where(eq(companyWebsites.slug, view.slug))
      .limit(1);
    const name = view.data.title || view.companyName;
    return {
      label: null,
      title: name,
      subtitle: view.data.hero.subtitle || view.data.description || (name === view.companyName ? null : view.companyName),
      detail: countryLabel(t, visitor.locale, view.country) || null,
      logo: logoUrl(row?.logo ?? null, 256),
    };
  },
  async certificate(visitor, key) {
    const { t } = serverI18n(visitor.locale);
    const certificate = await certificateById(visitor, key);
    return {
      // A revoked certificate's page says so to everyone; its card says so too.
      label: certificate.revokedAt ? `${t("learning:certificate.title")} · ${t("learning:certificate.revoked")}` : t("learning:certificate.title"),
      title: certificate.courseTitle,
      subtitle: certificate.holderName,
      detail: joined(`${t("common:nav.university")} ${siteParams().siteName}`, formatLongDate(certificate.issuedAt, visitor.locale)),
      logo: null,
    };
  },
  async technician(visitor, key) {
    // Only a page a visitor sees whole has a card: a members-only page's prompt, a hidden page or an old address have none.
    const answer = await technicianPage(visitor, key, { asVisitor: true });
    return answer.kind === "page" ? technicianTexts(visitor.locale, answer.page) : null;
  },
};

function frame(texts: Texts): ShareCard {
  return { ...texts, siteName: siteParams().siteName, host: new URL(env().PUBLIC_URL).host };
}

/**
 * The card of a page as a visitor would see it, in `locale`: null when a visitor gets no such page
 * (a draft, a closed offer, a members-only article, an unknown address), so a
 * card never shows what its page would not show to anyone.
 */
export async function shareCardOf(ctx: Ctx, kind: CardKind, key: string, locale: Locale = ctx.locale): Promise<ShareCard | null> {
  const visitor: Ctx = { ...ctx, actor: null, locale };
  try {
    const texts = await READERS[kind](visitor, key.slice(0, 200));
    return texts ? frame(texts) : null;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/** The site's own card (the home, the lists and every page without one of its own), in `locale`. */
export function siteShareCard(locale: Locale): ShareCard {
  const { t } = serverI18n(locale);
  return frame({ label: null, title: t("pages:home.heading"), subtitle: null, detail: null, logo: null });
}

/** Where a card of `kind` and `key` is, for the version it shows. */
export function shareCardPath(kind: CardKind, key: string, locale: Locale, card: ShareCard): string {
  return `/share-cards/${kind}/${encodeURIComponent(key)}/${locale}-${cardVersion(card)}.jpg`;
}

/** The page's card for its meta tags (its address changes with what it shows), or null when a visitor gets none: the page then shows the site's. */
export async function pageShareImage(ctx: Ctx, kind: CardKind, key: string): Promise<ShareImage | null> {
  const card = await shareCardOf(ctx, kind, key);
  if (!card) return null;
  return { path: shareCardPath(kind, key, ctx.locale, card), alt: [card.title, card.subtitle].filter(Boolean).join(" · ") };
}

/**
 * The card of a public technician's page its route has just read, without reading it again: what the card
 * shows (name, titles, place, skills, photo) is the same for every viewer of a public page. Null for any
 * other page, as `pageShareImage` answers.
 */
export function technicianShareImage(ctx: Ctx, page: TechnicianPageView): ShareImage | null {
  if (page.visibility !== "public") return null;
  const card = frame(technicianTexts(ctx.locale, page));
  return { path: shareCardPath("technician", page.handle, ctx.locale, card), alt: [card.title, card.subtitle].filter(Boolean).join(" · ") };
}
