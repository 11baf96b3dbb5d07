import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { NAMESPACES, resources } from "./resources";

/** A ready, synchronous i18next instance for one locale (one per request on the server). */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: resources as Resource,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
