import { z } from "zod";
import { errorKey } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { checkboxField, textField } from "~/lib/text-input";
import { NEWS_AUDIENCES, NEWS_CATEGORIES } from "./news-options";

/** The lengths an article's fields may have. */
export const NEWS_LIMITS = { title: 160, summary: 400, body: 100_000, imageAlt: 200 } as const;

/** An article as the admin's editor posts it; every refusal names its field in Spanish. */
export const articleInput = z.object({
  title: textField({ max: NEWS_LIMITS.title, notText: errorKey("NEWS_TITLE_INVALID"), tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => textLength(value) >= 5,
    errorKey("NEWS_TITLE_INVALID"),
  ),
  summary: textField({ max: NEWS_LIMITS.summary, shape: "multiline", notText: errorKey("NEWS_SUMMARY_INVALID"), tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => textLength(value) >= 20,
    errorKey("NEWS_SUMMARY_INVALID"),
  ),
  body: textField({ max: NEWS_LIMITS.body, shape: "multiline", tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => textLength(value) >= 20,
    errorKey("NEWS_BODY_INVALID"),
  ),
  category: z.enum(NEWS_CATEGORIES, { error: errorKey("NEWS_CATEGORY_INVALID") }),
  audience: z.enum(NEWS_AUDIENCES, { error: errorKey("NEWS_AUDIENCE_INVALID") }),
  /** The alternative text of a picture added to the body in this save. */
  imageAlt: textField({ max: NEWS_LIMITS.imageAlt, tooLong: errorKey("FIELD_TOO_LONG") })
    .optional()
    .default(""),
  removeCover: checkboxField,
});
/** A picture for an article's body as the rich-text editor posts it: its alternative text is required. */
export const bodyImageInput = z.object({
  imageAlt: textField({ max: NEWS_LIMITS.imageAlt, tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => value.length > 0,
    errorKey("NEWS_IMAGE_ALT_REQUIRED"),
  ),
});

/** An article as a form posts it: checked by `articleInput`. */
export type ArticleInput = Record<string, unknown>;
export type ArticleFields = z.output<typeof articleInput>;
