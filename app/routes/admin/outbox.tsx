import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { parkedEventsForAdmin, retryParkedEventAsAdmin } from "~/features/operations/parked-events.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/outbox";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:adminOutbox.title"), description: t("members:adminOutbox.lead") }));
}

/** The parked events (the service re-checks the admin). */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({ ...(await parkedEventsForAdmin(ctx)), locale: ctx.locale }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Puts one parked event back in line. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await retryParkedEventAsAdmin(ctx, values.id);
    return { ok: true as const };
  });
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const busy = useNavigation().state !== "idle";
  const format = dateFormatter(loaderData.locale, "medium-time-utc");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("adminOutbox.title")}</h1>
      <p className="mt-2 text-slate-700">{t("adminOutbox.lead")}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t("adminOutbox.retried")}</Alert> : null}
        {actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      {loaderData.events.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 p-6 text-slate-700">{t("adminOutbox.empty")}</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700">{t("adminOutbox.total", { count: loaderData.total })}</p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {loaderData.events.map((event) => (
              <li key={event.id} className="flex flex-col gap-2 p-4 md:flex-row md:items-start">
                <dl className="grid min-w-0 flex-1 grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold">{t("adminOutbox.type")}</dt>
                  <dd className="break-all">{event.type}</dd>
                  <dt className="font-semibold">{t("adminOutbox.attempts")}</dt>
                  <dd>{event.attempts}</dd>
                  <dt className="font-semibold">{t("adminOutbox.parkedAt")}</dt>
                  <dd>{format.format(new Date(event.parkedAt))} UTC</dd>
                  <dt className="font-semibold">{t("adminOutbox.error")}</dt>
                  <dd className="break-words">{event.lastError ?? "—"}</dd>
                </dl>
                <Form method="post">
                  <input type="hidden" name="id" value={event.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                  >
                    {t("adminOutbox.retry")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to="/admin" className="mt-6 inline-block text-brand-700 underline">
        {t("adminNotifications.back")}
      </Link>
    </div>
  );
}
