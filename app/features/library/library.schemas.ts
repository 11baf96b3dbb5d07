import { z } from "zod";
import { MEMBERSHIP_LEVELS } from "~/lib/actor";
import { errorKey } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { checkboxField, textField } from "~/lib/text-input";
import { AV_CATEGORIES } from "~/lib/vocabulary/av-categories";
import { DOC_TYPES } from "./library-options";

/** The lengths a document's fields may have. */
export const LIBRARY_LIMITS = { title: 160, description: 2000, brand: 80, model: 80, url: 500 } as const;

const optionalLine = (max: number) =>
  textField({ max, tooLong: errorKey("FIELD_TOO_LONG") })
    .optional()
    .transform((value) => value || null);

/** A document as the editor posts it; every refusal names its field in Spanish. */
export const documentInput = z.object({
  title: textField({ max: LIBRARY_LIMITS.title, notText: errorKey("LIBRARY_TITLE_INVALID"), tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => textLength(value) >= 3,
    errorKey("LIBRARY_TITLE_INVALID"),
  ),
  description: textField({ max: LIBRARY_LIMITS.description, shape: "multiline", tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => textLength(value) >= 10,
    errorKey("LIBRARY_DESCRIPTION_INVALID"),
  ),
  category: z.enum(AV_CATEGORIES, { error: errorKey("LIBRARY_CATEGORY_INVALID") }),
  docType: z.enum(DOC_TYPES, { error: errorKey("LIBRARY_TYPE_INVALID") }),
  brand: optionalLine(LIBRARY_LIMITS.brand),
  model: optionalLine(LIBRARY_LIMITS.model),
  externalUrl: z
    .string()
    .trim()
    .max(LIBRARY_LIMITS.url, errorKey("LIBRARY_URL_INVALID"))
    .optional()
    .refine((value) => !value || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value), errorKey("LIBRARY_URL_INVALID"))
    .transform((value) => value || null),
  minLevel: z.enum(MEMBERSHIP_LEVELS, { error: errorKey("LIBRARY_MIN_LEVEL_INVALID") }),
  /** 'Publicado': unticked keeps the document a draft only its editors see. */
  isPublished: checkboxField,
});
/** A document as a form posts it: checked by `documentInput`. */
export type DocumentInput = Record<string, unknown>;
