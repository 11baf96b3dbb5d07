import { readFileSync } from "node:fs";
import { DEFAULT_SITE_PARAMS } from "../../app/lib/i18n/site-defaults";

/** The placeholders of the instance's settings, filled as a server with the default settings (the e2e server's) renders them. */
const SITE_PLACEHOLDER = /\{\{(siteName|contactEmail|postalAddress)\}\}/g;

function filled<T>(value: T): T {
  if (typeof value === "string") return value.replace(SITE_PLACEHOLDER, (_, name: keyof typeof DEFAULT_SITE_PARAMS) => DEFAULT_SITE_PARAMS[name]) as T;
  if (Array.isArray(value)) return value.map(filled) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, filled(child)])) as T;
  return value;
}

/** A locale's catalog as the e2e server shows it: every {{siteName}}, {{contactEmail}} and {{postalAddress}} filled with the defaults. */
export function catalogTexts<T = Record<string, string>>(locale: string, namespace: string): T {
  return filled(JSON.parse(readFileSync(new URL(`../../app/locales/${locale}/${namespace}.json`, import.meta.url), "utf8")) as T);
}
