import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { showToast } from "~/components/ui/toast";
import { listBlocked, unblock } from "~/features/moderation/blocks.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { cutText } from "~/lib/text";
import type { Route } from "./+types/privacy";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:moderation.privacy.title"), description: t("members:moderation.privacy.lead") }));
}

/** A page (`?pagina=N`) of the accounts the signed-in user blocked, newest first. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("pagina") ?? "1", 10) || 1;
  return loaderAnswer(context, async (ctx) => ({ ...(await listBlocked(ctx, page)), locale: ctx.locale }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Lifts one of the user's own blocks (the service only ever deletes the signed-in user's blocks). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await unblock(ctx, values.userId);
    return { ok: true as const, name: cutText(values.name ?? "", 200) };
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const done = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { items, total, page, pages, locale } = loaderData;
  useEffect(() => {
    if (done?.ok) showToast(t("moderation.privacy.unblocked", { name: done.name }));
  }, [done, t]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("moderation.privacy.title")}</h1>
      <p className="mt-2 text-slate-700">{t("moderation.privacy.lead")}</p>
      {done?.ok === false ? (
        <div className="mt-4">
          <Alert tone="error">{done.error}</Alert>
        </div>
      ) : null}
      <section aria-labelledby="privacidad-bloqueos" className="mt-8 rounded-xl border border-slate-200 p-6">
        <h2 id="privacidad-bloqueos" className="text-xl font-semibold">
          {t("moderation.privacy.blockedTitle")}
        </h2>
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
      <Link to="/settings/security" className="mt-6 inline-block text-brand-700 underline">
        {t("moderation.privacy.security")}
      </Link>
    </div>
  );
}
