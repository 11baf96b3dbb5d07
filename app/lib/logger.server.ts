import pino from "pino";
import { requestIds } from "./request-id.server";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const requested = process.env.LOG_LEVEL ?? "";
const level = LEVELS.includes(requested) ? requested : process.env.NODE_ENV === "test" ? "warn" : "info";
const pretty = process.env.NODE_ENV === "development";

/** The app's structured logger: one JSON line per entry in production (errors serialised in it, with the request's id as `reqId`), pino-pretty in development. */
export const logger = pino({
  level,
  base: undefined,
  mixin: () => {
    const reqId = requestIds.getStore();
    return reqId ? { reqId } : {};
  },
  timestamp: pino.stdTimeFunctions.isoTime,
  ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {}),
});
