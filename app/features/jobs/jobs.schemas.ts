import { z } from "zod";
import { isCalendarDay } from "~/lib/calendar-day";
import { optionalChoice } from "~/lib/choice-field";
import { errorKey } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { cleanTextField, textField } from "~/lib/text-input";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";
import { APPLICATION_STATUSES, JOB_CATEGORIES, JOB_TYPES, OFFER_LIMITS, SALARY_CURRENCIES } from "./job-options";

/** A form checkbox ('on') or a boolean. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true" || value === "1");

/** Several values: a list (repeated form fields) or one string split on `separator`, each under the text rule (NFC, trimmed), blanks dropped. */
const list = (separator: RegExp) =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((value) => (typeof value === "string" ? value.split(separator) : (value ?? [])))
    .pipe(z.array(cleanTextField("multiline")))
    .transform((values) => values.filter(Boolean));

/** A whole amount or nothing (an empty field). */
const amount = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || (typeof value === "string" && value.trim() === "")) return null;
    const number = typeof value === "number" ? value : Number(value.trim());
    if (!Number.isInteger(number) || number < 0 || number > OFFER_LIMITS.salary) {
      ctx.addIssue({ code: "custom", message: errorKey("JOB_SALARY_INVALID") });
      return z.NEVER;
    }
    return number;
  });

/** A day `YYYY-MM-DD` that exists, or nothing when left empty. */
const optionalDay = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isCalendarDay(value), errorKey("AVAILABILITY_DAY_INVALID"))
  .transform((value) => value || null);

/** An offer as the company's form posts it; every refusal names its field with the spec's language (Spanish). */
export const offerInput = z
  .object({
    title: textField({ max: OFFER_LIMITS.title, tooLong: errorKey("JOB_TITLE_TOO_LONG"), notText: errorKey("JOB_TITLE_REQUIRED") }).min(
      1,
      errorKey("JOB_TITLE_REQUIRED"),
    ),
    description: textField({
      max: OFFER_LIMITS.description,
      shape: "multiline",
      tooLong: errorKey("JOB_DESCRIPTION_TOO_LONG"),
      notText: errorKey("JOB_DESCRIPTION_REQUIRED"),
    }).min(1, errorKey("JOB_DESCRIPTION_REQUIRED")),
    country: z
      .string({ error: errorKey("INVALID_COUNTRY") })
      .trim()
      .refine((value) => (COUNTRY_CODES as readonly string[]).includes(value), errorKey("INVALID_COUNTRY")),
    city: textField({ max: OFFER_LIMITS.city })
      .optional()
      .transform((value) => value || null),
    remoteAllowed: flag,
    fullyRemote: flag,
    jobType: z.enum(JOB_TYPES, { error: errorKey("JOB_TYPE_INVALID") }),
    experienceLevel: optionalChoice(EXPERIENCE_LEVELS, errorKey("INVALID_EXPERIENCE")),
    category: list(/,/)
      .transform((values) => [...new Set(values)])
      .refine((values) => values.length > 0, errorKey("JOB_CATEGORY_REQUIRED"))
      .refine((values) => values.length <= OFFER_LIMITS.categories, errorKey("JOB_CATEGORIES_TOO_MANY"))
      .refine((values) => values.every((value) => (JOB_CATEGORIES as readonly string[]).includes(value)), errorKey("INVALID_CHOICE")),
    requirements: list(/\r?\n/).refine(
      (values) => values.length <= OFFER_LIMITS.requirements && values.every((value) => textLength(value) <= OFFER_LIMITS.requirement),
      errorKey("JOB_REQUIREMENTS_INVALID"),
    ),
    salaryMin: amount,
    salaryMax: amount,
    salaryCurrency: optionalChoice(SALARY_CURRENCIES, errorKey("JOB_SALARY_CURRENCY_REQUIRED")),
    validThrough: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || isCalendarDay(value), errorKey("JOB_VALID_THROUGH_INVALID"))
      .transform((value) => value || null),
    workStartsOn: optionalDay,
    workEndsOn: optionalDay,
    publish: flag,
  })
  .superRefine((offer, ctx) => {
    if (offer.workEndsOn && !offer.workStartsOn) ctx.addIssue({ code: "custom", path: ["workStartsOn"], message: errorKey("JOB_WORK_DATES_INVALID") });
    if (offer.workStartsOn && offer.workEndsOn && offer.workEndsOn < offer.workStartsOn) {
      ctx.addIssue({ code: "custom", path: ["workEndsOn"], message: errorKey("JOB_WORK_DATES_INVALID") });
    }
    if (offer.salaryMin !== null && offer.salaryMax !== null && offer.salaryMin > offer.salaryMax) {
      ctx.addIssue({ code: "custom", path: ["salaryMax"], message: errorKey("JOB_SALARY_RANGE") });
    }
    if ((offer.salaryMin !== null || offer.salaryMax !== null) && !offer.salaryCurrency) {
      ctx.addIssue({ code: "custom", path: ["salaryCurrency"], message: errorKey("JOB_SALARY_CURRENCY_REQUIRED") });
    }
  });

export type OfferInput = z.input<typeof offerInput>;
export type OfferFields = z.output<typeof offerInput>;

/** An application's form: the cover letter is optional, multi-line text of at most 5000 code points (the database's limit). */
export const applicationInput = z.object({
  coverLetter: textField({ max: OFFER_LIMITS.coverLetter, shape: "multiline", tooLong: errorKey("APPLICATION_COVER_LETTER_TOO_LONG") })
    .optional()
    .transform((value) => value ?? ""),
});

/** A new application status: one of the five. */
export const statusChangeInput = z.object({ status: z.enum(APPLICATION_STATUSES, { error: errorKey("INVALID_CHOICE") }) });
