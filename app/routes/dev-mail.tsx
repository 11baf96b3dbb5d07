import { data } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import { requestContext } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { devMailEnabled, listStoredMail } from "~/lib/mail/mail.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/dev-mail";

export function meta(args: Route.MetaArgs) {
  return [...localizedMeta(args, (t) => ({ title: t("devMail.title"), description: t("devMail.lead") })), { name: "robots", content: "noindex" }];
}

/** Stored mail, newest first; 404 when SMTP is configured or in production. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!devMailEnabled()) throw data(null, { status: 404 });
  const ctx = context.get(requestContext);
  const locale = ctx.locale;
  const mails = await listStoredMail(ctx, 50);
  return { locale, mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) };
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = dateFormatter(loaderData.locale as Locale, "medium-seconds");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("devMail.title")}</h1>
      <p className="mt-2 text-slate-700">{t("devMail.lead")}</p>
      {loaderData.mails.length === 0 ? <p className="mt-8">{t("devMail.empty")}</p> : null}
      <ol className="mt-8 space-y-6">
        {loaderData.mails.map((mail) => (
          <li key={mail.id} className="rounded-xl border border-slate-200 p-5 shadow-sm" data-testid="dev-mail">
            <h2 className="text-lg font-semibold">{mail.subject}</h2>
            <p className="mt-1 text-sm text-slate-700">
              {t("devMail.to")}: <span data-testid="dev-mail-to">{mail.to}</span> · {t("devMail.date")}: {format.format(new Date(mail.createdAt))}
            </p>
            {mail.links.length ? (
              <div className="mt-3">
                <p className="text-sm font-semibold">{t("devMail.links")}</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a className="break-all text-brand-700 underline" href={link}>
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <pre className="mt-3 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm">{mail.text}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
