import { cookieValue } from "./cookies";
import type { ErrorKey } from "./errors";

const FLASH_COOKIE = "redav_flash";
const KEY_PATTERN = /^((errors|recruiting):)?[A-Za-z0-9_.]{1,80}$/;
const PARAM_NAME = /^[a-z]{1,16}$/;
const MAX_PARAM = 40;

/** A one-time message: an errors-catalog key, a key of the common namespace (e.g. "auth.twoFactor.enabled"), or a recruiting toast (its namespace is read on the server only for this). */
export type FlashKey = `errors:${ErrorKey}` | `${"auth" | "admin" | "bookings"}.${string}` | `recruiting:toasts.${string}`;

/** Set-Cookie for a one-time message shown on the next page (e.g. why a guard redirected); it carries a translation key and its parameters (a wait, a count), never text. */
export function flashCookie(key: FlashKey, params: Readonly<Record<string, string | number>> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value).slice(0, MAX_PARAM)])).toString();
  return `${FLASH_COOKIE}=${encodeURIComponent(query ? `${key}?${query}` : key)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The pending one-time message of a request (only a well-formed key, with its short parameters) and the Set-Cookie that clears it, if any. */
export function readFlash(headers: Headers): { key: string | null; params: Record<string, string>; clear: string } | null {
  const raw = cookieValue(headers.get("Cookie"), FLASH_COOKIE);
  if (raw === null) return null;
  let value: string | null;
  try {
    value = decodeURIComponent(raw);
  } catch {
    value = null;
  }
  const [key, query = ""] = (value ?? "").split("?", 2);
  const params = Object.fromEntries([...new URLSearchParams(query)].filter(([name, text]) => PARAM_NAME.test(name) && text.length <= MAX_PARAM));
  return { key: KEY_PATTERN.test(key) ? key : null, params, clear: `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
}
