import type catalog from "~/locales/es/errors.json";

type Catalog = typeof catalog;

/** A key of the errors catalog (`locales/es/errors.json`): a misspelt key does not compile. It is also the error's code. */
export type ErrorKey = { [K in keyof Catalog]: Catalog[K] extends string ? K : never }[keyof Catalog];

export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * An expected failure: a catalog key, the HTTP status it answers with, the parameters its text
 * interpolates and, for forms, the field it is about. The text itself lives only in the catalog.
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly status: number,
    readonly params: ErrorParams = {},
    readonly field?: string,
  ) {
    super(key);
    this.name = "AppError";
  }
}

/** True for errors that are safe to show to the user (translated from their key). */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Names a catalog key where a plain string is expected (zod messages): checked by the compiler. */
export function errorKey(key: ErrorKey): ErrorKey {
  return key;
}

/** A 429 that says when to try again: its text gets `{{wait}}` (e.g. '3 h 20 min'), and every channel's answer carries `Retry-After`. */
export class LimitReached extends AppError {
  constructor(
    key: ErrorKey,
    readonly retryAfterSeconds: number,
    params: ErrorParams = {},
  ) {
    super(key, 429, { ...params, wait: waitText(retryAfterSeconds) });
  }
}

/** Seconds a client is told to wait (`Retry-After`) before trying again while the database is away. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** A 503 'El servicio no está disponible…': the database could not be reached; every channel's answer carries `Retry-After`. */
export class ServiceUnavailable extends AppError {
  readonly retryAfterSeconds = UNAVAILABLE_RETRY_SECONDS;

  constructor() {
    super("UNAVAILABLE", 503);
  }
}

/** A wait as people say it in any of the three languages: '45 min', '3 h 20 min' (at least 1 min). */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
