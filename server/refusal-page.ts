import stylesheetHref from "~/app.css?url";
import { escapeHtml } from "~/lib/html";
import type { Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { serverSiteParams } from "~/lib/i18n/site-params.server";

/**
 * The page of a request refused before React Router runs (a form from another origin, a body too
 * large, a method the site does not take): the error screen's look and words, the site's
 * stylesheet (linked: it is immutable and usually cached) and a way home, in the visitor's language.
 */
export function refusalPage(locale: Locale, message: string): string {
  const { t } = serverI18n(locale);
  const title = escapeHtml(t("common:errorBoundary.title"));
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${title} · ${escapeHtml(serverSiteParams().siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}" />
</head>
<body>
<main id="contenido-principal" class="min-h-[70vh] pt-16">
<section class="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
<h1 class="text-3xl font-bold">${title}</h1>
<p class="mt-4 text-slate-700">${escapeHtml(message)}</p>
<a href="/" class="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">${escapeHtml(t("common:notFound.home"))}</a>
</section>
</main>
</body>
</html>`;
}
