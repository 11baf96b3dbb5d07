import { data } from "react-router";
import { isDatabaseUnreachable, isStatementTimeout } from "~/db/errors";
import { noteDatabaseUnreachable } from "~/db/reachability.server";
import type { Ctx } from "./context.server";
import { AppError, type ErrorKey, isAppError, LimitReached, ServiceUnavailable } from "./errors";
import type { Locale } from "./i18n/locales";
import { serverI18n } from "./i18n/resources.server";
import { logger } from "./logger.server";

/** What a failed form action answers: the message in the user's language and what was typed (never secrets). */
export type FormFailure = { ok: false; error: string; code: ErrorKey; field?: string; values?: Record<string, string> };

/** The body of a JSON (and, later, SSE) error answer. */
export type ErrorBody = { error: { code: ErrorKey; message: string } };

const SECRET_FIELD = /password|confirm|code|token/i;

/** The text of an expected error in a language, with its parameters interpolated from the catalog. */
export function errorMessage(error: AppError, locale: Locale): string {
  return serverI18n(locale).t(`errors:${error.key}`, { ...error.params });
}

/**
 * An error as the app explains it: an AppError as it is; a database that could not be reached becomes
 * a 503 'UNAVAILABLE' (and marks the database down, so cached pages are served stale); a statement that ran
 * out of time is a 503 too (the database is busy, not away: nothing is marked); anything else is unchanged.
 */
export function explained(error: unknown): unknown {
  if (isAppError(error)) return error;
  if (isStatementTimeout(error)) {
    logger.warn({ err: error }, "statement timeout");
    return new ServiceUnavailable();
  }
  if (!isDatabaseUnreachable(error)) return error;
  noteDatabaseUnreachable();
  logger.warn({ err: error }, "database unreachable");
  return new ServiceUnavailable();
}

/**
 * The one translation of any error into what a channel answers: an AppError keeps its status, code
 * and translated text; anything else is logged and becomes a 500 'INTERNAL' whose details never leave the server.
 */
function answerOf(error: unknown, locale: Locale): { status: number; body: ErrorBody; field?: string; headers: HeadersInit } {
  const known = isAppError(error) ? error : new AppError("INTERNAL", 500);
  if (!isAppError(error)) logger.error({ err: error }, "unexpected error");
  const waits = known instanceof LimitReached || known instanceof ServiceUnavailable;
  const headers: Record<string, string> = waits ? { "Retry-After": String(known.retryAfterSeconds) } : {};
  return { status: known.status, field: known.field, headers, body: { error: { code: known.key, message: errorMessage(known, locale) } } };
}

/** A form action's answer to an error: 4xx with the message and the typed values (passwords and codes dropped); unexpected errors are rethrown to the error boundary. */
export function formFailure(ctx: Pick<Ctx, "locale">, failure: unknown, values?: Record<string, string>) {
  const error = explained(failure);
  if (!isAppError(error)) throw error;
  const { status, body, field, headers } = answerOf(error, ctx.locale);
  const safeValues = values ? Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key))) : undefined;
  return data({ ok: false, error: body.error.message, code: body.error.code, field, values: safeValues } satisfies FormFailure, { status, headers });
}

/** A loader's answer to an error: thrown as a route error response carrying the code and message, for the error boundary to show. */
export function loaderFailure(ctx: Pick<Ctx, "locale">, failure: unknown): never {
  const error = explained(failure);
  if (!isAppError(error)) throw error;
  const { status, body, headers } = answerOf(error, ctx.locale);
  throw data(body, { status, headers });
}

/**
 * A page's answer to an expected error it explains itself (a bookmark or an old link that names
 * nothing the page can show): `extra` and the refusal's code and message as the page's data, with
 * the refusal's status; unexpected errors are rethrown to the error boundary.
 */
export function pageRefusal<E extends object>(ctx: Pick<Ctx, "locale">, failure: unknown, extra: E) {
  const error = explained(failure);
  if (!isAppError(error)) throw error;
  // The page would show a database outage as if it were about its content: the error screen says it instead.
  if (error instanceof ServiceUnavailable) loaderFailure(ctx, error);
  const { status, body } = answerOf(error, ctx.locale);
  return data({ ...extra, refused: body.error }, { status });
}

/** A JSON endpoint's answer to an error: `{ error: { code, message } }` with the error's status (500 for the unexpected). */
export function jsonFailure(ctx: Pick<Ctx, "locale">, error: unknown): Response {
  const { status, body, headers } = answerOf(explained(error), ctx.locale);
  return Response.json(body, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}
