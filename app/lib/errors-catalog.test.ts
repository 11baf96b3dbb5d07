import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import enErrors from "~/locales/en/errors.json";
import esErrors from "~/locales/es/errors.json";
import ptErrors from "~/locales/pt/errors.json";
import { serverI18n } from "./i18n/resources.server";

// The compiler checks every key against the Spanish catalog; this guards the other languages and what the compiler cannot see.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LANGUAGES = { es: { errors: esErrors }, en: { errors: enErrors }, pt: { errors: ptErrors } };
const OTHERS = ["en", "pt"] as const;

/** Every leaf of a catalog as dotted key → text. */
function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) for (const entry of flatten(child, prefix ? `${prefix}.${key}` : key)) leaves.set(...entry);
  } else leaves.set(prefix, value);
  return leaves;
}

const catalogs = {
  errors: Object.fromEntries(Object.entries(LANGUAGES).map(([locale, bundles]) => [locale, flatten(bundles.errors)])),
} as Record<"errors", Record<keyof typeof LANGUAGES, Map<string, unknown>>>;

/** The interpolations ({{name}}) and nestings ($t(…)) of a text, sorted, so that translations can be compared. */
function placeholdersOf(text: unknown): string[] {
  if (typeof text !== "string") return [];
  const found = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const nested = [...text.matchAll(/\$t\(([^)]*)\)/g)].map((match) => `$t(${match[1]})`);
  return [...found, ...nested].sort();
}

/** The application's and the server entry's sources (tests excluded). */
const sources = ["app", "server"].flatMap((dir) =>
  readdirSync(`${ROOT}${dir}`, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith(".d.ts"))
    .map((path) => ({ path: `${dir}/${path}`, text: readFileSync(`${ROOT}${dir}/${path}`, "utf8") })),
);

const KEY = /"([A-Za-z0-9_]+)"/g;

/** Error keys named in code: AppError's first argument, errorKey(…), "errors:…" flash keys, ErrorKey-typed constants and the server's refusals. */
function usedErrorKeys(): Map<string, string> {
  const used = new Map<string, string>();
  const add = (key: string, path: string) => used.set(key, used.get(key) ?? path);
  for (const { path, text } of sources) {
    for (const [, argument] of text.matchAll(/new AppError\(([^,]*),/g)) for (const [, key] of argument.matchAll(KEY)) add(key, path);
    for (const [, key] of text.matchAll(/errorKey\(\s*"([A-Za-z0-9_]+)"\s*\)/g)) add(key, path);
    for (const [, key] of text.matchAll(/refusal:\s*\{\s*key:\s*"([A-Za-z0-9_]+)"/g)) add(key, path);
    for (const [, key] of text.matchAll(/"errors:([A-Za-z0-9_.]+)"/g)) add(key, path);
    for (const [, body] of text.matchAll(/ErrorKey>?\s*=\s*\{([^}]*)\}/g)) for (const [, key] of body.matchAll(KEY)) add(key, path);
    for (const [, key] of text.matchAll(/:\s*ErrorKey\s*=\s*"([A-Za-z0-9_]+)"/g)) add(key, path);
    for (const [, key] of text.matchAll(/refuse\(\s*req,\s*res,\s*\d+,\s*"([A-Za-z0-9_]+)"/g)) add(key, path);
  }
  return used;
}

/** Keys given to flashCookie(…) as a literal (the common namespace's, or another namespace's as "ns:key"), with or without parameters. */
function usedFlashKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const { path, text } of sources) for (const [, key] of text.matchAll(/flashCookie\(\s*"((?!errors:)[A-Za-z0-9_.:]+)"/g)) used.set(key, path);
  return used;
}

describe("the errors catalog in every language", () => {
  const used = usedErrorKeys();

  it("finds the keys used in code (the scan itself works)", () => {
    expect(used.size).toBeGreaterThanOrEqual(20);
    for (const key of [
      "LOGIN_REQUIRED",
      "ADMIN_ONLY",
      "INVALID_LEVEL",
      "INVALID_EMAIL",
      "COMPANY_ONLY",
      "PASSWORD_COMMON",
      "INVALID_INPUT",
      "INTERNAL",
      "BODY_TOO_LARGE",
    ])
      expect([...used.keys()]).toContain(key);
  });

  it.each(Object.keys(LANGUAGES))("%s has a text for every error key used in code", (locale) => {
    const catalog = catalogs.errors[locale as keyof typeof LANGUAGES];
    const missing = [...used].filter(([key]) => typeof catalog.get(key) !== "string" || catalog.get(key) === "").map(([key, path]) => `${key} (${path})`);
    expect(missing).toEqual([]);
  });

  it.each(OTHERS)("%s has every Spanish key, with the same placeholders", (locale) => {
    const other = catalogs.errors[locale];
    const problems = [...catalogs.errors.es]
      .filter(([key, text]) => !other.has(key) || other.get(key) === "" || placeholdersOf(other.get(key)).join() !== placeholdersOf(text).join())
      .map(([key]) => key);
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(LANGUAGES))("%s renders every key with its parameters filled and its nestings resolved", (locale) => {
    const t = serverI18n(locale as keyof typeof LANGUAGES).t;
    for (const type of ["individual", "company"]) {
      for (const key of catalogs.errors.es.keys()) {
        const text = t(`errors:${key}`, { type, count: 3, detail: "x", max: 5, min: 2, wait: "2 h", used: 51, quota: 50, date: "1 de enero" });
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/\{\{|\$t\(|accountTypes/);
      }
    }
  });
});

describe("flash messages", () => {
  const flashes = usedFlashKeys();

  it("finds the flash keys used in code", () => {
    expect([...flashes.keys()]).toContain("auth.twoFactor.enabled");
    expect([...flashes.keys()]).toContain("recruiting:toasts.listCreated");
  });

  it.each(Object.keys(LANGUAGES))("%s has a text for every flash key", (locale) => {
    const i18n = serverI18n(locale as keyof typeof LANGUAGES);
    const missing = [...flashes].filter(([key]) => !i18n.exists(key) || i18n.t(key) === "").map(([key, path]) => `${key} (${path})`);
    expect(missing).toEqual([]);
  });
});
