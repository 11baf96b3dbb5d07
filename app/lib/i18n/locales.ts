export const LOCALES = ["es", "en", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";
export const LOCALE_COOKIE = "lng";

/** Narrows any string to a supported locale, or undefined. */
export function asLocale(value: string | null | undefined): Locale | undefined {
  const short = value?.trim().toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(short ?? "") ? (short as Locale) : undefined;
}

/** BCP 47 tag used for dates and numbers in each locale. */
export const DATE_LOCALE: Record<Locale, string> = { es: "es-UY", en: "en-US", pt: "pt-BR" };
