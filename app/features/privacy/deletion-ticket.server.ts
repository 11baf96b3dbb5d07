import { cookieValue } from "~/lib/cookies";
import { env } from "~/lib/env.server";
import { signature, signatureMatches } from "~/lib/signature.server";

const TICKET_COOKIE = "redav_keep_account";
const TICKET_SECONDS = 10 * 60;

const signed = (userId: string, expires: number) => `keep-account:${userId}:${expires}`;

const secure = () => (env().PUBLIC_URL.startsWith("https://") ? "; Secure" : "");

/**
 * Set-Cookie of the permission to cancel a scheduled deletion, given when the account's owner has
 * just proved who they are at sign-in (password, and the 2FA code when on) but gets no session:
 * signed, 10 minutes, HttpOnly, for this browser only.
 */
export function deletionTicketCookie(userId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + TICKET_SECONDS;
  const value = `${Buffer.from(userId).toString("base64url")}.${expires}.${signature(signed(userId, expires))}`;
  return `${TICKET_COOKIE}=${value}; Path=/; Max-Age=${TICKET_SECONDS}; HttpOnly; SameSite=Strict${secure()}`;
}

/** The Set-Cookie that drops the permission once used. */
export function clearedDeletionTicket(): string {
  return `${TICKET_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure()}`;
}

/** The account whose owner holds an unexpired, untampered permission in this request, or null. */
export function deletionTicketHolder(headers: Headers, now: Date): string | null {
  const [encoded, expiresText, given] = (cookieValue(headers.get("cookie"), TICKET_COOKIE) ?? "").split(".");
  const expires = Number(expiresText);
  if (!encoded || !given || !Number.isInteger(expires) || expires * 1000 < now.getTime()) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  return signatureMatches(signed(userId, expires), given) ? userId : null;
}
