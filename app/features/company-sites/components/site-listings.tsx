import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { type ListingSection, SECTION_ANCHORS } from "../site-data";
import type { SiteListings, SiteView } from "../site-view";
import type { SiteTheme } from "./site-page";

/** One listing section: its heading, and its items, the plain note of an empty crew, or (in the editor's preview) where RedAV fills it. */
function ListingSectionFrame({ section, theme, children }: { section: ListingSection; theme: SiteTheme; children: ReactNode }) {
  const { t } = useTranslation("sites");
  return (
    <section
      id={SECTION_ANCHORS[section]}
      aria-labelledby={`sitio-${SECTION_ANCHORS[section]}`}
      className="scroll-mt-20 px-4 py-16"
      data-testid={`site-${section}`}
    >
      <div className="mx-auto max-w-5xl">
        <h2 id={`sitio-${SECTION_ANCHORS[section]}`} className="text-3xl font-bold" style={{ color: theme.secondary }}>
          {t(`nav.${section}`)}
        </h2>
        {children}
      </div>
    </section>
  );
}

function eventDate(startsAt: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date(startsAt));
}

function JobsList({ jobs }: { jobs: SiteListings["jobs"] }) {
  const { t } = useTranslation("sites");
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id} className="rounded-xl bg-white p-4 shadow">
          <a href={`/jobs/${job.id}`} className="text-lg font-bold underline-offset-2 hover:underline">
            {job.title}
          </a>
          <p className="text-sm text-slate-700">{job.fullyRemote ? t("listings.remote") : (job.city ?? "")}</p>
        </li>
      ))}
    </ul>
  );
}

function EventsList({ events, language }: { events: SiteListings["events"]; language: string }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {events.map((event) => (
        <li key={event.slug} className="rounded-xl bg-white p-4 shadow">
          <a href={`/calendar/${event.slug}`} className="text-lg font-bold underline-offset-2 hover:underline">
            {event.title}
          </a>
          <p className="text-sm text-slate-700">
            <time dateTime={event.startsAt}>{eventDate(event.startsAt, event.timeZone, language)}</time>
            {event.city ? ` · ${event.city}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

function CrewList({ crew }: { crew: SiteListings["crew"] }) {
  const { t } = useTranslation("sites");
  if (crew.length === 0) return <p className="mt-4 text-slate-700">{t("listings.crewPending")}</p>;
  return (
    <>
      <p className="mt-2 text-slate-700">{t("listings.crewIntro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {crew.map((member) => (
          <li key={member.handle} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow">
            {member.photoUrl ? (
              <img src={member.photoUrl} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-full bg-slate-200" />
            )}
            <div className="min-w-0">
              <a href={`/tecnicos/${member.handle}`} className="font-bold underline-offset-2 hover:underline">
                {member.name || member.handle}
              </a>
              {member.jobTitle ? <p className="text-sm text-slate-700">{member.jobTitle}</p> : null}
              <p className="text-sm text-slate-700">{t("listings.workedOn", { production: member.production })}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A listing section of a company's site (decision 063): its open offers, upcoming events or confirmed crew, each linking to its RedAV page. */
export function SiteListing({ section, view, theme }: { section: ListingSection; view: SiteView; theme: SiteTheme }) {
  const { t } = useTranslation("sites");
  const { listings } = view;
  return (
    <ListingSectionFrame section={section} theme={theme}>
      {listings === null ? (
        <p className="mt-4 text-slate-700">{t(`listings.preview.${section}`)}</p>
      ) : section === "jobs" ? (
        <JobsList jobs={listings.jobs} />
      ) : section === "events" ? (
        <EventsList events={listings.events} language={view.language} />
      ) : (
        <CrewList crew={listings.crew} />
      )}
    </ListingSectionFrame>
  );
}
