import type { NextFunction, Request, Response } from "express";
import type { ErrorKey } from "~/lib/errors";
import { detectLocale } from "~/lib/i18n/locale.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { logger } from "~/lib/logger.server";

/**
 * Answers a request the app refuses before React Router sees it, in the visitor's language: JSON
 * `{ error: { code, message } }` for clients that ask for JSON, plain text otherwise.
 */
export function refuse(req: Request, res: Response, status: number, key: ErrorKey, options: { close?: boolean } = {}): void {
  const locale = detectLocale(req.headers.cookie);
  const message = serverI18n(locale).t(`errors:${key}`);
  if (options.close) res.setHeader("Connection", "close");
  res.status(status).setHeader("Cache-Control", "no-store");
  if (req.accepts(["text/html", "application/json"]) === "application/json") res.json({ error: { code: key, message } });
  else res.type("text/plain; charset=utf-8").send(message);
}

/** The last Express handler: logs what nobody handled and answers a plain 500, never a stack trace. */
export function unexpectedError(error: unknown, req: Request, res: Response, next: NextFunction): void {
  logger.error({ err: error, method: req.method, path: req.path }, "unhandled request error");
  if (res.headersSent) {
    next(error);
    return;
  }
  refuse(req, res, 500, "INTERNAL");
}
