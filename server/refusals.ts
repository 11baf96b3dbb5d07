import type { NextFunction, Request, Response } from "express";
import { explained } from "~/lib/error-answer.server";
import { type ErrorKey, ServiceUnavailable } from "~/lib/errors";
import { detectLocale } from "~/lib/i18n/locale.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { logger } from "~/lib/logger.server";
import { refusalPage } from "./refusal-page";

/** True for the API and React Router's data requests (`.data`), and for clients that ask for JSON rather than a page. */
function wantsJson(req: Request): boolean {
  return req.path.startsWith("/api/") || req.path.endsWith(".data") || req.accepts(["text/html", "application/json"]) === "application/json";
}

/**
 * Answers a request the app refuses before React Router sees it, in the visitor's language: JSON
 * `{ error: { code, message } }` for the API, data requests and clients that ask for JSON, else a
 * page with the site's look (never a bare 'Bad Request').
 */
export function refuse(req: Request, res: Response, status: number, key: ErrorKey, options: { close?: boolean } = {}): void {
  const locale = detectLocale(req.headers.cookie);
  const message = serverI18n(locale).t(`errors:${key}`);
  if (options.close) res.setHeader("Connection", "close");
  res.status(status).setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) res.json({ error: { code: key, message } });
  else res.type("text/html; charset=utf-8").send(refusalPage(locale, message));
}

/**
 * The last Express handler: a database that could not be reached is answered 503 with `Retry-After`;
 * anything else is logged (one JSON line) and answered with a 500 page (or JSON), never a stack trace.
 */
export function unexpectedError(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const known = explained(error);
  if (!(known instanceof ServiceUnavailable)) logger.error({ err: error, method: req.method }, "unhandled request error");
  if (res.headersSent) {
    next(error);
    return;
  }
  if (known instanceof ServiceUnavailable) {
    res.setHeader("Retry-After", String(known.retryAfterSeconds));
    refuse(req, res, 503, "UNAVAILABLE");
    return;
  }
  refuse(req, res, 500, "INTERNAL");
}
