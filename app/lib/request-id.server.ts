import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** The id of the request being served, for every log line written while serving it. */
export const requestIds = new AsyncLocalStorage<string>();

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id a request is logged under: the proxy's `X-Request-Id` when it is a plain token, else a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && ACCEPTED_ID.test(header) ? header : randomUUID();
}
