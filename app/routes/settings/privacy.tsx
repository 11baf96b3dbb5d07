import { useEffect } from "react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { showToast } from "~/components/ui/toast";
import { listBlocked, unblock } from "~/features/moderation/blocks.server";
import { scheduleDeletion } from "~/features/privacy/account-deletion.server";
import { DeletionPanel } from "~/features/privacy/components/deletion-panel";
import { ExportPanel } from "~/features/privacy/components/export-panel";
import { KeptData } from "~/features/privacy/components/kept-data";
import { RequestsPanel } from "~/features/privacy/components/requests-panel";
import { myExports, requestExport } from "~/features/privacy/data-exports.server";
import { deletionPausesListings } from "~/features/privacy/policy";
import { fileRequest, myPrivacyRequests } from "~/features/privacy/privacy-requests.server";
import { flashCookie } from "~/lib/flash.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { cutText } from "~/lib/text";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/privacy";

export const handle: TranslationHandle = { namespaces: ["members", "privacy"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:moderation.privacy.title"), description: t("privacy:page.rightsLead") }));
}

/** The privacy centre: a page (`?pagina=N`) of the accounts the user blocked, their data copies, their privacy requests, and what deleting the account needs. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("pagina") ?? "1", 10) || 1;
  return loaderAnswer(context, async (ctx) => {
    const [blocked, exports, requests] = await Promise.all([listBlocked(ctx, page), myExports(ctx), myPrivacyRequests(ctx)]);
    return {
      ...blocked,
      exports,
      requests,
      twoFactor: ctx.actor?.twoFactorEnabled === true,
      company: ctx.actor !== null && deletionPausesListings(ctx.actor),
      locale: ctx.locale,
    };
  });
}

/** On client navigations, the members' and privacy translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["members", "privacy"], serverLoader);
}

/**
 * The page's forms, each by its intent: a copy of the data, a privacy request, the account's
 * deletion (signed out at once, sent home with the date), or lifting one of the user's own blocks.
 */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "export") {
      await requestExport(ctx);
      return { ok: true as const, done: "export" as const };
    }
    if (values.intent === "request") {
      const filed = await fileRequest(ctx, { kind: values.kind, details: values.details });
      return { ok: true as const, done: "request" as const, due: filed.dueAt };
    }
    if (values.intent === "delete") {
      const { deleteAfter, setCookies } = await scheduleDeletion(ctx, { password: values.password, code: values.code });
      const date = new Intl.DateTimeFormat(ctx.locale, { dateStyle: "long", timeZone: "America/Montevideo" }).format(deleteAfter);
      throw redirect("/", { headers: withCookies([...setCookies, flashCookie("errors:ACCOUNT_DELETION_PENDING", { date })]) });
    }
    await unblock(ctx, values.userId);
    return { ok: true as const, done: "unblock" as const, name: cutText(values.name ?? "", 200) };
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const intent = navigation.formData?.get("intent");
  const { items, total, page, pages, locale, exports, requests, twoFactor, company } = loaderData;
  const failedIntent = answer?.ok === false ? answer.values?.intent : undefined;
  const failure = (forIntent: string | undefined) => (answer?.ok === false && failedIntent === forIntent ? answer : null);
  useEffect(() => {
    if (answer?.ok && answer.done === "unblock") showToast(t("moderation.privacy.unblocked", { name: answer.name }));
  }, [answer, t]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("moderation.privacy.title")}</h1>
      <p className="mt-2 text-slate-700">{t("privacy:page.rightsLead")}</p>
      <nav aria-label={t("privacy:page.nav")} className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href="#datos" className="text-brand-700 underline">
          {t("privacy:export.title")}
        </a>
        <a href="#solicitudes" className="text-brand-700 underline">
          {t("privacy:requests.title")}
        </a>
        <a href="#privacidad-bloqueos" className="text-brand-700 underline">
          {t("moderation.privacy.blockedTitle")}
        </a>
        <a href="#que-guardamos" className="text-brand-700 underline">
          {t("privacy:kept.title")}
        </a>
        <a href="#eliminar" className="text-brand-700 underline">
          {t("privacy:deletion.title")}
        </a>
      </nav>
      <ExportPanel exports={exports} locale={locale} busy={busy && intent === "export"} answer={answer?.ok && answer.done === "export" ? "requested" : null} />
      {failure("export") ? (
        <div className="mt-2">
          <Alert tone="error">{failure("export")?.error}</Alert>
        </div>
      ) : null}
      <RequestsPanel
        requests={requests}
        locale={locale}
        busy={busy && intent === "request"}
        sentDue={answer?.ok && answer.done === "request" ? answer.due : null}
        failure={failure("request")}
      />
      <section aria-labelledby="privacidad-bloqueos" className="mt-8 rounded-xl border border-slate-200 p-6">
        <h2 id="privacidad-bloqueos" className="scroll-mt-20 text-xl font-semibold">
          {t("moderation.privacy.blockedTitle")}
        </h2>
        {failure(undefined) ? (
          <div className="mt-4">
            <Alert tone="error">{failure(undefined)?.error}</Alert>
          </div>
        ) : null}
        {items.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("moderation.privacy.empty")}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">{t("moderation.privacy.total", { count: total })}</p>
            <ul className="mt-4 divide-y divide-slate-200" aria-labelledby="privacidad-bloqueos">
              {items.map((member) => (
                <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium">{member.name}</p>
                    <p className="text-sm text-slate-700">{t("moderation.privacy.since", { date: formatLongDate(member.blockedAt, locale) })}</p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="userId" value={member.id} />
                    <input type="hidden" name="name" value={member.name} />
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={t("moderation.unblockAria", { name: member.name })}
                      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
                    >
                      {t("moderation.unblock")}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </>
        )}
        <Pager page={page} pages={pages} linkTo={(target) => `?pagina=${target}`} labels={pagerLabels(t, "moderation.privacy", page, pages)} />
      </section>
      <KeptData />
      <DeletionPanel twoFactor={twoFactor} company={company} busy={busy && intent === "delete"} failure={failure("delete")} />
      <Link to="/settings/security" className="mt-6 inline-block text-brand-700 underline">
        {t("moderation.privacy.security")}
      </Link>
    </div>
  );
}
