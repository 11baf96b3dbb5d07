import { logger } from "~/lib/logger.server";

type AuthLogLevel = "debug" | "info" | "warn" | "error";

/**
 * better-auth's own log lines, written by the app's logger instead of the console: one JSON line
 * with `source: "better-auth"`, the error it hands (if any) through the app's err serializer (so a
 * failed query's parameters, such as a session token, are left out), and none of its other arguments
 * (they may carry the request's values).
 */
export function authLog(level: AuthLogLevel, message: unknown, ...args: unknown[]): void {
  const error = message instanceof Error ? message : args.find((arg) => arg instanceof Error);
  const text = typeof message === "string" ? message : "better-auth error";
  logger[level]({ source: "better-auth", ...(error ? { err: error } : {}) }, text);
}
