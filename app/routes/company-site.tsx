import { data, isRouteErrorResponse, redirect, useActionData, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { SiteContactForm } from "~/features/company-sites/components/site-contact-form";
import { SitePage } from "~/features/company-sites/components/site-page";
import { formStamp, sendSiteInquiry } from "~/features/company-sites/site-inquiry.server";
import { publicSite } from "~/features/company-sites/site-page.server";
import { siteSchema } from "~/features/company-sites/site-schema.server";
import { siteTexts } from "~/features/company-sites/site-texts.server";
import { pageShareImage } from "~/features/share-cards/cards.server";
import { env } from "~/lib/env.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/company-site";

/**
 * The site is the company's own page: no RedAV header or footer around it (root Layout); it speaks its
 * own language (decision 045); whole without JavaScript, a visitor gets it without scripts (decision 081).
 */
export const handle: TranslationHandle & ScriptlessHandle & { standalone: true } = { namespaces: ["sites"], standalone: true, scriptless: true };

/** Title, description, Open Graph with the site's share card, the canonical address and the company's JSON-LD; a draft preview is never indexed. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }, { name: "robots", content: "noindex" }];
  const { view, preview, schema, shareImage } = loaderData;
  const name = view.data.title || view.companyName;
  const tags = pageMeta({
    title: name,
    description: view.data.description || view.data.hero.subtitle || name,
    origin: root?.origin ?? "",
    path: `/empresa/${view.slug}`,
    locale: root?.locale,
    image: shareImage,
  });
  return preview ? [...tags, { name: "robots", content: "noindex" }] : [...tags, { "script:ld+json": schema }];
}

/**
 * `/empresa/{slug}` (spec §2, §5): a company's published site, page-cached for visitors; with
 * `?vista-previa={token}` its draft, never cached; a former address answers 301 to the current one.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const token = new URL(request.url).searchParams.get("vista-previa");
    const answer = await publicSite(ctx, params.slug, token);
    if (answer.kind === "redirect") throw redirect(answer.to, 301);
    const page = {
      view: answer.view,
      preview: answer.preview,
      texts: siteTexts(answer.view.language),
      startedAt: formStamp(ctx.now()),
      schema: siteSchema(answer.view, new URL(env().PUBLIC_URL).origin),
      shareImage: answer.preview ? null : await pageShareImage(ctx, "company", answer.view.slug),
    };
    return answer.preview ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
  });
}

/** A preview answers with its own Cache-Control (never cached); a published site with the usual. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}

/** The contact form: a person's message reaches the company's inbox and e-mail; a bot gets the same answer. */
export function action({ params, request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await sendSiteInquiry(ctx, params.slug, values);
    return { ok: true as const, sent: true as const };
  });
}

/** On client navigations, the sites' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("sites", serverLoader);
}

export default function CompanySite({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("sites");
  const posted = useActionData<typeof action>();
  const { view, preview, texts, startedAt } = loaderData;
  const banner = preview ? (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {t("previewBanner")}
    </p>
  ) : null;
  return (
    <SitePage
      view={view}
      texts={texts}
      banner={banner}
      contactForm={(theme) => (
        <SiteContactForm action={`/empresa/${view.slug}`} startedAt={startedAt} theme={theme} disabled={preview} posted={posted ?? undefined} />
      )}
    />
  );
}

/**
 * Spec §2 states: not found ('Página no encontrada' and 'Volver al inicio'), or 'Error al cargar la
 * página' with a retry, a link that loads this address again as a whole document (no JavaScript needed).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("sites");
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? t("notFound.title") : t("loadError.title")}</h1>
      <p className="mt-4 text-slate-700">{notFound ? t("notFound.body") : t("loadError.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <a href={`${location.pathname}${location.search}`} className="rounded-md border border-slate-400 px-5 py-2.5 font-semibold hover:bg-slate-50">
            {t("loadError.retry")}
          </a>
        )}
        <Link to="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}
