import { redirect } from "react-router";
import { env } from "~/lib/env.server";
import { localeCookie } from "~/lib/i18n/locale.server";
import { asLocale, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/locale";

/** Remembers the chosen language in a cookie and returns to the page the user was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = asLocale(String(form.get("locale") ?? "")) ?? DEFAULT_LOCALE;
  const target = safeRedirectPath(String(form.get("redirectTo") ?? "/"));
  return redirect(target, { headers: { "Set-Cookie": localeCookie(locale, env().PUBLIC_URL.startsWith("https://")) } });
}

/** Choosing a language is a POST; a GET just goes home. */
export function loader() {
  return redirect("/");
}
