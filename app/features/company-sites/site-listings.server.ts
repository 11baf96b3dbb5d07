import { upcomingEventsOf } from "~/features/events/public.server";
import { openOffersOf } from "~/features/jobs/public.server";
import { confirmedCrewOf } from "~/features/technician-pages/public.server";
import type { Ctx } from "~/lib/context.server";
import type { SiteData } from "./site-data";
import type { SiteListings } from "./site-view";

/**
 * What RedAV lists on a company's site (decision 063): one query for each section switched on (none
 * for a section that is off): its open offers, its upcoming events, its confirmed crew.
 */
export async function siteListings(ctx: Pick<Ctx, "db" | "now">, companyId: string, data: SiteData): Promise<SiteListings> {
  const jobs = data.sections.jobs ? await openOffersOf(ctx, companyId) : [];
  const events = data.sections.events ? await upcomingEventsOf(ctx, companyId) : [];
  const crew = data.sections.crew ? await confirmedCrewOf(ctx, companyId) : [];
  return {
    jobs: jobs.map(({ id, title, city, fullyRemote }) => ({ id, title, city, fullyRemote })),
    events: events.map(({ slug, title, startsAt, timeZone, city }) => ({ slug, title, startsAt, timeZone, city })),
    crew: crew.map(({ handle, name, jobTitle, photoUrl, production }) => ({ handle, name, jobTitle, photoUrl, production })),
  };
}
