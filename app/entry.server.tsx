import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { explained } from "~/lib/error-answer.server";
import { ServiceUnavailable, UNAVAILABLE_RETRY_SECONDS } from "~/lib/errors";
import "~/lib/i18n/resources.server";
import { routeNamespaces } from "~/lib/i18n/i18n";
import { asLocale, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { logger } from "~/lib/logger.server";
import { NonceProvider } from "~/lib/nonce";
import { nonceContext } from "~/lib/transport-context";
import { markOutage } from "~/shell/outages.server";
import { PreloadTranslations } from "~/shell/preload-translations.server";
import { isScriptlessDocument } from "~/shell/scriptless";
import { StylesheetProvider } from "~/shell/site-stylesheet";
import { stylesheetText } from "~/shell/stylesheet.server";

/** How long a streamed render may take before pending boundaries are cut off. */
export const streamTimeout = 5_000;

/**
 * Logs what failed on the server. A refusal React Router answers itself (405 for a method a route
 * has no handler for, 404 for no route) is the client's mistake: it is answered, not logged with a stack.
 * A database that could not be reached is one warning line; anything else one error line, both JSON.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  if (explained(error) instanceof ServiceUnavailable) {
    markOutage(request);
    return;
  }
  logger.error({ err: error, method: request.method }, "route error");
};

/**
 * Renders a document request with the CSP nonce, whole: no loader defers data, so the page is sent as
 * one buffer (a quarter less CPU than streaming it through web streams; decision 025).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page's only 503 is the database outage (the route error's own headers do not reach the document).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
  const nonce = loadContext.get(nonceContext);
  const rootData = routerContext.staticHandlerContext.loaderData.root as { locale?: string; user?: unknown } | undefined;
  const locale = asLocale(rootData?.locale) ?? DEFAULT_LOCALE;
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  const namespaces = routeNamespaces(handles);
  // A document without scripts (issue 43 §3) preloads no translation module either.
  const scriptless = isScriptlessDocument(handles, Boolean(rootData?.user));
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheetText()}>
          {scriptless ? null : <PreloadTranslations locale={locale} nonce={nonce} extra={namespaces} />}
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(deadline);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    const deadline = setTimeout(abort, streamTimeout + 1000);
  });
}
