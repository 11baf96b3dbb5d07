import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { getDb } from "~/db/client.server";
import { redirectAfterSignIn } from "~/features/accounts/after-sign-in.server";
import { verifyEmail } from "~/features/accounts/auth-flows.server";
import { isAppError } from "~/lib/errors";
import { callerOf } from "~/lib/route-helpers.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/verify";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.verify.title"), description: t("auth.verify.lead") }));
}

/** Completes the verification from the mailed link, signs the user in and lands them; a bad link explains itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { error: null };
  try {
    const result = await verifyEmail(getDb(), callerOf(request, context), token);
    if (!result.userId) return { error: null };
    return redirectAfterSignIn(getDb(), result.userId, result.setCookies, undefined);
  } catch (error) {
    if (isAppError(error)) return { error: error.message };
    throw error;
  }
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.verify.title")} lead={t("auth.verify.lead")}>
      {loaderData.error ? <Alert tone="error">{loaderData.error}</Alert> : <Alert tone="info">{t("auth.verify.instructions")}</Alert>}
      <Link to="/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("auth.backToLogin")}
      </Link>
    </AuthCard>
  );
}
