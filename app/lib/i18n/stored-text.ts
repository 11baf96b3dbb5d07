import type { TFunction } from "./translator";

/**
 * A catalog text stored inside a text column or a JSON value (decision 055): the key of a
 * `catalog:` text and its parameters between two record separators (U+001E), the parameters as JSON
 * after a unit separator (U+001F). Member text never holds a control character (decision 021), so
 * nothing a person typed reads as one, and only `names.*` and `subjects.*` keys are ever rendered.
 */
const SEPARATOR = "\u001e";
const PARAMS = "\u001f";
// biome-ignore lint/suspicious/noControlCharactersInRegex: the separators are control characters on purpose, so that no typed text holds one.
const STORED = /\u001e((?:names|subjects)\.[A-Za-z]+)(?:\u001f([^\u001e]*))?\u001e/g;

/** The keys a stored text may name: the display-name fallbacks and the subjects the app writes. */
export type StoredTextKey = `names.${string}` | `subjects.${string}`;

/** The stored form of a catalog text with its parameters (never a sentence: the reader's language renders it). */
export function storedText(key: StoredTextKey, params?: Readonly<Record<string, string>>): string {
  return params ? `${SEPARATOR}${key}${PARAMS}${JSON.stringify(params)}${SEPARATOR}` : `${SEPARATOR}${key}${SEPARATOR}`;
}

function parsedParams(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored text in the translator's language: every stored catalog text inside it rendered with its own parameters, the rest as written. */
export function shownText(t: TFunction, text: string): string {
  if (!text.includes(SEPARATOR)) return text;
  return text.replace(STORED, (_whole, key: string, json: string | undefined) => {
    const params = Object.fromEntries(Object.entries(parsedParams(json)).filter(([, value]) => typeof value === "string"));
    return t(`catalog:${key}`, params);
  });
}

/** Every string inside arrays and plain objects (an audit entry's before and after, an export's rows) rendered by `shownText`, on a copy; other values (dates) as they are. */
export function shownValues<T>(t: TFunction, value: T): T {
  if (typeof value === "string") return shownText(t, value) as T;
  if (Array.isArray(value)) return value.map((item) => shownValues(t, item)) as T;
  if (value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shownValues(t, item)])) as T;
  }
  return value;
}
