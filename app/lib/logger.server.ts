import pino from "pino";
import { loggedError } from "./logged-error.server";
import { requestIds } from "./request-id.server";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const requested = process.env.LOG_LEVEL ?? "";
const level = LEVELS.includes(requested) ? requested : process.env.NODE_ENV === "test" ? "warn" : "info";
const pretty = process.env.NODE_ENV === "development";

/** Names whose value never reaches the log: cookies, credentials, tokens, bodies, private text, addresses. */
const SECRET_NAMES = ["cookie", "cookies", "authorization", "password", "token", "sessionToken", "body", "content", "email"];
/** Objects a log call may hand whole, whose secret-named fields are censored too (explicit paths: pino's `*.` wildcards cost ~7 µs a line). */
const CONTAINERS = ["headers", "req", "request", "res", "input", "values", "form", "user", "account", "session", "data", "message", "mail"];
const REDACTED_PATHS = [
  ...SECRET_NAMES,
  ...CONTAINERS.flatMap((container) => SECRET_NAMES.map((name) => `${container}.${name}`)),
  'headers["set-cookie"]',
  'res.headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  "request.headers.cookie",
  "request.headers.authorization",
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
