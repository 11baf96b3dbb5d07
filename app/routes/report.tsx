import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { ReportFields } from "~/features/moderation/components/report-fields";
import { REPORT_PAGE, REPORT_PAGE_KINDS, reportPageQuery } from "~/features/moderation/report-page-path";
import { reportTarget, submitReport } from "~/features/moderation/reports.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderOrRefusal } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { referrerPath, safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/report";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:moderation.page.metaTitle"), description: t("members:moderation.reportLead") }));
}

/**
 * The page's query: the report kind named by `tipo`, the target's id, the same-site page to return to
 * (`volver`, else the target's page) and the way out of a link that names nothing to report
 * (`volver`, else the same-site page that linked here, else home).
 */
function pageQuery(request: Request) {
  const url = new URL(request.url);
  const kind = REPORT_PAGE_KINDS[url.searchParams.get("tipo") as keyof typeof REPORT_PAGE_KINDS] ?? null;
  const targetId = url.searchParams.get("id") ?? "";
  const fallback = kind === "message" ? "/messages" : kind === "review" ? "/" : `/profile/${encodeURIComponent(targetId)}`;
  const linkedFrom = referrerPath(request);
  const wayOut = linkedFrom && !linkedFrom.startsWith(REPORT_PAGE) ? linkedFrom : "/";
  return { kind, targetId, back: safeRedirectPath(url.searchParams.get("volver"), fallback), wayOut: safeRedirectPath(url.searchParams.get("volver"), wayOut) };
}

/**
 * /member/report?tipo=perfil|mensaje&id=…&volver=… (signed in): the report form as a page, for members
 * without JavaScript (with it, 'Reportar' opens a dialog). It shows whom the report is about after
 * the same checks as filing; `enviado=1` confirms a report just sent. A link that names nothing to
 * report (no or an unknown `tipo`: 400; a message of someone else's conversation or a profile that
 * is gone: 404; oneself: 400) shows, in the member's frame, that it is incomplete or out of date and a way back.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { kind, targetId, back, wayOut } = pageQuery(request);
  const sent = new URL(request.url).searchParams.get("enviado") === "1";
  return loaderOrRefusal(context, async (ctx) => ({ ...(await reportTarget(ctx, kind, targetId)), back, sent }), { back: wayOut });
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Files the report (the service's rules and rate limit), then shows the page again with the confirmation; a refusal keeps what was typed. */
export function action({ request, context }: Route.ActionArgs) {
  const { kind, targetId, back } = pageQuery(request);
  return actionAnswer(request, context, async (ctx, values) => {
    await submitReport(ctx, { kind: kind ?? "", targetId, reason: values.reason ?? "", details: values.details ?? "" });
    const query = new URLSearchParams({ ...reportPageQuery(kind ?? "profile", targetId, back), enviado: "1" });
    return redirect(`${REPORT_PAGE}?${query}`, 303);
  });
}

/** A report link that names nothing to report: what happened, why (unless the link was just incomplete) and the way back. */
function BrokenReportLink({ refused, back }: { refused: { code: string; message: string }; back: string }) {
  const { t } = useTranslation("members");
  return (
    <div className="mx-auto grid max-w-xl justify-items-start gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold">{t("moderation.page.brokenTitle")}</h1>
      <p className="text-slate-700">{t("moderation.page.brokenLead")}</p>
      {refused.code === "BAD_REQUEST" ? null : <Alert tone="info">{refused.message}</Alert>}
      <Link to={back} className="mt-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t("moderation.page.back")}
      </Link>
    </div>
  );
}

export default function Report({ loaderData }: Route.ComponentProps) {
  if ("refused" in loaderData) return <BrokenReportLink refused={loaderData.refused} back={loaderData.back} />;
  return <ReportForm {...loaderData} />;
}

/** The report form, or its confirmation once sent. */
function ReportForm({ kind, name, back, sent }: { kind: "message" | "profile" | "review" | "course_review"; name: string; back: string; sent: boolean }) {
  const { t } = useTranslation("members");
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refused = failure && "ok" in failure && failure.ok === false ? failure : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">
        {t(
          kind === "message"
            ? "moderation.reportMessageTitle"
            : kind === "review" || kind === "course_review"
              ? "moderation.reportReviewTitle"
              : "moderation.reportProfileTitle",
          {
            name,
          },
        )}
      </h1>
      {sent ? (
        <div className="mt-6 grid justify-items-start gap-6">
          <Alert tone="success">{t("moderation.reported")}</Alert>
          <Link to={back} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("moderation.page.back")}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6 grid gap-4" noValidate>
          <ReportFields
            values={refused?.values}
            invalidField={refused?.field}
            error={refused?.error}
            busy={busy}
            cancel={
              <Link to={back} className="px-4 py-2 font-semibold text-brand-700 underline">
                {t("moderation.cancel")}
              </Link>
            }
          />
        </Form>
      )}
    </div>
  );
}
