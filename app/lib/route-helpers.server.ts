import { data, type RouterContextProvider, redirect } from "react-router";
import type { Caller } from "~/features/accounts/auth-flows.server";
import { landingPath } from "~/features/accounts/landing";
import { sessionUserContext } from "~/features/accounts/session.server";
import type { SessionUser } from "~/features/accounts/session-user";
import { isAppError } from "./errors";
import { detectLocale } from "./i18n/locale.server";
import { translateError } from "./i18n/translate-error.server";
import { clientIpContext } from "./request-context";

/** The caller of a request: its headers and the client IP the server trusted. */
export function callerOf(request: Request, context: Readonly<RouterContextProvider>): Caller {
  return { headers: request.headers, ip: context.get(clientIpContext) };
}

/** The signed-in user (already enforced by the access middleware); anonymous callers go to /login. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(sessionUserContext);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/** For screens meant for anonymous visitors: a signed-in user is sent to their landing instead. */
export function redirectSignedInUser(context: Readonly<RouterContextProvider>): null {
  const user = context.get(sessionUserContext);
  if (user) throw redirect(landingPath(user));
  return null;
}

/** The signed-in user or null, as resolved by the access middleware. */
export function optionalUser(context: Readonly<RouterContextProvider>): SessionUser | null {
  return context.get(sessionUserContext);
}

export type FormError = { ok: false; error: string; code: string; field?: string; values?: Record<string, string> };

/** Turns an expected AppError into a 4xx form answer in the user's language that keeps what was typed (never passwords). */
export function formError(request: Request, error: unknown, values?: Record<string, string>) {
  if (!isAppError(error)) throw error;
  const safeValues = values ? Object.fromEntries(Object.entries(values).filter(([key]) => !/password|confirm|code/i.test(key))) : undefined;
  const message = translateError(error, detectLocale(request));
  return data({ ok: false, error: message, code: error.code, field: error.field, values: safeValues } satisfies FormError, { status: error.status });
}

/** The text fields of a form as plain strings. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}
