import type { AppError } from "~/lib/errors";
import esErrors from "~/locales/es/errors.json";
import type { Locale } from "./locales";
import { serverI18n } from "./resources.server";

type ErrorKey = Exclude<keyof typeof esErrors, "accountTypes">;

// The Spanish catalog is the source of truth: each Spanish text maps back to its key.
const KEY_BY_SPANISH = new Map<string, ErrorKey>(
  (Object.entries(esErrors) as [string, unknown][])
    .filter((entry): entry is [ErrorKey, string] => typeof entry[1] === "string" && !entry[1].includes("{{"))
    .map(([key, text]) => [text, key]),
);
const EMAIL_EXISTS = /^Email ya registrado como (individual|empresa)\. Por favor, inicia sesión\.$/;

/** The message of an expected error in the user's language (Spanish, the spec's text, stays as it is). */
export function translateError(error: AppError, locale: Locale): string {
  return translateMessage(error.message, locale);
}

/** A Spanish message of the error catalog in the user's language; a text outside the catalog stays as it is. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === "es") return message;
  const t = serverI18n(locale).t;
  const exists = EMAIL_EXISTS.exec(message);
  if (exists) {
    const type = exists[1] === "empresa" ? "company" : "individual";
    return t("errors:emailExists", { type: t(`errors:accountTypes.${type}`) });
  }
  const key = KEY_BY_SPANISH.get(message);
  return key ? t(`errors:${key}`) : message;
}
