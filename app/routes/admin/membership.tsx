import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { decideLevelRequest, levelRequestQueue } from "~/features/membership/level-requests.server";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/membership";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:levelQueue.title"), description: t("members:levelQueue.lead") }));
}

/** /admin/membership (issue 25 §2): the members' level requests, pending first, `?pagina=N`; the service re-checks the admin. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("pagina") ?? "1", 10) || 1;
  return loaderAnswer(context, async (ctx) => ({ ...(await levelRequestQueue(ctx, page)), locale: ctx.locale }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Approves or refuses one request (the member is told in the app and by e-mail); a second decision is 409. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent !== "approve" && values.intent !== "refuse") throw new AppError("UNKNOWN_INTENT", 400);
    return { ok: true as const, ...(await decideLevelRequest(ctx, { id: values.requestId, approve: values.intent === "approve" })) };
  });
}

const BUTTON = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

export default function AdminMembership({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const busy = useNavigation().state !== "idle";
  const pageLink = usePageLink();
  const { requests, pending, page, pages, locale } = loaderData;
  const format = dateFormatter(locale, "medium-time-utc");
  const level = (value: string) => t(`common:levels.${value}`, { defaultValue: value });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("levelQueue.title")}</h1>
      <p className="mt-2 text-slate-700">{t("levelQueue.lead")}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t(`levelQueue.${actionData.status}`)}</Alert> : null}
        {actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      <p className="mt-6 text-sm font-semibold text-slate-800" data-testid="level-requests-pending">
        {t("levelQueue.pending", { count: pending })}
      </p>
      {requests.length === 0 ? (
        <p className="mt-2 rounded-lg border border-slate-200 p-6 text-slate-700">{t("levelQueue.empty")}</p>
      ) : (
        <ul className="mt-2 grid gap-4">
          {requests.map((request) => (
            <li key={request.id}>
              <article className="rounded-lg border border-slate-200 p-4" data-testid="level-request" aria-labelledby={`solicitud-${request.id}`}>
                <header className="flex flex-wrap items-center gap-2">
                  <h2 id={`solicitud-${request.id}`} className="text-lg font-semibold">
                    <Link to={`/admin/user/${request.userId}`} className="text-brand-700 underline">
                      {request.name}
                    </Link>
                  </h2>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${request.status === "pending" ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"}`}
                  >
                    {t(`levelQueue.statuses.${request.status}`)}
                  </span>
                </header>
                <dl className="mt-3 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                  <dt className="font-semibold">{t("levelQueue.member")}</dt>
                  <dd className="break-all">{request.email}</dd>
                  <dt className="font-semibold">{t("levelQueue.from")}</dt>
                  <dd>{level(request.fromLevel)}</dd>
                  <dt className="font-semibold">{t("levelQueue.requested")}</dt>
                  <dd className="font-semibold">{level(request.requestedLevel)}</dd>
                  <dt className="font-semibold">{t("levelQueue.note")}</dt>
                  <dd className="whitespace-pre-line break-words">{request.note ?? t("levelQueue.noNote")}</dd>
                  <dt className="font-semibold">{t("levelQueue.date")}</dt>
                  <dd>
                    <time dateTime={request.createdAt}>{format.format(new Date(request.createdAt))}</time>
                  </dd>
                  {request.decidedAt ? (
                    <>
                      <dt className="font-semibold">{t("levelQueue.decidedAt")}</dt>
                      <dd>
                        <time dateTime={request.decidedAt}>{format.format(new Date(request.decidedAt))}</time>
                      </dd>
                    </>
                  ) : null}
                </dl>
                {request.status === "pending" ? (
                  <Form method="post" className="mt-4 flex flex-wrap gap-2">
                    <input type="hidden" name="requestId" value={request.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="approve"
                      disabled={busy}
                      aria-label={t("levelQueue.approveAria", { name: request.name })}
                      className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
                    >
                      {t("levelQueue.approve")}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="refuse"
                      disabled={busy}
                      aria-label={t("levelQueue.refuseAria", { name: request.name })}
                      className={`${BUTTON} border border-slate-300 hover:bg-slate-50`}
                    >
                      {t("levelQueue.refuse")}
                    </button>
                  </Form>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "levelQueue", page, pages)} />
      <Link to="/admin" className="mt-6 inline-block text-brand-700 underline">
        {t("levelQueue.back")}
      </Link>
    </div>
  );
}
