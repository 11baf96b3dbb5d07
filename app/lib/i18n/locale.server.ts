import { asLocale, DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from "./locales";

/** The request's locale from its Cookie and Accept-Language headers: the lng cookie first, then Accept-Language by quality, then Spanish. */
export function detectLocale(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const fromCookie = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const chosen = asLocale(fromCookie);
  if (chosen) return chosen;
  const accepted = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const locale = asLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Set-Cookie value that remembers the locale for a year. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
