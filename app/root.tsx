import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { ToastHost } from "~/components/ui/toast-host";
import { landingPath } from "~/features/accounts/landing";
import { requestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { readFlash } from "~/lib/flash.server";
import { i18nFor } from "~/lib/i18n/instances";
import { suggestedLocale } from "~/lib/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { siteParams } from "~/lib/i18n/site-params";
import { shownText } from "~/lib/i18n/stored-text";
import { useNonce } from "~/lib/nonce";
import { accountLinks } from "~/shell/account-links";
import { ErrorScreen } from "~/shell/error-screen";
import { FlashToast } from "~/shell/flash-toast";
import { headerCounts, sessionCountsContext } from "~/shell/header-counts.server";
import { HydrationMarker } from "~/shell/hydration-marker";
import { type LanguageOffer, LanguageSuggestion } from "~/shell/language-suggestion";
import { NavigationLoading } from "~/shell/navigation-loading";
import { isNetworkFailure } from "~/shell/network-failure";
import { NotFoundScreen } from "~/shell/not-found-screen";
import { useHeldOfflineNavigation } from "~/shell/offline-navigation";
import { OfflineScreen } from "~/shell/offline-screen";
import { buildRequestContext } from "~/shell/request-context.server";
import { isScriptlessDocument, registersServiceWorkerWithoutScripts } from "~/shell/scriptless";
import { ScrollToTop } from "~/shell/scroll-to-top";
import { InlineServiceWorkerRegistration, ServiceWorkerRegistration } from "~/shell/service-worker-registration";
import { SiteFooter } from "~/shell/site-footer";
import { SiteHeader } from "~/shell/site-header";
import { SiteStylesheet } from "~/shell/site-stylesheet";
import { StaticFlash } from "~/shell/static-flash";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";

/** The stylesheet as a link in development only: production documents carry it through SiteStylesheet. */
export const links: Route.LinksFunction = () => (import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetHref }] : []);

/** Every request: one context (database, actor, IP, locale, clock) for every loader and action; guards live on the route layouts. */
export const middleware: Route.MiddlewareFunction[] = [buildRequestContext];

/** Locale, public origin, pending one-time message (translated from its key) and the header's view of the user (with the account menu's pages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { actor, locale } = ctx;
  const flash = readFlash(request.headers);
  const home = actor ? landingPath(actor) : null;
  const i18n = serverI18n(locale);
  const body = {
    locale,
    languageOffer: languageOffer(request.headers),
    origin: new URL(env().PUBLIC_URL).origin,
    flash: flash?.key && i18n.exists(flash.key) ? i18n.t(flash.key, flash.params) : null,
    user:
      actor && home
        ? {
            displayName: shownText(i18n.t, actor.displayName),
            home,
            unread: await headerCounts(ctx, context.get(sessionCountsContext)),
            links: accountLinks(actor, home),
          }
        : null,
  };
  return flash ? data(body, { headers: { "Set-Cookie": flash.clear } }) : body;
}

/** The dismissible offer of the browser's language to a visitor who never chose one (Spanish is served meanwhile). */
function languageOffer(headers: Headers): LanguageOffer | null {
  const offered = suggestedLocale(headers.get("cookie"), headers.get("accept-language"));
  if (!offered) return null;
  const { t } = serverI18n(offered);
  return {
    locale: offered,
    label: t("languageSuggestion.label"),
    text: t("languageSuggestion.text"),
    switchLabel: t("languageSuggestion.switch"),
    dismissLabel: t("languageSuggestion.dismiss"),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The document: header, main, footer, toasts and the loading overlay around every page. A visitor's
 * document of a page that works without JavaScript (its route's `handle.scriptless`) carries no
 * script at all: no router, no hydration data, no scroll restoration (issue 43 §3).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = root?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  const handles = useMatches().map((match) => match.handle);
  // A company's site (/empresa/{slug}) is the company's own page: no RedAV header or footer.
  const standalone = handles.some((handle) => (handle as { standalone?: boolean } | undefined)?.standalone === true);
  const scriptless = isScriptlessDocument(handles, Boolean(root?.user));
  return (
    <html lang={locale} data-site={JSON.stringify(siteParams())} data-scriptless={scriptless ? "true" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <SiteStylesheet signedIn={Boolean(root?.user)} />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider translator={i18nFor(locale)}>
          {standalone ? null : <SiteHeader user={root?.user ?? null} />}
          <main id="contenido-principal" className={standalone ? "" : "min-h-[70vh] pt-16"}>
            <LanguageSuggestion offer={root?.languageOffer ?? null} />
            {children}
          </main>
          {standalone ? null : <SiteFooter locale={locale} />}
          {scriptless ? (
            <>
              <StaticFlash message={root?.flash ?? null} />
              {registersServiceWorkerWithoutScripts(handles) ? <InlineServiceWorkerRegistration nonce={nonce} /> : null}
            </>
          ) : (
            <>
              <ToastHost />
              <FlashToast message={root?.flash ?? null} />
              <NavigationLoading />
              <ScrollToTop />
              <HydrationMarker />
              <ServiceWorkerRegistration />
            </>
          )}
        </TranslationProvider>
        {scriptless ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The page; a link followed while the browser is offline shows 'Sin conexión' in its place, with the link's address to retry. */
export default function App() {
  const held = useHeldOfflineNavigation();
  return held ? <OfflineScreen href={held.href} onRetry={held.release} /> : <Outlet />;
}

/** The message of a 4xx (or a 503 'service unavailable') route error answered by loaderFailure (`{ error: { message } }`), if any. */
function routeErrorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || (error.status >= 500 && error.status !== 503)) return null;
  const message = (error.data as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" ? message : null;
}

/** 404 answers show the not-found screen; a navigation that could not reach the server shows 'Sin conexión'; other 4xx and a 503 show their message; anything else shows 'Algo salió mal'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (!isRouteErrorResponse(error) && isNetworkFailure(error)) return <OfflineScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen message={routeErrorMessage(error)} />;
}
