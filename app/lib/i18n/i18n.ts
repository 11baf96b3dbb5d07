import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

export const NAMESPACES = ["common", "pages", "legal", "errors"] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type LocaleBundles = Record<Namespace, unknown>;

/** A ready, synchronous i18next instance for one locale with the bundles it was given. */
export function createI18n(locale: Locale, bundles: Partial<Record<Locale, Partial<LocaleBundles>>>): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: bundles as Resource,
    lng: locale,
    fallbackLng: locale in bundles ? locale : DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
