import { data, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { Link } from "~/components/ui/link";
import { verifyEmail } from "~/features/accounts/registration.server";
import { landingAfterSignIn } from "~/features/accounts/sign-in.server";
import { requestContext } from "~/lib/context.server";
import { errorMessage } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import { useTranslation } from "~/lib/i18n/react";
import { localizedMeta } from "~/lib/route-meta";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/verify";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.verify.title"), description: t("auth.verify.lead") }));
}

/**
 * Completes the verification from the mailed link, signs the user in and lands them; a bad link
 * explains itself, and somebody already signed in keeps their own session and is told so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { error: null, keptSession: false };
  try {
    const result = await verifyEmail(ctx, token);
    if (result.keptCurrentSession || !result.userId) return { error: null, keptSession: result.keptCurrentSession };
    throw redirect(await landingAfterSignIn(ctx, result.userId, undefined), { headers: withCookies(result.setCookies) });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: errorMessage(error, ctx.locale), keptSession: false }, { status: error.status });
  }
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.verify.title")} lead={t("auth.verify.lead")}>
      {loaderData.error ? (
        <Alert tone="error">{loaderData.error}</Alert>
      ) : (
        <Alert tone="info">{loaderData.keptSession ? t("auth.verify.keptSession") : t("auth.verify.instructions")}</Alert>
      )}
      <Link to="/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("auth.backToLogin")}
      </Link>
    </AuthCard>
  );
}
