import { DEFAULT_LOCALE, type Locale } from "./locales";

export type TranslateOptions = {
  /** Resolve the key in this namespace (a `ns:` prefix on the key wins). */
  ns?: string;
  /** Returned (interpolated) when the key is missing. */
  defaultValue?: string;
  /** Return arrays and objects as they are (e.g. the sections of a page). */
  returnObjects?: boolean;
  /** Picks the `_one` / `_other` (…) form by the locale's plural rules, and is interpolated as {{count}}. */
  count?: number;
  /** Picks the `key_{context}` form when the catalog has one (a person's form of address: `founding_feminine`), else the key itself. */
  context?: string | null;
  [name: string]: unknown;
};

/** Translates a key (`key.path` or `ns:key.path`) with {{placeholders}}, plurals and `$t(ns:key)` nesting. */
export type TFunction = {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
};

export type Translator = {
  language: Locale;
  t: TFunction;
  exists: (key: string, options?: TranslateOptions) => boolean;
  hasNamespace: (namespace: string) => boolean;
  addNamespace: (namespace: string, data: unknown) => void;
};

type Bundles = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const NESTED = /\$t\(([^)]+)\)/g;

function lookup(bundles: Bundles, namespace: string, path: string): unknown {
  let node: unknown = bundles[namespace];
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * A small synchronous translator over one locale's bundles (namespace → nested JSON): keys with an
 * optional `ns:` prefix, {{placeholders}}, `_one`/`_other` plurals, `_{context}` forms, `$t()` nesting, defaults and objects
 * (whose strings are interpolated too). A placeholder the call does not fill is read from
 * `instanceParams` (the instance's name, e-mail and address), else left visible.
 */
export function createTranslator(
  language: Locale,
  bundles: Bundles,
  defaultNamespace = "common",
  instanceParams: () => Readonly<Record<string, string>> = () => ({}),
): Translator {
  const plurals = new Intl.PluralRules(language);
  // The catalog entries found so far, per namespace ("ns\u0000path"), emptied when a namespace is added;
  // a miss is not kept, so keys built from what members type cannot grow it.
  const found = new Map<string, unknown>();

  function cachedLookup(namespace: string, path: string): unknown {
    const cacheKey = `${namespace}\u0000${path}`;
    const known = found.get(cacheKey);
    if (known !== undefined) return known;
    const value = lookup(bundles, namespace, path);
    if (value !== undefined) found.set(cacheKey, value);
    return value;
  }

  function resolve(key: string, options: TranslateOptions = {}): unknown {
    const colon = key.indexOf(":");
    const namespace = colon > 0 ? key.slice(0, colon) : (options.ns ?? defaultNamespace);
    const base = colon > 0 ? key.slice(colon + 1) : key;
    const paths = options.context ? [`${base}_${options.context}`, base] : [base];
    for (const path of paths) {
      if (typeof options.count === "number") {
        const plural = cachedLookup(namespace, `${path}_${plurals.select(options.count)}`) ?? cachedLookup(namespace, `${path}_other`);
        if (plural !== undefined) return plural;
      }
      const value = cachedLookup(namespace, path);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  function fill(text: string, options: TranslateOptions): string {
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = options[name] ?? instanceParams()[name];
      return value === undefined || value === null ? whole : String(value);
    });
  }

  // Nestings are read from the catalog's text only (split keeps each nested key at an odd index): a filled-in value stays as typed.
  function interpolate(text: string, options: TranslateOptions, depth: number): string {
    if (!text.includes("{{") && !text.includes("$t(")) return text;
    if (depth > 3) return fill(text, options);
    return text
      .split(NESTED)
      .map((part, index) => (index % 2 ? t(fill(part, options).trim(), { ...options, ns: options.ns }, depth + 1) : fill(part, options)))
      .join("");
  }

  // The strings inside an object or array asked for with returnObjects (a page's sections) are interpolated like a single text, on a copy.
  function interpolateAll(value: unknown, options: TranslateOptions, depth: number): unknown {
    return JSON.parse(JSON.stringify(value), (_name, item) => (typeof item === "string" ? interpolate(item, options, depth) : item));
  }

  function t(key: string, options: TranslateOptions = {}, depth = 0): string {
    const value = resolve(key, options);
    if (typeof value === "string") return interpolate(value, options, depth);
    if (value !== undefined && options.returnObjects) return interpolateAll(value, options, depth) as string;
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options, depth) : key;
  }

  return {
    language,
    t: ((key: string, options?: TranslateOptions) => t(key, options)) as TFunction,
    exists: (key, options) => typeof resolve(key, options) === "string",
    hasNamespace: (namespace) => bundles[namespace] !== undefined,
    addNamespace: (namespace, data) => {
      bundles[namespace] = data;
      found.clear();
    },
  };
}

/** A translator with nothing loaded (answers keys), for a render before translations arrive. */
export const EMPTY_TRANSLATOR = createTranslator(DEFAULT_LOCALE, {});
