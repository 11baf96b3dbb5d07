import pino from "pino";

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");

/** The app's structured logger: JSON lines, one per event. */
export const logger = pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
