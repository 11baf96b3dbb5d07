import { useActionData } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import type { NewsletterActionData } from "~/features/newsletter/components/newsletter-form";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { requestContext } from "~/lib/context.server";
import { formFailure } from "~/lib/error-answer.server";
import { useTranslation } from "~/lib/i18n/react";
import { formValues, readForm } from "~/lib/request-body.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/newsletter";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("footer.newsletterTitle"), description: t("footer.newsletterBody") }));
}

/** Subscribes the posted e-mail; a bad address or body answers 4xx with a translated message. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  try {
    await subscribeToNewsletter(ctx, formValues(await readForm(request)));
    return { ok: true } satisfies NewsletterActionData;
  } catch (error) {
    return formFailure(ctx, error);
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
