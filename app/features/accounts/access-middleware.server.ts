import { type MiddlewareFunction, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { flashCookie } from "~/lib/flash.server";
import { detectLocale } from "~/lib/i18n/locale.server";
import { translateMessage } from "~/lib/i18n/translate-error.server";
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
      const message = decision.message ? translateMessage(decision.message, detectLocale(request)) : undefined;
      throw redirect(decision.redirectTo, message ? { headers: { "Set-Cookie": flashCookie(message) } } : undefined);
    }
  }
  return next();
};
