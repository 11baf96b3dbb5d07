import { redirect } from "react-router";
import { rememberLocale } from "~/features/accounts/locale-choice.server";
import { env } from "~/lib/env.server";
import { localeCookie } from "~/lib/i18n/locale.server";
import { asLocale, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { actionAnswer } from "~/lib/route-answer.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/locale";

/** Remembers the chosen language in a cookie (and, for a member, on their account) and returns to the page the user was on. */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const locale = asLocale(values.locale) ?? DEFAULT_LOCALE;
    await rememberLocale(ctx, locale);
    throw redirect(safeRedirectPath(values.redirectTo ?? "/"), { headers: { "Set-Cookie": localeCookie(locale, env().PUBLIC_URL.startsWith("https://")) } });
  });
}

/** Choosing a language is a POST; a GET just goes home. */
export function loader() {
  return redirect("/");
}
