import { DATE_LOCALE, LOCALES } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { KEPT_PAGES } from "./kept-pages";
import workerSource from "./worker.js?raw";

/** How many hashed assets the worker keeps (this build's and the earlier builds' still-open pages may ask for). */
const ASSETS_KEPT = 300;

/** The address of the offline page the worker stores at install. */
export const OFFLINE_URL = "/offline";

/**
 * The service worker's text for the build `build` (its client manifest version): the worker's code
 * after its settings, so that every build's worker differs from the last and the browser installs it.
 */
export function serviceWorkerScript(build: string): string {
  const config = {
    build,
    offlineUrl: OFFLINE_URL,
    keptPrefix: KEPT_PAGES.prefix,
    keptAtHeader: KEPT_PAGES.keptAtHeader,
    assetsMax: ASSETS_KEPT,
    banner: Object.fromEntries(LOCALES.map((locale) => [locale, serverI18n(locale).t("members:keepOffline.banner", { date: "{{date}}" })])),
    dateLocale: DATE_LOCALE,
  };
  return `const CONFIG = ${JSON.stringify(config)};\n${workerSource}`;
}
