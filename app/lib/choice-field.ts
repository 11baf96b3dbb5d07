import { z } from "zod";

/** A form field that is one of `choices` (trimmed) or null when left empty or missing; anything else is refused with `message`. */
export function optionalChoice<T extends string>(choices: readonly T[], message: string) {
  return z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (choices as readonly string[]).includes(value), message)
    .transform((value) => (value ? (value as T) : null));
}
