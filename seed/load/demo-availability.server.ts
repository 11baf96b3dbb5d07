import { addDays, dayIn, defaultTimeZone, weekday } from "~/features/availability/public";
import type { Ctx } from "~/lib/context.server";
import { type ImportedCalendar, importCalendars, techniciansWithoutCalendar } from "~/shell/bulk-import.server";

/** How far ahead the demo calendars go. */
const DEMO_DAYS = 60;
const NOTES = ["Gira con Los Andes hasta fin de mes", "Festival: armado y desarme", "Solo turnos de noche", "Evento corporativo", null, null, null];

type Status = "available" | "tentative" | "busy";

/** A fixed pseudo-random number in [0, 1) for a technician and a day, so every seed gives the same calendars. */
function chance(seed: number, day: number): number {
  const x = Math.sin(seed * 12.9898 + day * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

/** The demo status of a day: weekends (Friday to Sunday) mostly busy, weekdays mostly free, some days unknown. */
function statusOn(seed: number, index: number, dayOfWeek: number): Status | null {
  const roll = chance(seed, index);
  if (dayOfWeek === 0 || dayOfWeek === 5 || dayOfWeek === 6) return roll < 0.5 ? "busy" : roll < 0.8 ? "available" : roll < 0.9 ? "tentative" : null;
  return roll < 0.45 ? "available" : roll < 0.65 ? "busy" : roll < 0.75 ? "tentative" : null;
}

/**
 * Demo availability (issue 27): most demo technicians get a calendar over the next two months
 * (weekends busier, some tentative days, a few with places or a note); one in five has none, one in
 * sixteen shows it to nobody and one in eight to all members. Technicians who already have a
 * calendar are left alone, so seeding twice changes nothing.
 */
export async function seedDemoAvailability(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const people = await techniciansWithoutCalendar(ctx, "%@demo.redav.lat");
  const chosen = people.filter((_, index) => index % 5 !== 4);
  if (chosen.length === 0) return 0;
  const calendars: ImportedCalendar[] = chosen.map((person, index) => {
    const today = dayIn(ctx.now(), defaultTimeZone(person.country));
    const ranges: ImportedCalendar["ranges"] = [];
    for (let day = 0; day < DEMO_DAYS; day++) {
      const date = addDays(today, day);
      const status = statusOn(index + 1, day, weekday(date));
      const last = ranges.at(-1);
      if (status && last && last.status === status && last.endsOn === addDays(date, -1)) last.endsOn = date;
      else if (status) {
        const note = status === "busy" ? NOTES[(index + day) % NOTES.length] : null;
        const places = status === "available" && (index + day) % 4 === 0 && person.city ? [person.city] : [];
        ranges.push({ startsOn: date, endsOn: date, status, note, places });
      }
    }
    return {
      userId: person.id,
      visibility: index % 16 === 15 ? "nobody" : index % 8 === 3 ? "members" : "companies",
      timeZone: defaultTimeZone(person.country),
      updatedAt: ctx.now(),
      ranges,
    };
  });
  await importCalendars(ctx, calendars);
  return chosen.length;
}
