import pino from "pino";
import { loggedError } from "./logged-error.server";
import { requestIds } from "./request-id.server";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const requested = process.env.LOG_LEVEL ?? "";
const level = LEVELS.includes(requested) ? requested : process.env.NODE_ENV === "test" ? "warn" : "info";
const pretty = process.env.NODE_ENV === "development";

/** What never reaches the log under any of these names (top level or one object down): cookies, credentials, tokens, bodies, private text, addresses. */
const REDACTED_PATHS = [
  "cookie",
  "cookies",
  "authorization",
  "password",
  "token",
  "sessionToken",
  "body",
  "content",
  "email",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "*.cookie",
  "*.authorization",
  "*.password",
  "*.token",
  "*.sessionToken",
  "*.body",
  "*.content",
  "*.email",
];

/**
 * The app's structured logger: one JSON line per entry in production (errors serialised in it by
 * loggedError, never with a query's parameters; the request's id as `reqId`; REDACTED_PATHS
 * censored), pino-pretty in development.
 */
export const logger = pino({
  level,
  base: undefined,
  mixin: () => {
    const reqId = requestIds.getStore();
    return reqId ? { reqId } : {};
  },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: loggedError, error: loggedError },
  redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {}),
});
