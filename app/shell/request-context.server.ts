import type { MiddlewareFunction } from "react-router";
import { resolveActor } from "~/features/accounts/actor.server";
import { requestContext } from "~/lib/context.server";
import { detectLocale } from "~/lib/i18n/locale.server";
import { clientIpContext, databaseContext } from "~/lib/transport-context";
import { sessionCountsContext } from "./header-counts.server";

/**
 * Root middleware: builds the one request context (database, actor, IP, locale, headers, clock)
 * before any loader or action runs; passes on the session's rolling-renewal cookies and marks every
 * signed-in answer `Cache-Control: no-store` (except public immutable files).
 */
export const buildRequestContext: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const db = context.get(databaseContext);
  const headers = request.headers;
  // A page's GET (its document or its data) shows the header's counts: they are read with the session. The API and actions never need them.
  const page = request.method === "GET" && !new URL(request.url).pathname.startsWith("/api/");
  const { actor, setCookies, unread } = await resolveActor(db, headers, new Date(), { withCounts: page });
  context.set(sessionCountsContext, unread);
  context.set(requestContext, {
    db,
    actor,
    ip: context.get(clientIpContext),
    locale: detectLocale(headers.get("cookie")),
    headers,
    now: () => new Date(),
  });
  const response = await next();
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  // A public, immutable file (a photo of /files) stays cacheable for a member too, unless this answer renews the session.
  const publicFile = /\bpublic\b.*\bimmutable\b/.test(response.headers.get("Cache-Control") ?? "");
  if (setCookies.length > 0 || (actor && !publicFile)) response.headers.set("Cache-Control", "no-store");
  return response;
};
