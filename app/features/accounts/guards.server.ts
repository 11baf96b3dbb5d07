import { type MiddlewareFunction, redirect } from "react-router";
import { requestContext } from "~/lib/context.server";
import { flashCookie } from "~/lib/flash.server";
import { pagePath } from "~/lib/page-path";
import { type AccessRule, decideAccess } from "./access";

/**
 * The page a request asked for, as a user would type it: without single-fetch's `.data` suffix and
 * `_routes` parameter. With `v8_trailingSlashAwareDataRequests`, `/company/_.data` is the data of
 * `/company/` (and `/_.data` of `/`), as React Router itself reads it.
 */
function requestedPage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  return `${pagePath(url)}${url.search}`;
}

/**
 * Route-layout middleware enforcing one spec §6 rule for every route nested under the layout, for
 * documents, data requests and actions alike: the router's own match decides, so no encoding of the
 * path can reach a page without passing its guard.
 */
export function guard(rule: AccessRule): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const decision = decideAccess(context.get(requestContext).actor, rule, requestedPage(request));
    if (decision.allowed) return next();
    throw redirect(decision.redirectTo, decision.flash ? { headers: { "Set-Cookie": flashCookie(decision.flash) } } : undefined);
  };
}
