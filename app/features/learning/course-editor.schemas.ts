import { z } from "zod";
import { ASSESSMENT_LIMITS } from "~/db/assessment-values";
import { MEMBERSHIP_LEVELS } from "~/lib/actor";
import { AppError, type ErrorKey, errorKey } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { checkboxField, textField } from "~/lib/text-input";
import { videoEmbedUrl } from "~/lib/video-embed";
import { AV_CATEGORIES } from "~/lib/vocabulary/av-categories";
import { boundedWhole } from "./assessment-input";
import { COURSE_LANGUAGES, COURSE_LEVELS } from "./course-options";

/** The lengths and ranges a course and a lesson may have. */
export const COURSE_LIMITS = { title: 120, summary: 300, description: 5000, hoursMax: 1000, lessonTitle: 150, body: 50_000, minutesMax: 600 } as const;

/** A whole number within [min, max] from a form field, else `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const number = typeof value === "number" ? value : Number(value.trim());
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number;
  });

/** A required text of at least `min` and at most `max` code points, refused with `message`. */
const requiredText = (min: number, max: number, message: ErrorKey, shape: "line" | "multiline" = "line") =>
  textField({ max, shape, notText: message, tooLong: errorKey("FIELD_TOO_LONG") }).refine((value) => textLength(value) >= min, message);

/** A course as the editor posts it; every refusal names its field in Spanish. */
export const courseInput = z.object({
  title: requiredText(5, COURSE_LIMITS.title, errorKey("COURSE_TITLE_INVALID")),
  summary: requiredText(10, COURSE_LIMITS.summary, errorKey("COURSE_SUMMARY_INVALID"), "multiline"),
  description: requiredText(20, COURSE_LIMITS.description, errorKey("COURSE_DESCRIPTION_INVALID"), "multiline"),
  category: z.enum(AV_CATEGORIES, { error: errorKey("COURSE_CATEGORY_INVALID") }),
  level: z.enum(COURSE_LEVELS, { error: errorKey("COURSE_LEVEL_INVALID") }),
  language: z.enum(COURSE_LANGUAGES, { error: errorKey("COURSE_LANGUAGE_INVALID") }),
  durationHours: wholeNumber(1, COURSE_LIMITS.hoursMax, errorKey("COURSE_HOURS_INVALID")),
  minLevel: z.enum(MEMBERSHIP_LEVELS, { error: errorKey("COURSE_MIN_LEVEL_INVALID") }),
  /** 'Quitar portada' (a new cover chosen in the same save wins). */
  removeCover: checkboxField,
});
/** A course as a form posts it: checked by `courseInput`. */
export type CourseInput = Record<string, unknown>;
export type CourseFields = Omit<z.output<typeof courseInput>, "removeCover">;

/** A course's certificate fields: years of validity (null: it never expires) and the course that renews it (null: none). */
export type CertificateFields = { certificateValidityYears: number | null; renewalCourseId: number | null };

/**
 * Reads a course's certificate fields as posted: an empty validity means no expiry, otherwise whole
 * years within the bounds ('CERTIFICATE_VALIDITY_INVALID'); an empty renewal course means none, otherwise
 * a course id ('RENEWAL_COURSE_INVALID'; whether it is another published course is checked against the database).
 */
export function certificateFields(input: CourseInput): CertificateFields {
  const years = boundedWhole(
    input.certificateValidityYears,
    ASSESSMENT_LIMITS.certificateValidityYears,
    "CERTIFICATE_VALIDITY_INVALID",
    "certificateValidityYears",
    null,
  );
  const raw = input.renewalCourseId;
  const renewal = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (renewal !== "" && !/^\d{1,15}$/.test(renewal)) throw new AppError("RENEWAL_COURSE_INVALID", 400, {}, "renewalCourseId");
  return { certificateValidityYears: years, renewalCourseId: renewal === "" ? null : Number(renewal) };
}

/** A lesson as the editor posts it: the body is HTML the lesson rule cleans; a video link must be YouTube or Vimeo. */
export const lessonInput = z.object({
  title: requiredText(3, COURSE_LIMITS.lessonTitle, errorKey("LESSON_TITLE_INVALID")),
  body: textField({ max: COURSE_LIMITS.body, shape: "multiline", tooLong: errorKey("FIELD_TOO_LONG") })
    .optional()
    .default(""),
  videoUrl: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || videoEmbedUrl(value) !== null, errorKey("LESSON_VIDEO_INVALID"))
    .transform((value) => value || null),
  durationMinutes: wholeNumber(1, COURSE_LIMITS.minutesMax, errorKey("LESSON_MINUTES_INVALID")),
  /** 'Quitar el PDF' (a new PDF chosen in the same save wins). */
  removeMaterial: checkboxField,
});
/** A lesson as a form posts it: checked by `lessonInput`. */
export type LessonInput = Record<string, unknown>;
