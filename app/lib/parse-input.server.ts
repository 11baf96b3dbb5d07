import type { z } from "zod";
import catalog from "~/locales/es/errors.json";
import { AppError, type ErrorKey } from "./errors";

function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === "string" && typeof (catalog as Record<string, unknown>)[value] === "string";
}

/**
 * Parses input with a zod schema whose messages are catalog keys; the first problem becomes a 400
 * AppError naming its field ('INVALID_INPUT' when the schema gave no key).
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  throw new AppError(isErrorKey(issue?.message) ? issue.message : "INVALID_INPUT", 400, {}, field);
}
