import { Form } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { revokeOwnSession, securityOverview } from "~/features/accounts/sessions.server";
import { deviceLabel } from "~/lib/device-label";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/security";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.security.title"), description: t("auth.security.lead") }));
}

/** The user's active sessions (this one marked), 2FA status and where to change the password. */
export async function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({
    ...(await securityOverview(ctx)),
    locale: ctx.locale,
    changePasswordPath: "/settings/security/change-password",
  }));
}

/** Revokes one of the user's other sessions. */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await revokeOwnSession(ctx, { sessionId: values.sessionId });
    return { ok: true as const };
  });
}

export default function Security({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = dateFormatter(loaderData.locale, "medium-time");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("auth.security.title")}</h1>
      <p className="mt-2 text-slate-700">{t("auth.security.lead")}</p>

      <section aria-labelledby="seguridad-password" className="mt-8 rounded-xl border border-slate-200 p-6">
        <h2 id="seguridad-password" className="text-xl font-semibold">
          {t("auth.security.passwordTitle")}
        </h2>
        <Link to={loaderData.changePasswordPath} className="mt-3 inline-block font-semibold text-brand-700 underline">
          {t("auth.changePassword.title")}
        </Link>
      </section>

      <section aria-labelledby="seguridad-2fa" className="mt-6 rounded-xl border border-slate-200 p-6">
        <h2 id="seguridad-2fa" className="text-xl font-semibold">
          {t("auth.security.twoFactorTitle")}
        </h2>
        <p className="mt-2" data-testid="two-factor-status">
          {loaderData.twoFactorEnabled ? t("auth.security.twoFactorOn") : t("auth.security.twoFactorOff")}
        </p>
        <Link to="/settings/security/2fa-setup" className="mt-3 inline-block font-semibold text-brand-700 underline">
          {loaderData.twoFactorEnabled ? t("auth.security.twoFactorManage") : t("auth.security.twoFactorEnable")}
        </Link>
      </section>

      <section aria-labelledby="seguridad-privacidad" className="mt-6 rounded-xl border border-slate-200 p-6">
        <h2 id="seguridad-privacidad" className="text-xl font-semibold">
          {t("nav.privacy")}
        </h2>
        <Link to="/settings/privacy" className="mt-3 inline-block font-semibold text-brand-700 underline">
          {t("auth.security.privacyLink")}
        </Link>
      </section>

      <section aria-labelledby="seguridad-sesiones" className="mt-6 rounded-xl border border-slate-200 p-6">
        <h2 id="seguridad-sesiones" className="text-xl font-semibold">
          {t("auth.security.sessionsTitle")}
        </h2>
        <ul className="mt-4 divide-y divide-slate-200">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{deviceLabel(session.userAgent) || t("auth.security.unknownDevice")}</p>
                <p className="text-sm text-slate-700">
                  {format.format(new Date(session.createdAt))} · {session.ipAddress ?? "—"}
                  {session.current ? ` · ${t("auth.security.thisSession")}` : ""}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button type="submit" className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
                    {t("auth.security.revoke")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
