import { cookieValue } from "./cookies";
import type { ErrorKey } from "./errors";

const FLASH_COOKIE = "redav_flash";
const KEY_PATTERN = /^(errors:)?[A-Za-z0-9_.]{1,80}$/;

/** A one-time message: an errors-catalog key, or a key of the common namespace (e.g. "auth.twoFactor.enabled"). */
export type FlashKey = `errors:${ErrorKey}` | `${"auth" | "admin"}.${string}`;

/** Set-Cookie for a one-time message shown on the next page (e.g. why a guard redirected); it carries a translation key, never text. */
export function flashCookie(key: FlashKey): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(key)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The pending one-time message key of a request (only well-formed keys) and the Set-Cookie that clears it, if any. */
export function readFlash(headers: Headers): { key: string | null; clear: string } | null {
  const raw = cookieValue(headers.get("Cookie"), FLASH_COOKIE);
  if (raw === null) return null;
  let key: string | null;
  try {
    key = decodeURIComponent(raw);
  } catch {
    key = null;
  }
  return { key: key && KEY_PATTERN.test(key) ? key : null, clear: `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
}
