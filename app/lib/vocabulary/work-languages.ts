import type { TFunction } from "~/lib/i18n/translator";

/**
 * The languages a technician may say they work in (user_profiles.languages), as ISO 639-1 codes: a
 * fixed list of what people in Latin-American AV work speak (sign languages have no ISO 639-1 code
 * and are left out). Names live in portfolioEditor.json (the owner's screens; the public page gets them named by the server) under `languages.names.<code>` in es, en and pt.
 */
export const WORK_LANGUAGES = [
  "es",
  "pt",
  "en",
  "fr",
  "it",
  "de",
  "ca",
  "gl",
  "eu",
  "nl",
  "pl",
  "ru",
  "uk",
  "he",
  "ar",
  "hi",
  "ja",
  "ko",
  "zh",
  "ht",
  "qu",
  "gn",
  "ay",
] as const;
export type WorkLanguage = (typeof WORK_LANGUAGES)[number];

/** The most languages a technician may list. */
export const WORK_LANGUAGES_MAX = 10;

/** True for a known work language code. */
export function isWorkLanguage(code: string): code is WorkLanguage {
  return (WORK_LANGUAGES as readonly string[]).includes(code);
}

/** The name of a language code in the translator's language; an unknown code shows as itself. */
export function workLanguageLabel(t: TFunction, code: string): string {
  return isWorkLanguage(code) ? t(`portfolioEditor:languages.names.${code}`) : code;
}

/** Options for checkboxes of work languages, in the vocabulary's order, named in the translator's language. */
export function workLanguageOptions(t: TFunction): { value: WorkLanguage; label: string }[] {
  return WORK_LANGUAGES.map((code) => ({ value: code, label: workLanguageLabel(t, code) }));
}
