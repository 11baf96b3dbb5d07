import { useTranslation } from "react-i18next";
import { data, Link, useActionData } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { getDb } from "~/db/client.server";
import type { NewsletterActionData } from "~/features/newsletter/components/newsletter-form";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { env } from "~/lib/env.server";
import { isAppError } from "~/lib/errors";
import { requestTranslator } from "~/lib/request-locale.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/newsletter";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("footer.newsletterTitle"), description: t("footer.newsletterBody") }));
}

/** Subscribes the posted e-mail; a bad address answers 400 with a translated message. */
export async function action({ request }: Route.ActionArgs) {
  const { locale, t } = requestTranslator(request);
  const form = await request.formData();
  try {
    await subscribeToNewsletter(getDb(), { email: form.get("email") }, locale, env().PUBLIC_URL);
    return { ok: true } satisfies NewsletterActionData;
  } catch (error) {
    if (isAppError(error)) {
      const message = error.code === "INVALID_EMAIL" ? t("footer.invalidEmail") : t("footer.subscribeFailed");
      return data({ ok: false, error: message } satisfies NewsletterActionData, { status: error.status });
    }
    throw error;
  }
}

export default function NewsletterResult() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHero heading={t("footer.newsletterTitle")} lead={t("footer.newsletterBody")} />
      <div className="mx-auto max-w-3xl px-4 py-12" role="status">
        <p className="text-lg">{result ? (result.ok ? t("footer.subscribed") : result.error) : t("footer.newsletterBody")}</p>
        <Link to="/" className="mt-6 inline-block text-brand-700 underline">
          {t("notFound.home")}
        </Link>
      </div>
    </>
  );
}
