import { z } from "zod";
import { BOOKING_ASKS } from "~/db/booking-values";
import { addDays, type Day, dayIn, isDay } from "~/features/availability/public";
import { AppError, errorKey } from "~/lib/errors";
import { textField } from "~/lib/text-input";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";
import { isCrewRole } from "~/lib/vocabulary/crew-roles";
import { EVENT_TIME_ZONES } from "~/lib/vocabulary/time-zones";
import { BOOKING_RULES } from "./booking-rules";
import { BOOKING_SOURCES } from "./request-path";

/** The currencies a day rate may be written in (ISO 4217): Latin America's, the dollar and the euro. */
export const BOOKING_CURRENCIES = ["ARS", "BOB", "BRL", "CLP", "COP", "CRC", "DOP", "GTQ", "MXN", "PEN", "PYG", "UYU", "USD", "EUR"] as const;
export type BookingCurrency = (typeof BOOKING_CURRENCIES)[number];

/** The largest day rate accepted (the column is a 32-bit integer). */
const MAX_DAY_RATE = 1_000_000_000;
const CALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CALL_TIME_FIELD = "callTime.";

const optionalText = (max: number, shape: "line" | "multiline" = "line") =>
  textField({ max, shape })
    .optional()
    .transform((value) => value || null);

const optionalDay = (key: "BOOKING_DAYS_INVALID" | "BOOKING_EXPIRY_INVALID") =>
  z
    .string({ error: errorKey(key) })
    .trim()
    .optional()
    .refine((value) => !value || isDay(value), errorKey(key))
    .transform((value) => value || null);

/** The request form's fields as posted (the per-day call times are gathered by `bookingRequestFields`). */
export const bookingRequestInput = z.object({
  technicianId: z
    .string({ error: errorKey("BOOKING_TECHNICIAN_NOT_FOUND") })
    .trim()
    .min(1, errorKey("BOOKING_TECHNICIAN_NOT_FOUND")),
  offerId: z
    .unknown()
    .optional()
    .transform((value) => (/^[1-9]\d{0,14}$/.test(String(value ?? "").trim()) ? Number(String(value).trim()) : null)),
  source: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (BOOKING_SOURCES as readonly string[]).includes(value), errorKey("INVALID_INPUT"))
    .transform((value) => (value || "search") as (typeof BOOKING_SOURCES)[number]),
  production: textField({
    max: BOOKING_RULES.productionMax,
    tooLong: errorKey("BOOKING_PRODUCTION_REQUIRED"),
    notText: errorKey("BOOKING_PRODUCTION_REQUIRED"),
  }).min(1, errorKey("BOOKING_PRODUCTION_REQUIRED")),
  role: z
    .string({ error: errorKey("BOOKING_ROLE_INVALID") })
    .trim()
    .refine(isCrewRole, errorKey("BOOKING_ROLE_INVALID")),
  venue: optionalText(BOOKING_RULES.venueMax),
  city: textField({ max: BOOKING_RULES.cityMax, notText: errorKey("BOOKING_CITY_REQUIRED") }).min(1, errorKey("BOOKING_CITY_REQUIRED")),
  country: z
    .string({ error: errorKey("INVALID_COUNTRY") })
    .trim()
    .refine((value) => (COUNTRY_CODES as readonly string[]).includes(value), errorKey("INVALID_COUNTRY")),
  timeZone: z
    .string({ error: errorKey("EVENT_TIME_ZONE_INVALID") })
    .trim()
    .refine((value) => (EVENT_TIME_ZONES as readonly string[]).includes(value), errorKey("EVENT_TIME_ZONE_INVALID")),
  startsOn: z
    .string({ error: errorKey("BOOKING_DAYS_INVALID") })
    .trim()
    .refine((value) => isDay(value), errorKey("BOOKING_DAYS_INVALID")),
  endsOn: optionalDay("BOOKING_DAYS_INVALID"),
  callTimes: z.record(z.string(), z.unknown()),
  dayRate: z
    .string({ error: errorKey("BOOKING_RATE_INVALID") })
    .trim()
    .optional()
    .refine((value) => !value || (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_DAY_RATE), errorKey("BOOKING_RATE_INVALID"))
    .transform((value) => (value ? Number(value) : null)),
  currency: z
    .string({ error: errorKey("BOOKING_RATE_INVALID") })
    .trim()
    .optional()
    .refine((value) => !value || (BOOKING_CURRENCIES as readonly string[]).includes(value), errorKey("BOOKING_RATE_INVALID"))
    .transform((value) => (value || null) as BookingCurrency | null),
  notes: optionalText(BOOKING_RULES.notesMax, "multiline"),
  asksFor: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (BOOKING_ASKS as readonly string[]).includes(value), errorKey("INVALID_INPUT"))
    .transform((value) => (value || "option") as (typeof BOOKING_ASKS)[number]),
  expiresOn: optionalDay("BOOKING_EXPIRY_INVALID"),
});

export type BookingRequestFields = z.output<typeof bookingRequestInput>;

/** The form as posted, with its `callTime.YYYY-MM-DD` fields gathered into `callTimes` (empty ones left out; a key that is not a day is refused later). */
export function bookingRequestFields(values: Record<string, unknown>): Record<string, unknown> {
  const callTimes: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(CALL_TIME_FIELD)) fields[key] = value;
    else if (value !== "" && value !== undefined && value !== null) callTimes[key.slice(CALL_TIME_FIELD.length)] = value;
  }
  return { ...fields, callTimes };
}

/** A checked request's days: the last day, and when the option (or the unanswered request) stops holding, both in the place's days. */
export type BookingDays = { startsOn: Day; endsOn: Day; expiresOn: Day; callTimes: Record<string, string> };

/**
 * The date rules of a request at `now` in the place's time zone (a 400 naming the field otherwise):
 * not before today, starting at most 730 days ahead, at most 60 days long, call times on booking
 * days, and an expiry from today to today+30 and never after the first day (default today+7, or the first day if sooner).
 */
export function checkBookingDays(fields: BookingRequestFields, now: Date): BookingDays {
  const today = dayIn(now, fields.timeZone);
  const { startsOn } = fields;
  const endsOn = fields.endsOn ?? startsOn;
  if (endsOn < startsOn) throw new AppError("BOOKING_DAYS_INVALID", 400, {}, "endsOn");
  if (startsOn < today) throw new AppError("BOOKING_DAYS_PAST", 400, {}, "startsOn");
  if (startsOn > addDays(today, BOOKING_RULES.maxAheadDays)) throw new AppError("BOOKING_DAYS_TOO_FAR", 400, { max: BOOKING_RULES.maxAheadDays }, "startsOn");
  if (endsOn > addDays(startsOn, BOOKING_RULES.maxDays - 1)) throw new AppError("BOOKING_DAYS_TOO_LONG", 400, { max: BOOKING_RULES.maxDays }, "endsOn");
  const callTimes: Record<string, string> = {};
  for (const [day, time] of Object.entries(fields.callTimes)) {
    const value = typeof time === "string" ? time.trim() : "";
    if (!isDay(day) || day < startsOn || day > endsOn || !CALL_TIME.test(value))
      throw new AppError("BOOKING_CALL_TIME_INVALID", 400, {}, `${CALL_TIME_FIELD}${day}`);
    callTimes[day] = value;
  }
  const latest = addDays(today, BOOKING_RULES.maxOptionDays);
  const expiresOn = fields.expiresOn ?? [addDays(today, BOOKING_RULES.defaultOptionDays), startsOn].sort()[0] ?? startsOn;
  if (expiresOn < today || expiresOn > latest || expiresOn > startsOn) {
    throw new AppError("BOOKING_EXPIRY_INVALID", 400, { max: BOOKING_RULES.maxOptionDays }, "expiresOn");
  }
  return { startsOn, endsOn, expiresOn, callTimes };
}

/** The day rate and its currency together, or neither (a rate without its currency is a 400 at `currency`). */
export function checkedRate(fields: BookingRequestFields): { dayRate: number | null; currency: BookingCurrency | null } {
  if (fields.dayRate === null) return { dayRate: null, currency: null };
  if (!fields.currency) throw new AppError("BOOKING_RATE_INVALID", 400, {}, "currency");
  return { dayRate: fields.dayRate, currency: fields.currency };
}
