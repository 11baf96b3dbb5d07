import { cookieValue } from "~/lib/cookies";
import { env } from "~/lib/env.server";
import { signature, signatureMatches } from "~/lib/signature.server";

const DEVICE_COOKIE = "redav_device";
const DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

const signed = (email: string, expires: number) => `device:${email.toLowerCase()}:${expires}`;

/** Set-Cookie marking this browser as one the owner of `email` signed in from (signed, one year, HttpOnly). */
export function trustedDeviceCookie(email: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DEVICE_LIFETIME_SECONDS;
  const secure = env().PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${expires}.${signature(signed(email, expires))}; Path=/; Max-Age=${DEVICE_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** True when the request carries an unexpired device cookie that the owner of `email` earned by signing in (or resetting the password) here. */
export function isTrustedDevice(headers: Headers, email: string, now: Date): boolean {
  const value = cookieValue(headers.get("cookie"), DEVICE_COOKIE);
  const [expiresText, given] = (value ?? "").split(".");
  const expires = Number(expiresText);
  if (!given || !Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
  return signatureMatches(signed(email, expires), given);
}
