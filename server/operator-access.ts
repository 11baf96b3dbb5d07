import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusals";

const LOOPBACK_ADDRESS = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** Headers a proxy, CDN or load balancer adds to say whom it forwards for; none of them is sent by a client talking to the app directly. */
const PROXY_HEADERS = new Set([
  "forwarded",
  "via",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "cf-connecting-ip",
  "cf-connecting-ipv6",
  "true-client-ip",
  "fastly-client-ip",
  "x-original-forwarded-for",
  "x-originating-ip",
  "x-remote-ip",
  "x-remote-addr",
  "x-proxyuser-ip",
  "x-envoy-external-address",
  "x-azure-clientip",
  "x-azure-socketip",
  "x-appengine-user-ip",
]);

/** A named proxy header, or any whose name says the same: `…forwarded…` (Forwarded, X-Forwarded-*), `…-ip`. */
function isProxyHeader(name: string): boolean {
  return PROXY_HEADERS.has(name) || name.includes("forwarded") || name.endsWith("-ip");
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the request carries `Authorization: Bearer <secret>` for one of the given secrets (empty ones never match). */
export function bearerMatches(req: Request, secrets: (string | null | undefined)[]): boolean {
  const header = req.headers.authorization ?? "";
  if (!header.startsWith("Bearer ")) return false;
  const given = header.slice(7);
  return secrets.some((secret) => Boolean(secret) && sameSecret(given, secret as string));
}

/**
 * True only for a request that is provably from this machine itself: the socket's peer is a loopback
 * address, the Host is a loopback name (localhost, 127.0.0.1, [::1]), it speaks HTTP/1.1 or later
 * (nginx's plain proxy_pass speaks HTTP/1.0 and names the upstream's loopback address as Host) and it
 * carries no header of any kind that a proxy adds (Forwarded, Via, X-Forwarded-*, X-Real-IP, …-IP).
 */
export function fromThisMachine(req: Request): boolean {
  if (!LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? "")) return false;
  if (!LOOPBACK_HOST.test(req.headers.host ?? "")) return false;
  if (req.httpVersionMajor < 1 || (req.httpVersionMajor === 1 && req.httpVersionMinor < 1)) return false;
  return !Object.keys(req.headers).some(isProxyHeader);
}

/**
 * Express guard for /metrics: `Authorization: Bearer <OPERATOR_TOKEN>` when the token is set, or a
 * request from this machine itself (fromThisMachine); anyone else gets a 403 in their language.
 */
export function operatorOnly(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (bearerMatches(req, [token]) || fromThisMachine(req)) return next();
    refuse(req, res, 403, "OPERATOR_ONLY");
  };
}

/**
 * Express guard for the live backup: a bearer secret only, never the address (a tunnel or a proxy on
 * this machine makes anyone look local): OPERATOR_TOKEN, or the data dir's operator key, which only
 * a process that can read the data dir (and so everything the backup holds) knows. Anyone else, on
 * loopback too, gets a 403 in their language.
 */
export function secretHolderOnly(token: string | undefined, dataDirKey: () => Promise<string | null>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (bearerMatches(req, [token, await dataDirKey()])) return next();
    refuse(req, res, 403, "OPERATOR_ONLY");
  };
}
