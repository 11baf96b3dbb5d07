import { z } from "zod";
import { MEMBERSHIP_LEVELS } from "~/lib/actor";
import { errorKey } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { checkboxField, textField } from "~/lib/text-input";
import { isCountryCode } from "~/lib/vocabulary/countries";
import { EVENT_TIME_ZONES } from "~/lib/vocabulary/time-zones";
import { EVENT_TYPES } from "./event-options";

/** The lengths an event's fields may have. */
export const EVENT_LIMITS = { title: 160, description: 5000, place: 160, url: 500, capacityMax: 100_000 } as const;

const optionalLine = (max: number) =>
  textField({ max, tooLong: errorKey("FIELD_TOO_LONG") })
    .optional()
    .transform((value) => value || null);

/** An event as the editor posts it (times as the event's wall clock); every refusal names its field in Spanish. */
export const eventInput = z.object({
  title: textField({ max: EVENT_LIMITS.title, notText: errorKey("EVENT_TITLE_INVALID"), tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => textLength(value) >= 5,
    errorKey("EVENT_TITLE_INVALID"),
  ),
  description: textField({ max: EVENT_LIMITS.description, shape: "multiline", tooLong: errorKey("FIELD_TOO_LONG") }).refine(
    (value) => textLength(value) >= 20,
    errorKey("EVENT_DESCRIPTION_INVALID"),
  ),
  eventType: z.enum(EVENT_TYPES, { error: errorKey("EVENT_TYPE_INVALID") }),
  timeZone: z.enum(EVENT_TIME_ZONES, { error: errorKey("EVENT_TIME_ZONE_INVALID") }),
  startsLocal: z.string({ error: errorKey("EVENT_START_INVALID") }).trim(),
  endsLocal: z.string({ error: errorKey("EVENT_END_INVALID") }).trim(),
  venue: optionalLine(EVENT_LIMITS.place),
  city: optionalLine(EVENT_LIMITS.place),
  country: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isCountryCode(value), errorKey("INVALID_COUNTRY"))
    .transform((value) => value || null),
  onlineUrl: z
    .string()
    .trim()
    .max(EVENT_LIMITS.url, errorKey("EVENT_ONLINE_URL_INVALID"))
    .optional()
    .refine((value) => !value || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value), errorKey("EVENT_ONLINE_URL_INVALID"))
    .transform((value) => value || null),
  capacity: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= EVENT_LIMITS.capacityMax),
      errorKey("EVENT_CAPACITY_INVALID"),
    )
    .transform((value) => (value ? Number(value) : null)),
  minLevel: z.enum(MEMBERSHIP_LEVELS, { error: errorKey("EVENT_MIN_LEVEL_INVALID") }),
  removeCover: checkboxField,
});
/** An event as a form posts it: checked by `eventInput`. */
export type EventInput = Record<string, unknown>;
