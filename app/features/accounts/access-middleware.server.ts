import { type MiddlewareFunction, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { flashCookie } from "~/lib/flash.server";
import { decideAccess, ruleForPath } from "./access";
import { sessionUserContext, sessionUserFromRequest } from "./session.server";

/** Resolves the session user once per request and enforces spec §6 for loaders and actions alike. */
export const accessMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const user = await sessionUserFromRequest(getDb(), request);
  context.set(sessionUserContext, user);
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  const rule = ruleForPath(pathname);
  if (rule) {
    const decision = decideAccess(user, rule, `${pathname}${url.search}`);
    if (!decision.allowed) {
      throw redirect(decision.redirectTo, decision.message ? { headers: { "Set-Cookie": flashCookie(decision.message) } } : undefined);
    }
  }
  return next();
};
