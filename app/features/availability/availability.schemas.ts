import { z } from "zod";
import { AVAILABILITY_STATUSES, AVAILABILITY_VISIBILITIES } from "~/db/availability-values";
import { errorKey } from "~/lib/errors";
import { cleanTextField, textField } from "~/lib/text-input";
import { EVENT_TIME_ZONES } from "~/lib/vocabulary/time-zones";
import { isDay } from "./days";
import { AVAILABILITY_LIMITS } from "./options";

const day = z.string().trim().refine(isDay, errorKey("AVAILABILITY_DAY_INVALID"));

/** Places as a list (repeated fields) or one comma-separated text: each under the text rule, blanks and repeats dropped, at most five of up to 80 characters. */
const places = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => (typeof value === "string" ? value.split(/[,;\n]/) : (value ?? [])))
  .pipe(z.array(cleanTextField("line")))
  .transform((values) => [...new Set(values.filter(Boolean))])
  .refine(
    (values) => values.length <= AVAILABILITY_LIMITS.places && values.every((value) => [...value].length <= AVAILABILITY_LIMITS.place),
    errorKey("AVAILABILITY_PLACES_INVALID"),
  );

const note = textField({ max: AVAILABILITY_LIMITS.note })
  .optional()
  .transform((value) => value || null);

/** A range of days to mark: both ends (the end defaults to the start), a status, and optionally places and a note. */
export const markInput = z
  .object({
    from: day,
    to: z.string().trim().optional(),
    status: z.enum(AVAILABILITY_STATUSES, errorKey("INVALID_CHOICE")),
    places,
    note,
  })
  .transform((input, ctx) => {
    const to = input.to ? input.to : input.from;
    if (!isDay(to)) {
      ctx.addIssue({ code: "custom", message: errorKey("AVAILABILITY_DAY_INVALID"), path: ["to"] });
      return z.NEVER;
    }
    return { ...input, to };
  });
export type MarkInput = z.input<typeof markInput>;

/** A range of days to clear (the end defaults to the start). */
export const clearInput = z.object({ from: day, to: z.string().trim().optional() }).transform((input, ctx) => {
  const to = input.to ? input.to : input.from;
  if (!isDay(to)) {
    ctx.addIssue({ code: "custom", message: errorKey("AVAILABILITY_DAY_INVALID"), path: ["to"] });
    return z.NEVER;
  }
  return { from: input.from, to };
});
export type ClearInput = z.input<typeof clearInput>;

/** Every weekend from a day until another, with one status, places and note. */
export const weekendsInput = z.object({
  from: day,
  until: day,
  status: z.enum(AVAILABILITY_STATUSES, errorKey("INVALID_CHOICE")),
  places,
  note,
});
export type WeekendsInput = z.input<typeof weekendsInput>;

/** Who sees the calendar, the zone whose day is the technician's "today", and whether the days go into 'Mi agenda' (unchanged when absent). */
export const settingsInput = z.object({
  visibility: z.enum(AVAILABILITY_VISIBILITIES, errorKey("INVALID_CHOICE")),
  timeZone: z.enum(EVENT_TIME_ZONES, errorKey("INVALID_CHOICE")),
  inAgendaFeed: z.boolean(errorKey("INVALID_CHOICE")).optional(),
});
export type SettingsInput = z.input<typeof settingsInput>;
