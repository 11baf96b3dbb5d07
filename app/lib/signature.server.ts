import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./auth-secret.server";

/** The server's signature of `message` (HMAC-SHA-256 with the session secret, base64url): what a link or cookie carries to prove the server issued it. */
export function signature(message: string): string {
  return createHmac("sha256", authSecret()).update(message).digest("base64url");
}

/** Whether `given` is the server's signature of `message`, compared in constant time. */
export function signatureMatches(message: string, given: string): boolean {
  const expected = Buffer.from(signature(message));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
