import { z } from "zod";
import { COUNTRIES } from "~/features/accounts/public";
import { errorKey } from "~/lib/errors";
import { EXPERIENCE_LEVELS } from "./experience";
import { INTERESTS } from "./skills";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, errorKey("FIELD_TOO_LONG"))
    .optional()
    .transform((value) => value || null);

const name = z
  .string({ error: errorKey("NAMES_REQUIRED") })
  .trim()
  .min(1, errorKey("NAMES_REQUIRED"))
  .max(80, errorKey("NAMES_REQUIRED"));

/** One of a list, or nothing when left empty; anything else is refused with `message`. */
const optionalChoice = <T extends string>(choices: readonly T[], message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (choices as readonly string[]).includes(value), message)
    .transform((value) => (value ? (value as T) : null));

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

const interestFields = Object.fromEntries(INTERESTS.map((interest) => [`interest_${interest}`, checkbox])) as Record<
  `interest_${(typeof INTERESTS)[number]}`,
  typeof checkbox
>;

/** The individual's editable profile fields as the form posts them. Admin-only fields (is_admin, is_trainer, membership_level) are not part of it. */
export const individualProfileInput = z.object({
  firstName: name,
  lastName: name,
  jobTitle: z
    .string()
    .trim()
    .max(200, errorKey("FIELD_TOO_LONG"))
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((title) => title.trim())
        .filter(Boolean)
        .slice(0, 5),
    ),
  specialization: text(120),
  city: text(80),
  country: optionalChoice(COUNTRIES, errorKey("INVALID_COUNTRY")),
  bio: text(2000),
  birthdate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, errorKey("BIRTHDATE_INVALID"))
    .optional()
    .transform((value) => value || null),
  experienceLevel: optionalChoice(EXPERIENCE_LEVELS, errorKey("INVALID_EXPERIENCE")),
  isPublic: checkbox,
  hasCvEnabled: checkbox,
  removePhoto: checkbox,
  removeCv: checkbox,
  ...interestFields,
});

export type IndividualProfileInput = z.output<typeof individualProfileInput>;
