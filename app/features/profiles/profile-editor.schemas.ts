import { z } from "zod";
import { optionalChoice } from "~/lib/choice-field";
import { errorKey } from "~/lib/errors";
import type { TextShape } from "~/lib/text";
import { checkboxField, textField } from "~/lib/text-input";
import { COMPANY_CATEGORIES, COMPANY_SIZES, isSubcategory } from "~/lib/vocabulary/company";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";
import { FORMS_OF_ADDRESS } from "./form-of-address";
import { INTERESTS } from "./skills";

/** An optional text under the text rule (decision 021): null when left empty. */
const text = (max: number, shape: TextShape = "line") =>
  textField({ max, shape })
    .optional()
    .transform((value) => value || null);

const name = textField({ max: 80, tooLong: errorKey("NAMES_REQUIRED"), notText: errorKey("NAMES_REQUIRED") }).min(1, errorKey("NAMES_REQUIRED"));

const interestFields = Object.fromEntries(INTERESTS.map((interest) => [`interest_${interest}`, checkboxField])) as Record<
  `interest_${(typeof INTERESTS)[number]}`,
  typeof checkboxField
>;

/** The individual's editable profile fields as the form posts them. Admin-only fields (is_admin, is_trainer, membership_level) are not part of it. */
export const individualProfileInput = z.object({
  firstName: name,
  lastName: name,
  jobTitle: textField({ max: 200 })
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
  country: optionalChoice(COUNTRY_CODES, errorKey("INVALID_COUNTRY")),
  bio: text(2000, "multiline"),
  birthdate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, errorKey("BIRTHDATE_INVALID"))
    .optional()
    .transform((value) => value || null),
  experienceLevel: optionalChoice(EXPERIENCE_LEVELS, errorKey("INVALID_EXPERIENCE")),
  formOfAddress: optionalChoice(FORMS_OF_ADDRESS, errorKey("INVALID_CHOICE")),
  hasCvEnabled: checkboxField,
  removePhoto: checkboxField,
  removeCv: checkboxField,
  ...interestFields,
});

export type IndividualProfileInput = z.output<typeof individualProfileInput>;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

/** The company's editable profile fields as the form posts them (subcategories arrive as a list). subscription_tier and is_admin are not part of it. */
export const companyProfileInput = z.object({
  companyName: textField({ max: 120, notText: errorKey("COMPANY_NAME_REQUIRED") }).min(1, errorKey("COMPANY_NAME_REQUIRED")),
  description: text(3000, "multiline"),
  city: text(80),
  country: optionalChoice(COUNTRY_CODES, errorKey("INVALID_COUNTRY")),
  companySize: optionalChoice(COMPANY_SIZES, errorKey("INVALID_CHOICE")),
  hasFranchises: checkboxField,
  mainCategory: optionalChoice(COMPANY_CATEGORIES, errorKey("INVALID_CHOICE")),
  industry: text(120),
  subcategories: z
    .array(z.string().refine(isSubcategory, errorKey("INVALID_CHOICE")))
    .max(12, errorKey("TOO_MANY_SUBCATEGORIES"))
    .transform((codes) => [...new Set(codes)]),
  website: textField({ max: 200, tooLong: errorKey("WEBSITE_INVALID") })
    .optional()
    .refine((value) => !value || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), errorKey("WEBSITE_INVALID"))
    .transform((value) => value || null),
  slug: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || SLUG_PATTERN.test(value), errorKey("SLUG_INVALID"))
    .transform((value) => value || null),
  removeLogo: checkboxField,
});

export type CompanyProfileInput = z.output<typeof companyProfileInput>;
