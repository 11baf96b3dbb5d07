import { cookieValue } from "../cookies";
import { asLocale, DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from "./locales";

/** The language the visitor chose in the selector (the lng cookie), or null when they never chose. */
export function chosenLocale(cookieHeader: string | null | undefined): Locale | null {
  return asLocale(cookieValue(cookieHeader, LOCALE_COOKIE)) ?? null;
}

/** The request's locale: the visitor's choice, else Spanish (spec: Spanish is the default, whatever the browser sends). */
export function detectLocale(cookieHeader: string | null | undefined): Locale {
  return chosenLocale(cookieHeader) ?? DEFAULT_LOCALE;
}

/** The supported language the browser prefers most (Accept-Language by quality), or null when it names none of ours. */
export function browserLocale(acceptLanguage: string | null | undefined): Locale | null {
  const accepted = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const locale = asLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/** The language to offer in a dismissible line: the browser's preferred one when the visitor has not chosen and it is not what they are served. */
export function suggestedLocale(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale | null {
  if (chosenLocale(cookieHeader)) return null;
  const preferred = browserLocale(acceptLanguage);
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : null;
}

/** Set-Cookie value that remembers the locale for a year. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
