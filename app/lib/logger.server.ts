import pino from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const requested = process.env.LOG_LEVEL ?? "";
const level = LEVELS.includes(requested) ? requested : process.env.NODE_ENV === "test" ? "warn" : "info";
const pretty = process.env.NODE_ENV === "development";

/** The app's structured logger: JSON lines in production, pino-pretty in development. */
export const logger = pino({
  level,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {}),
});
