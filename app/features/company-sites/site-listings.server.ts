import { upcomingEventsOf } from "~/features/events/public.server";
import { openOffersOf } from "~/features/jobs/public.server";
import { confirmedCrewOf } from "~/features/technician-pages/public.server";
import type { Ctx } from "~/lib/context.server";
import type { SiteData } from "./site-data";
import type { SiteLanguage } from "./site-language";
import { siteT } from "./site-texts.server";
import type { SiteListings } from "./site-view";

/** An event's start in its own time zone, written the way of the site's language ('10 de marzo de 2027, 19:00'). */
function eventDate(startsAt: string, timeZone: string, language: SiteLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date(startsAt));
}

/**
 * What RedAV lists on a company's site (decision 063): one query for each section switched on (none
 * for a section that is off): its open offers, its upcoming events, its confirmed crew, each item
 * shaped for the page with its texts already in the site's language (decision 045), whatever the visitor's.
 */
export async function siteListings(ctx: Pick<Ctx, "db" | "now">, companyId: string, data: SiteData, language: SiteLanguage): Promise<SiteListings> {
  const jobs = data.sections.jobs ? await openOffersOf(ctx, companyId) : [];
  const events = data.sections.events ? await upcomingEventsOf(ctx, companyId) : [];
  const crew = data.sections.crew ? await confirmedCrewOf(ctx, companyId) : [];
  const t = siteT(language);
  const lines = (...values: (string | null)[]) => values.filter((value): value is string => Boolean(value));
  return {
    jobs: jobs.map((job) => ({ href: `/jobs/${job.id}`, title: job.title, lines: lines(job.fullyRemote ? t("listings.remote") : job.city) })),
    events: events.map((event) => ({
      href: `/calendar/${event.slug}`,
      title: event.title,
      lines: lines(eventDate(event.startsAt, event.timeZone, language), event.city),
      dateTime: event.startsAt,
    })),
    crew: crew.map((member) => ({
      href: `/tecnicos/${member.handle}`,
      title: member.name || member.handle,
      lines: lines(member.jobTitle, t("listings.workedOn", { production: member.production })),
      photoUrl: member.photoUrl,
    })),
  };
}
