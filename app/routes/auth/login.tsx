import { useRef } from "react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { useClearPasswords } from "~/components/ui/use-clear-passwords";
import { redirectSignedInUser } from "~/features/accounts/anonymous-only.server";
import { EmailField } from "~/features/accounts/components/email-field";
import { resendVerification } from "~/features/accounts/registration.server";
import { completeTwoFactor, isDeletionPending, landingAfterSignIn, signIn } from "~/features/accounts/sign-in.server";
import { PASSWORD_CHANGED_PARAM } from "~/features/accounts/sign-in-notices";
import { cancelDeletion } from "~/features/privacy/account-deletion.server";
import { deletionCancelledNotice, deletionOffer } from "~/features/privacy/sign-in-offer.server";
import { requestContext } from "~/lib/context.server";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/login";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.login.title"), description: t("auth.login.lead") }));
}

/** A signed-in user is sent to their landing instead of the form. */
export function loader({ context }: Route.LoaderArgs) {
  return redirectSignedInUser(context.get(requestContext));
}

/** Password step, TOTP step, verification resend, and keeping an account whose deletion is scheduled (issue 25 §1). */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "resend") {
      await resendVerification(ctx, { email: values.email });
      return { ok: true as const, step: "resent" as const, email: values.email ?? "" };
    }
    if (values.intent === "keep-account") {
      const { setCookies } = await cancelDeletion(ctx);
      return data(
        { ok: true as const, step: "kept" as const, email: values.email ?? "", notice: deletionCancelledNotice(ctx.locale) },
        { headers: withCookies(setCookies) },
      );
    }
    const done =
      values.intent === "totp" ? await completeTwoFactor(ctx, { code: values.code }) : await signIn(ctx, { email: values.email, password: values.password });
    if (isDeletionPending(done)) {
      return data(
        { ok: true as const, step: "deletion" as const, email: values.email ?? "", offer: deletionOffer(ctx.locale, done.deleteAfter) },
        { headers: withCookies(done.setCookies) },
      );
    }
    if (!("userId" in done)) {
      return data({ ok: true as const, step: "totp" as const, email: values.email ?? "" }, { headers: withCookies(done.setCookies) });
    }
    throw redirect(await landingAfterSignIn(ctx, done.userId, values.redirectTo), { headers: withCookies(done.setCookies) });
  });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useClearPasswords(formRef, actionData);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const redirectTo = params.get("redirectTo") ?? "";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const totpStep = (actionData?.ok && actionData.step === "totp") || failed?.values?.intent === "totp";
  const email = (actionData?.ok ? actionData.email : failed?.values?.email) ?? "";

  if (actionData?.ok && actionData.step === "deletion") {
    const { offer } = actionData;
    return (
      <AuthCard title={offer.title} lead={offer.body}>
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="email" value={email} />
          <SubmitButton busy={busy} intent="keep-account">
            {busy ? offer.keeping : offer.keep}
          </SubmitButton>
        </Form>
        <p className="mt-4 text-center text-sm">
          <Link to="/" className="text-brand-700 underline">
            {offer.leave}
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (totpStep) {
    return (
      <AuthCard title={t("auth.totp.title")} lead={t("auth.totp.lead")}>
        {failed ? <Alert tone="error">{failed.error}</Alert> : null}
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField label={t("auth.totp.code")} name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus required hint={t("auth.totp.hint")} />
          <SubmitButton busy={busy} intent="totp">
            {t("auth.totp.submit")}
          </SubmitButton>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.login.title")} lead={t("auth.login.lead")}>
      {actionData?.ok && actionData.step === "resent" ? <Alert tone="success">{t("auth.checkEmail.resent")}</Alert> : null}
      {actionData?.ok && actionData.step === "kept" ? <Alert tone="success">{actionData.notice}</Alert> : null}
      {!actionData && params.get(PASSWORD_CHANGED_PARAM) === "1" ? <Alert tone="success">{t("auth.reset.done")}</Alert> : null}
      {failed ? (
        <Alert tone="error">
          <strong>{failed.error}</strong>
          {failed.code === "LOGIN_FAILED" ? <span className="block">{t("auth.login.failedHint")}</span> : null}
        </Alert>
      ) : null}
      {failed?.code === "EMAIL_NOT_VERIFIED" ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="email" value={email} />
          <button type="submit" name="intent" value="resend" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50">
            {t("auth.checkEmail.resend")}
          </button>
        </Form>
      ) : null}
      <Form ref={formRef} method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField defaultValue={email} invalid={failed?.code === "LOGIN_FAILED" || failed?.field === "email"} />
        <TextField
          label={t("auth.fields.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={failed?.code === "LOGIN_FAILED" || failed?.field === "password" ? true : undefined}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-brand-700 underline">
            {t("auth.login.forgot")}
          </Link>
        </div>
        <SubmitButton busy={busy} intent="login">
          {busy ? t("auth.login.submitting") : t("auth.login.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("auth.login.noAccount")}{" "}
        <Link to="/register" className="font-semibold text-brand-700 underline">
          {t("nav.join")}
        </Link>
      </p>
    </AuthCard>
  );
}
