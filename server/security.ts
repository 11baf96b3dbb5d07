import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "~/lib/env.server";
import { MAP_FRAME_SOURCES } from "~/lib/map-embed";
import { VIDEO_FRAME_SOURCES } from "~/lib/video-embed";
import { refuse } from "./refusals";
import { siteOrigins } from "./site-origins";

/** The Content-Security-Policy of a page whose inline scripts are allowed by `scriptSources` (a nonce, or hashes). */
export function contentSecurityPolicy(scriptSources: string, development = false): string {
  const scriptSrc = development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self'${scriptSources ? ` ${scriptSources}` : ""}`;
  const connectSrc = development ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    `frame-src ${[...VIDEO_FRAME_SOURCES, ...MAP_FRAME_SOURCES].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Per-request nonce plus CSP, frame, referrer, sniffing and transport headers on every response. */
export function securityHeaders(options: { development: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`, options.development));
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!options.development) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site mutations: a POST/PUT/PATCH/DELETE must come from one of the site's own origins
 * (`siteOrigins`: PUBLIC_URL's, and in local mode every loopback name on its port), or, without an
 * Origin header, not be marked cross-site. The refusal is a page in the visitor's language (JSON for
 * the API and data requests).
 */
export function sameOriginMutations(config: Pick<Env, "APP_ENV" | "PUBLIC_URL" | "PORT">) {
  const origins = siteOrigins(config);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const originOk = origin ? origins.has(origin) : req.get("sec-fetch-site") !== "cross-site";
    if (originOk) return next();
    refuse(req, res, 403, "ORIGIN_NOT_ALLOWED");
  };
}
