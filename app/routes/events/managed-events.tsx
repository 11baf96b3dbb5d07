import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { cancelEvent, managedEvents, reviewProposal } from "~/features/events/event-editor.server";
import { shortDate, timeOfDay } from "~/features/events/event-time";
import { eventsPolicy } from "~/features/events/policy";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/managed-events";

export const handle: TranslationHandle = { namespaces: ["events"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("events:editor.adminHeading"), description: t("events:editor.adminLead") }));
}

/** /admin/events (every event, proposals first) and /company/events (the company's own); the service re-checks who is asking. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({ events: await managedEvents(ctx), admin: eventsPolicy.can(ctx.actor, "manageEvents") }));
}

/** On client navigations, the events translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("events", serverLoader);
}

/** An admin approves or rejects a proposal, or cancels an event. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const id = Number(values.eventId);
    if (values.intent === "approve" || values.intent === "reject") await reviewProposal(ctx, id, values.intent === "approve");
    else if (values.intent === "cancel") await cancelEvent(ctx, id);
    else throw new AppError("UNKNOWN_INTENT", 400);
    return { ok: true as const };
  });
}

export default function ManagedEvents({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("events");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { events, admin } = loaderData;
  const base = admin ? "/admin/events" : "/company/events";
  const badge = (event: (typeof events)[number]) => (event.status === "cancelled" ? t("editor.cancelledBadge") : t(`editor.${event.approval}`));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{admin ? t("editor.adminHeading") : t("editor.companyHeading")}</h1>
        <Link to={`${base}/new`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("editor.new")}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{admin ? t("editor.adminLead") : t("editor.companyLead")}</p>
      {answer && "ok" in answer && answer.ok === false ? (
        <div className="mt-4">
          <Alert tone="error">{answer.error}</Alert>
        </div>
      ) : null}
      {events.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">{t("editor.none")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">{badge(event)}</span>{" "}
                  <span className="text-slate-700">
                    {shortDate(event.startsAt, event.timeZone, i18n.language)} · {timeOfDay(event.startsAt, event.timeZone, i18n.language)}
                  </span>
                  {event.organizerName ? <span className="text-slate-700"> · {t("editor.organizer", { name: event.organizerName })}</span> : null}
                </p>
                <p className="mt-1 font-semibold break-words">{event.title}</p>
              </div>
              {admin || event.approval === "pending" ? (
                <Link to={`${base}/${event.id}`} className="font-semibold text-brand-700 underline">
                  {t("editor.edit")}
                  <span className="sr-only">: {event.title}</span>
                </Link>
              ) : null}
              <Link to={`/calendar/${event.slug}`} className="font-semibold text-brand-700 underline">
                {t("editor.view")}
                <span className="sr-only">: {event.title}</span>
              </Link>
              {admin ? (
                <Form method="post" className="flex gap-2">
                  <input type="hidden" name="eventId" value={event.id} />
                  {event.approval === "pending" ? (
                    <>
                      <button
                        type="submit"
                        name="intent"
                        value="approve"
                        disabled={busy}
                        className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
                      >
                        {t("editor.approve")}
                        <span className="sr-only">: {event.title}</span>
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="reject"
                        disabled={busy}
                        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold"
                      >
                        {t("editor.reject")}
                        <span className="sr-only">: {event.title}</span>
                      </button>
                    </>
                  ) : null}
                  {event.approval === "approved" && event.status === "scheduled" ? (
                    <button
                      type="submit"
                      name="intent"
                      value="cancel"
                      disabled={busy}
                      className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800"
                    >
                      {t("editor.cancel")}
                      <span className="sr-only">: {event.title}</span>
                    </button>
                  ) : null}
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
