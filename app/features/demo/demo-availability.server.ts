import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import { availabilityRanges, availabilitySettings } from "~/db/schema/availability";
import { addDays, dayIn, defaultTimeZone, weekday } from "~/features/availability/public";
import { syncSearchColumns } from "~/features/availability/public.server";
import type { Ctx } from "~/lib/context.server";

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
  const people = await queryRows<{ id: string; country: string | null; city: string | null }>(
    ctx.db,
    sql`select p.id, p.country, p.city from user_profiles p join "user" u on u.id = p.id
        where u.email like '%@demo.redav.lat' and not p.is_admin
          and not exists (select 1 from availability_settings s where s.user_id = p.id)
        order by u.email`,
  );
  const chosen = people.filter((_, index) => index % 5 !== 4);
  if (chosen.length === 0) return 0;
  const settings = chosen.map((person, index) => ({
    userId: person.id,
    visibility: index % 16 === 15 ? ("nobody" as const) : index % 8 === 3 ? ("members" as const) : ("companies" as const),
    timeZone: defaultTimeZone(person.country),
    calendarUpdatedAt: ctx.now(),
  }));
  const runs = chosen.flatMap((person, seed) => {
    const today = dayIn(ctx.now(), defaultTimeZone(person.country));
    const result: (typeof availabilityRanges.$inferInsert)[] = [];
    for (let index = 0; index < DEMO_DAYS; index++) {
      const day = addDays(today, index);
      const status = statusOn(seed + 1, index, weekday(day));
      const last = result.at(-1);
      if (status && last && last.status === status && last.endsOn === addDays(day, -1)) last.endsOn = day;
      else if (status) {
        const note = status === "busy" ? NOTES[(seed + index) % NOTES.length] : null;
        const places = status === "available" && (seed + index) % 4 === 0 && person.city ? [person.city] : [];
        result.push({ userId: person.id, startsOn: day, endsOn: day, status, note, places });
      }
    }
    return result;
  });
  await ctx.db.transaction(async (tx) => {
    const fresh = await tx.insert(availabilitySettings).values(settings).onConflictDoNothing().returning({ userId: availabilitySettings.userId });
    const ids = new Set(fresh.map((row) => row.userId));
    const rows = runs.filter((run) => ids.has(run.userId));
    for (let start = 0; start < rows.length; start += 500) await tx.insert(availabilityRanges).values(rows.slice(start, start + 500));
    await syncSearchColumns(tx as unknown as Db, sql`p.id in (select user_id from availability_settings)`);
  });
  return chosen.length;
}
