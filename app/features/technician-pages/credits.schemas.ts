import { z } from "zod";
import { isCalendarDay } from "~/lib/calendar-day";
import { optionalChoice } from "~/lib/choice-field";
import { errorKey } from "~/lib/errors";
import { checkboxField, textField } from "~/lib/text-input";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";
import { isCrewRole } from "~/lib/vocabulary/crew-roles";

/** The show credits' limits: per member, text lengths (code points), the dates a credit may have. */
export const CREDIT_LIMITS = {
  perMember: 100,
  production: 120,
  venue: 120,
  city: 80,
  companyName: 120,
  link: 500,
  earliestDay: "1950-01-01",
  /** How far ahead a credit may start (a booked show), in days. */
  aheadDays: 366,
  /** The longest range, in days (about two years: a tour, a residency). */
  rangeDays: 731,
} as const;

const DAY_MS = 86_400_000;

/** The day `days` after a `YYYY-MM-DD` day (negative: before). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const optionalText = (max: number) =>
  textField({ max })
    .optional()
    .transform((value) => value || null);

/** True for an https address a browser can open: a host with a dot, no credentials, no spaces. */
function isHttpsLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * A credit's form as it posts, checked against `today` (YYYY-MM-DD): production and role required,
 * optional venue, city, country (a listed code), company and https link; a start from 1950 to a year
 * ahead and an optional end on or after it, at most about two years later.
 */
export function creditInput(today: string) {
  const latestStart = dayAfter(today, CREDIT_LIMITS.aheadDays);
  return z
    .object({
      production: textField({
        max: CREDIT_LIMITS.production,
        tooLong: errorKey("CREDIT_PRODUCTION_REQUIRED"),
        notText: errorKey("CREDIT_PRODUCTION_REQUIRED"),
      }).min(1, errorKey("CREDIT_PRODUCTION_REQUIRED")),
      role: z
        .string({ error: errorKey("CREDIT_ROLE_INVALID") })
        .trim()
        .refine(isCrewRole, errorKey("CREDIT_ROLE_INVALID")),
      venue: optionalText(CREDIT_LIMITS.venue),
      city: optionalText(CREDIT_LIMITS.city),
      country: optionalChoice(COUNTRY_CODES, errorKey("INVALID_COUNTRY")),
      startsOn: z
        .string({ error: errorKey("CREDIT_START_INVALID") })
        .trim()
        .refine((value) => isCalendarDay(value) && value >= CREDIT_LIMITS.earliestDay && value <= latestStart, {
          message: errorKey("CREDIT_START_INVALID"),
          abort: true,
        }),
      endsOn: z
        .string()
        .trim()
        .optional()
        .refine((value) => !value || isCalendarDay(value), errorKey("CREDIT_END_INVALID"))
        .transform((value) => value || null),
      companyName: optionalText(CREDIT_LIMITS.companyName),
      link: textField({ max: CREDIT_LIMITS.link, tooLong: errorKey("CREDIT_LINK_INVALID") })
        .optional()
        .refine((value) => !value || isHttpsLink(value), errorKey("CREDIT_LINK_INVALID"))
        .transform((value) => (value ? new URL(value).href : null)),
      showOnCompanySite: checkboxField,
    })
    .superRefine((credit, ctx) => {
      // Zod still runs this check when a field above was refused: it looks at valid days only.
      if (!isCalendarDay(credit.startsOn)) return;
      if (credit.endsOn && (credit.endsOn < credit.startsOn || credit.endsOn > dayAfter(credit.startsOn, CREDIT_LIMITS.rangeDays))) {
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: errorKey("CREDIT_END_INVALID") });
      }
    });
}

export type CreditFields = z.output<ReturnType<typeof creditInput>>;
