import { I18nextProvider } from "react-i18next";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorScreen } from "~/components/shell/error-screen";
import { FlashToast } from "~/components/shell/flash-toast";
import { HydrationMarker } from "~/components/shell/hydration-marker";
import { NavigationLoading } from "~/components/shell/navigation-loading";
import { NotFoundScreen } from "~/components/shell/not-found-screen";
import { ScrollToTop } from "~/components/shell/scroll-to-top";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { ToastHost } from "~/components/ui/toast-host";
import { accessMiddleware } from "~/features/accounts/access-middleware.server";
import { landingPath } from "~/features/accounts/landing";
import { env } from "~/lib/env.server";
import { readFlash } from "~/lib/flash.server";
import { i18nFor } from "~/lib/i18n/instances";
import { detectLocale } from "~/lib/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";
import { useNonce } from "~/lib/nonce";
import { optionalUser } from "~/lib/route-helpers.server";

/** Every request: resolve the session user once and enforce the spec §6 access table. */
export const middleware: Route.MiddlewareFunction[] = [accessMiddleware];

/** Locale, public origin, pending one-time message and the header's view of the user. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = optionalUser(context);
  const flash = readFlash(request);
  const body = {
    locale: detectLocale(request),
    origin: new URL(env().PUBLIC_URL).origin,
    flash: flash?.message ?? null,
    user: user ? { displayName: user.displayName, home: landingPath(user) } : null,
  };
  return flash ? data(body, { headers: { "Set-Cookie": flash.clear } }) : body;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The document: header, main, footer, toasts and the loading overlay around every page. */
export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = root?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(locale)}>
          <SiteHeader user={root?.user ?? null} />
          <main id="contenido-principal" className="min-h-[70vh] pt-16">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <ToastHost />
          <FlashToast message={root?.flash ?? null} />
          <NavigationLoading />
          <ScrollToTop />
          <HydrationMarker />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** 404 answers show the not-found screen; anything else shows 'Algo salió mal'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
}
