import type { MiddlewareFunction } from "react-router";
import { resolveActor } from "~/features/accounts/actor.server";
import { requestContext } from "~/lib/context.server";
import { ServiceUnavailable } from "~/lib/errors";
import { detectLocale } from "~/lib/i18n/locale.server";
import { clientIpContext, databaseContext } from "~/lib/transport-context";
import { COUNTED_API_PATHS, sessionCountsContext } from "./header-counts.server";
import { outageAnswer } from "./outage-answer.server";
import { wasOutage } from "./outages.server";

/**
 * Root middleware: builds the one request context (database, actor, IP, locale, headers, clock)
 * before any loader or action runs; passes on the session's rolling-renewal cookies and marks every
 * signed-in answer `Cache-Control: no-store` (except public immutable files). A database that cannot
 * be reached (for the session, or in an API route) is answered 503 with `Retry-After`, never a 500.
 */
export const buildRequestContext: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const db = context.get(databaseContext);
  const headers = request.headers;
  // A page's GET (its document or its data) shows the header's counts: they are read with the session, as for the API reads
  // that answer a count. Other API calls and actions never need them.
  const pathname = new URL(request.url).pathname;
  const page = request.method === "GET" && (!pathname.startsWith("/api/") || COUNTED_API_PATHS.has(pathname));
  let resolved: Awaited<ReturnType<typeof resolveActor>>;
  try {
    resolved = await resolveActor(db, headers, new Date(), { withCounts: page });
  } catch (error) {
    return outageAnswer(request, error);
  }
  const { actor, setCookies, unread } = resolved;
  context.set(sessionCountsContext, unread);
  context.set(requestContext, {
    db,
    actor,
    ip: context.get(clientIpContext),
    locale: detectLocale(headers.get("cookie")),
    headers,
    now: () => new Date(),
  });
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    return outageAnswer(request, error);
  }
  // A route that failed for want of a database (its error reached the error hook) is answered as the outage it is.
  if (wasOutage(request)) return outageAnswer(request, new ServiceUnavailable());
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  // A public, immutable file (a photo of /files) stays cacheable for a member too, unless this answer renews the session.
  const publicFile = /\bpublic\b.*\bimmutable\b/.test(response.headers.get("Cache-Control") ?? "");
  if (setCookies.length > 0 || (actor && !publicFile)) response.headers.set("Cache-Control", "no-store");
  return response;
};
