import { Form, redirect, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { totpDisplay } from "~/features/accounts/totp-display.server";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "~/features/accounts/two-factor.server";
import { requestContext, requireActor } from "~/lib/context.server";
import { formFailure } from "~/lib/error-answer.server";
import { AppError } from "~/lib/errors";
import { flashCookie } from "~/lib/flash.server";
import { useTranslation } from "~/lib/i18n/react";
import { formValues, readForm } from "~/lib/request-body.server";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/two-factor-setup";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.twoFactor.title"), description: t("auth.twoFactor.lead") }));
}

/** Whether 2FA is on for the signed-in user. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => ({ enabled: requireActor(ctx).twoFactorEnabled }));
}

type Pending = { totpURI: string; backupCodes: string[] };

/** The confirm step's view of a started setup, or null when what was posted back is not one. */
async function pendingView(pending: Pending) {
  const display = await totpDisplay(pending.totpURI);
  if (!display) return null;
  const backupCodes = pending.backupCodes.slice(0, 20).map((code) => code.slice(0, 32));
  return { ok: true as const, step: "confirm" as const, totpURI: pending.totpURI, backupCodes, ...display };
}

/** start: password → QR, key and backup codes; confirm: first code turns 2FA on; disable: password turns it off. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  let values: Record<string, string> | undefined;
  try {
    const form = await readForm(request);
    values = formValues(form);
    if (values.intent === "start") {
      const view = await pendingView(await startTwoFactor(ctx, values));
      if (!view) throw new AppError("TOTP_SETUP_FAILED", 502);
      return view;
    }
    if (values.intent === "confirm") {
      let cookies: string[];
      try {
        cookies = await confirmTwoFactor(ctx, values);
      } catch (error) {
        const pending = { totpURI: values.totpURI ?? "", backupCodes: form.getAll("backupCodes").map(String) };
        const answer = formFailure(ctx, error, values);
        return { ...answer.data, pending: await pendingView(pending) };
      }
      return redirect("/settings/security", { headers: withCookies([...cookies, flashCookie("auth.twoFactor.enabled")]) });
    }
    if (values.intent === "disable") {
      const cookies = await disableTwoFactor(ctx, values);
      return redirect("/settings/security", { headers: withCookies([...cookies, flashCookie("auth.twoFactor.disabled")]) });
    }
    throw new AppError("UNKNOWN_INTENT", 400);
  } catch (error) {
    return formFailure(ctx, error, values);
  }
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const pending = actionData && "step" in actionData ? actionData : actionData && "pending" in actionData ? actionData.pending : null;
  const error = actionData && "error" in actionData ? actionData.error : undefined;

  if (loaderData.enabled) {
    return (
      <AuthCard title={t("auth.twoFactor.title")} lead={t("auth.twoFactor.onLead")}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <TextField label={t("auth.fields.currentPassword")} name="password" type="password" autoComplete="current-password" required />
          <button
            type="submit"
            name="intent"
            value="disable"
            disabled={busy}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            {t("auth.twoFactor.disable")}
          </button>
        </Form>
      </AuthCard>
    );
  }

  if (pending) {
    return (
      <AuthCard title={t("auth.twoFactor.title")} lead={t("auth.twoFactor.scanLead")}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <img src={pending.qrDataUrl} alt={t("auth.twoFactor.qrAlt")} width={220} height={220} className="mx-auto mt-4" />
        <p className="mt-4 text-sm text-slate-700">{t("auth.twoFactor.manualKey")}</p>
        <p className="mt-1 break-all rounded-md bg-slate-100 p-3 font-mono text-sm" data-testid="totp-manual-key">
          {pending.manualKey}
        </p>
        <h2 className="mt-6 text-lg font-semibold">{t("auth.twoFactor.backupTitle")}</h2>
        <p className="text-sm text-slate-700">{t("auth.twoFactor.backupLead")}</p>
        <ul className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
          {pending.backupCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="totpURI" value={pending.totpURI} />
          {pending.backupCodes.map((code) => (
            <input key={code} type="hidden" name="backupCodes" value={code} />
          ))}
          <TextField label={t("auth.totp.code")} name="code" inputMode="numeric" autoComplete="one-time-code" required hint={t("auth.totp.hint")} />
          <SubmitButton busy={busy} intent="confirm">
            {t("auth.twoFactor.confirm")}
          </SubmitButton>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.twoFactor.title")} lead={t("auth.twoFactor.lead")}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <TextField label={t("auth.fields.currentPassword")} name="password" type="password" autoComplete="current-password" required />
        <SubmitButton busy={busy} intent="start">
          {t("auth.twoFactor.start")}
        </SubmitButton>
      </Form>
      <Link to="/settings/security" className="mt-6 inline-block text-sm text-brand-700 underline">
        {t("auth.security.title")}
      </Link>
    </AuthCard>
  );
}
