import { z } from "zod";
import { AppError, type ErrorKey, errorKey } from "./errors";
import { hasForbiddenCharacters, normalizeText, type TextShape, textLength } from "./text";

/** How one text input is checked: its longest length in code points, its shape and its messages (an empty text is the caller's to refuse). */
export type TextRule = {
  max: number;
  shape?: TextShape;
  /** The message of a text over `max`; 'Este campo es demasiado largo.' unless the field has its own. */
  tooLong?: ErrorKey;
  /** The message when the value is not text at all (a missing field). */
  notText?: ErrorKey;
};

/** The message for text with a lone surrogate or a control character. */
const INVALID_CHARACTERS = errorKey("INVALID_CHARACTERS");

/** A zod string under the text rule, unbounded: NFC, trimmed, refused with 'INVALID_CHARACTERS' when it holds a lone surrogate or a control character. */
export function cleanTextField(shape: TextShape = "line", notText?: ErrorKey) {
  return z
    .string(notText ? { error: notText } : undefined)
    .overwrite((value) => normalizeText(value, shape))
    .trim()
    .refine((value) => !hasForbiddenCharacters(value, shape), { message: INVALID_CHARACTERS, abort: true });
}

/**
 * A zod string under the text rule (`~/lib/text`): `cleanTextField`, then refused with `tooLong` past
 * `max` code points. It stays a zod string, so `.min(1, …)`, `.optional()` and `.transform()` chain
 * as usual; never chain `.max()` (it counts UTF-16 units).
 */
export function textField(rule: TextRule) {
  return cleanTextField(rule.shape, rule.notText).refine((value) => textLength(value) <= rule.max, {
    message: rule.tooLong ?? errorKey("FIELD_TOO_LONG"),
    abort: true,
  });
}

/**
 * A text input under the text rule, unbounded: the value (a non-string is empty) in NFC and trimmed,
 * or a 400 'INVALID_CHARACTERS' naming `field` when it holds a lone surrogate or a control character.
 */
export function cleanText(value: unknown, shape: TextShape = "line", field?: string): string {
  const text = typeof value === "string" ? normalizeText(value, shape).trim() : "";
  if (hasForbiddenCharacters(text, shape)) throw new AppError(INVALID_CHARACTERS, 400, {}, field);
  return text;
}

/** One text input under the text rule, for use cases that read their input without zod: `cleanText`, then a 400 `tooLong` naming `field` past `max` code points. */
export function checkedText(value: unknown, rule: TextRule, field?: string): string {
  const text = cleanText(value, rule.shape, field);
  if (textLength(text) > rule.max) throw new AppError(rule.tooLong ?? "FIELD_TOO_LONG", 400, {}, field);
  return text;
}

/** An HTML checkbox of a form: true only when it was ticked (sent as 'on'); absent means false. */
export const checkboxField = z
  .string()
  .optional()
  .transform((value) => value === "on");
