import { asLocale, DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from "./locales";

/** The request's locale: the lng cookie first, then Accept-Language by quality, then Spanish. */
export function detectLocale(request: Request): Locale {
  const cookie = request.headers.get("Cookie") ?? "";
  const fromCookie = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const chosen = asLocale(fromCookie);
  if (chosen) return chosen;
  const accepted = (request.headers.get("Accept-Language") ?? "")
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
