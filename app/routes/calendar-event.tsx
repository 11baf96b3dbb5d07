import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Fact } from "~/components/ui/fact";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { eventPage } from "~/features/events/calendar.server";
import { googleCalendarUrl, outlookCalendarUrl } from "~/features/events/calendar-links";
import { eventSchema } from "~/features/events/event-schema";
import { eventTimes } from "~/features/events/event-time";
import type { EventPage } from "~/features/events/event-views";
import { attendEvent, leaveEvent } from "~/features/events/registrations.server";
import { SaveButton } from "~/features/saved/components/save-button";
import { isSaved } from "~/features/saved/saved-items.server";
import { pageShareImage } from "~/features/share-cards/cards.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { keepOfflineOffer } from "~/lib/service-worker/keep-offline.server";
import { countryLabel } from "~/lib/vocabulary/countries";
import { zoneTime } from "~/lib/vocabulary/time-zones";
import { KeepOffline } from "~/shell/keep-offline";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/calendar-event";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["events", "learning"], scriptless: true };

/** Title, description, Open Graph with the share card, and the Event JSON-LD of an approved event. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }];
  const { event, shareImage } = loaderData;
  const origin = root?.origin ?? "";
  const tags = pageMeta({
    title: event.title,
    description: event.description.slice(0, 200),
    origin,
    path: `/calendar/${event.slug}`,
    locale: root?.locale,
    image: shareImage,
  });
  if (event.approval === "approved") tags.push({ "script:ld+json": eventSchema(event, origin) });
  return tags;
}

/** /calendar/{slug} (public, page-cached for visitors): the event, its places, and what the viewer may do. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const event = await eventPage(ctx, params.slug, (id) => isSaved(ctx, { itemType: "event", itemId: String(id) }));
    const { t } = serverI18n(ctx.locale);
    const place = event.online ? t("events:event.online") : [event.venue, event.city, countryLabel(t, ctx.locale, event.country)].filter(Boolean).join(", ");
    const forCalendars = { title: event.title, description: event.description, startsAt: event.startsAt, endsAt: event.endsAt, location: place };
    const shareImage = await pageShareImage(ctx, "event", event.slug);
    // Worked out here, so the page's script stays within the JavaScript budget.
    return {
      event,
      place,
      times: { ...eventTimes(event, ctx.locale), zone: zoneTime(t, event.timeZone) },
      google: googleCalendarUrl(forCalendars),
      outlook: outlookCalendarUrl(forCalendars),
      shareImage,
      // One who signed up may keep the event's page for offline viewing until it ends.
      keepOffline: keepOfflineOffer(
        ctx,
        { url: `/calendar/${event.slug}`, title: event.title },
        (event.attend === "registered" || event.attend === "waitlisted") && new Date(event.endsAt) > ctx.now(),
      ),
    };
  });
}

/** On client navigations, the events translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("events", serverLoader);
}

/** 'Asistiré' and 'Ya no asistiré', then the event again. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "leave") await leaveEvent(ctx, params.slug);
    else await attendEvent(ctx, params.slug);
    return redirect(`/calendar/${params.slug}`, 303);
  });
}

export default function CalendarEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  const { event, place, times, google, outlook, keepOffline } = loaderData;
  const answer = useActionData<typeof action>();
  const failure = answer && "ok" in answer && answer.ok === false ? answer.error : null;
  const button = "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50";
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/calendar" className="text-brand-700 underline">
        {t("event.back")}
      </Link>
      {event.approval !== "approved" ? (
        <div className="mt-4">
          <Alert tone="info">{event.approval === "pending" ? t("event.pending") : t("event.rejected")}</Alert>
        </div>
      ) : null}
      {event.status === "cancelled" ? (
        <div className="mt-4">
          <Alert tone="error">{t("event.cancelled")}</Alert>
        </div>
      ) : null}
      {event.mayManage ? (
        <Link to={`/admin/events/${event.id}`} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("event.edit")}
        </Link>
      ) : null}
      {event.cover ? (
        <img
          src={event.cover.large}
          srcSet={`${event.cover.small} 480w, ${event.cover.large} 1200w`}
          sizes="(min-width: 896px) 864px, 100vw"
          alt=""
          width={1200}
          height={675}
          className="mt-6 aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="mt-6 font-semibold text-brand-700">{t(`types.${event.eventType}`)}</p>
      <h1 className="mt-1 text-3xl font-bold break-words">{event.title}</h1>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {event.approval === "approved" ? (
          <SaveButton
            itemType="event"
            itemId={String(event.id)}
            title={event.title}
            saved={event.saved}
            redirectTo={`/calendar/${event.slug}`}
            signedIn={event.attend !== "visitor"}
          />
        ) : null}
        <KeepOffline offer={keepOffline} />
      </div>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <Fact label={t("event.when")}>{t("event.localTimes", times)}</Fact>
        <Fact label={t("event.where")}>{place}</Fact>
        <Fact label={t("event.organizer")}>{event.organizerName ?? t("event.redav")}</Fact>
        <Fact label={t("event.requires")}>
          {event.minLevel === "bronze" ? t("event.openToAll") : t("event.minLevel", { level: t(`membership.${event.minLevel}`) })}
        </Fact>
        <Fact label={t("event.capacity")}>
          {event.capacity === null ? t("event.noLimit") : t("event.places", { taken: event.registered, count: event.capacity })}
          {event.waitlisted > 0 ? ` · ${t("event.waitlist", { count: event.waitlisted })}` : ""}
        </Fact>
      </dl>
      {failure ? (
        <div className="mt-6">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
      <AttendPanel event={event} />
      <section className="mt-8">
        <p className="break-words whitespace-pre-wrap text-slate-800">{event.description}</p>
      </section>
      {event.approval === "approved" ? (
        <section className="mt-8 rounded-xl border border-slate-200 p-4" aria-labelledby="add-to-calendar">
          <h2 id="add-to-calendar" className="flex items-center gap-2 font-semibold">
            <Icon name="calendar-plus" aria-hidden="true" size={18} />
            {t("event.addToCalendar")}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={`/calendar/${event.slug}/ics`} className={button} download>
              {t("event.ics")}
            </a>
            <a href={google} className={button} target="_blank" rel="noopener noreferrer">
              {t("event.google")}
            </a>
            <a href={outlook} className={button} target="_blank" rel="noopener noreferrer">
              {t("event.outlook")}
            </a>
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** 'Asistiré' and where the viewer stands: signed up, waiting (with their place), or why not. */
function AttendPanel({ event }: { event: EventPage }) {
  const { t } = useTranslation("events");
  const busy = useNavigation().state === "submitting";
  const primary = "rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70";
  const secondary = "rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-70";
  const full = event.capacity !== null && event.registered >= event.capacity;
  return (
    <section className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4" aria-live="polite">
      {event.attend === "registered" || event.attend === "waitlisted" ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <p className="font-semibold">
            {event.attend === "registered" ? t("event.registered") : t("event.waitlisted", { position: event.waitlistPosition ?? 1 })}
          </p>
          <button type="submit" name="intent" value="leave" disabled={busy} className={secondary}>
            {event.attend === "registered" ? t("event.leave") : t("event.leaveWaitlist")}
          </button>
        </Form>
      ) : null}
      {event.attend === "may_register" ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          {full ? <p>{t("event.full")}</p> : null}
          <button type="submit" name="intent" value="attend" disabled={busy} className={primary}>
            {busy ? t("event.attending") : t("event.attend")}
          </button>
        </Form>
      ) : null}
      {event.attend === "visitor" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t("event.visitor")}</p>
          <Link to={`/login?redirectTo=${encodeURIComponent(`/calendar/${event.slug}`)}`} className={primary}>
            {t("event.login")}
          </Link>
        </div>
      ) : null}
      {event.attend === "level_too_low" ? (
        <p>
          {t("event.levelTooLow", { level: t(`membership.${event.minLevel}`) })}{" "}
          <Link to="/membership" className="font-semibold text-brand-700 underline">
            {t("event.howToMoveUp")}
          </Link>
        </p>
      ) : null}
      {event.attend === "not_individual" ? <p>{t("event.notIndividual")}</p> : null}
      {event.attend === "closed" ? <p>{t("event.closed")}</p> : null}
      {event.online && event.onlineUrl && event.attend === "registered" ? (
        <p className="mt-3">
          {t("event.join")}:{" "}
          <a href={event.onlineUrl} className="font-semibold break-all text-brand-700 underline" target="_blank" rel="noopener noreferrer">
            {event.onlineUrl}
          </a>
        </p>
      ) : null}
    </section>
  );
}
