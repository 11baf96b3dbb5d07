import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { dateFormatter } from "~/components/ui/format-date";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { TextAreaField } from "~/components/ui/text-area-field";
import { HeldAboutMemberList } from "~/features/privacy/components/held-about-member";
import { RequestAnswer } from "~/features/privacy/components/request-answer";
import { businessDaysLeft } from "~/features/privacy/deadlines";
import { answerPrivacyRequest, privacyRequestQueue } from "~/features/privacy/privacy-requests.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { countryLabel } from "~/lib/vocabulary/countries";
import type { Route } from "./+types/privacy-requests";

export const handle: TranslationHandle = { namespaces: ["members", "privacy"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("privacy:admin.title"), description: t("privacy:admin.lead") }));
}

/** /admin/privacy: the members' privacy requests, open ones first by deadline (`?pagina=N`); the service re-checks the admin. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("pagina") ?? "1", 10) || 1;
  return loaderAnswer(context, async (ctx) => ({ ...(await privacyRequestQueue(ctx, page)), locale: ctx.locale, now: ctx.now().toISOString() }));
}

/** On client navigations, the translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["members", "privacy"], serverLoader);
}

/** Answers one open request (the member hears of it in the app and by e-mail). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await answerPrivacyRequest(ctx, { id: values.requestId, answer: values.answer });
    return { ok: true as const };
  });
}

export default function AdminPrivacyRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("privacy");
  const busy = useNavigation().state !== "idle";
  const { requests, open, page, pages, locale, now } = loaderData;
  const day = dateFormatter(locale, "long-montevideo");
  const moment = dateFormatter(locale, "medium-time-montevideo");
  const failedId = actionData?.ok === false ? actionData.values?.requestId : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("admin.title")}</h1>
      <p className="mt-2 text-slate-700">{t("admin.lead")}</p>
      <p className="mt-2 font-semibold">{t("admin.openCount", { count: open })}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t("admin.done")}</Alert> : null}
      </div>
      {requests.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 p-6 text-slate-700">{t("admin.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {requests.map((request) => {
            const left = businessDaysLeft(new Date(now), new Date(request.dueAt));
            const due = day.format(new Date(request.dueAt));
            return (
              <li key={request.id} className="rounded-xl border border-slate-200 p-4" data-testid="privacy-request">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    {t(`requests.kindShort.${request.kind}`)} · {request.name}
                  </h2>
                  <span className="text-sm text-slate-700">{request.email}</span>
                </div>
                <p className="text-sm text-slate-700">
                  {request.country ? t("admin.country", { country: countryLabel(t, locale, request.country) }) : t("admin.noCountry")} ·{" "}
                  {t("admin.filed", { date: moment.format(new Date(request.createdAt)) })}
                </p>
                {request.status === "open" ? (
                  <p className={`mt-1 text-sm font-semibold ${left < 0 ? "text-red-700" : left <= 1 ? "text-amber-800" : "text-slate-800"}`}>
                    {left < 0
                      ? t("admin.overdue", { date: due })
                      : `${t("admin.due", { date: due })} · ${left === 0 ? t("admin.lastDay") : t("admin.daysLeft", { count: left })}`}
                  </p>
                ) : null}
                <p className="mt-2 whitespace-pre-line text-slate-800">{request.details}</p>
                {request.heldAboutMember ? <HeldAboutMemberList held={request.heldAboutMember} audience="admin" /> : null}
                {request.status === "answered" && request.answeredAt ? (
                  <RequestAnswer heading={t("admin.answered", { date: moment.format(new Date(request.answeredAt)) })} answer={request.answer ?? ""} />
                ) : (
                  <Form method="post" className="mt-3 space-y-3">
                    <input type="hidden" name="requestId" value={request.id} />
                    {failedId === String(request.id) && actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
                    <TextAreaField
                      label={t("admin.answerLabel")}
                      name="answer"
                      hint={t("admin.answerHint")}
                      rows={4}
                      maxLength={4000}
                      required
                      defaultValue={failedId === String(request.id) && actionData?.ok === false ? actionData.values?.answer : undefined}
                    />
                    <Button type="submit" disabled={busy}>
                      {busy ? t("admin.answering") : t("admin.answer")}
                    </Button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} pages={pages} linkTo={(target) => `?pagina=${target}`} labels={pagerLabels(t, "members:moderation.privacy", page, pages)} />
    </div>
  );
}
