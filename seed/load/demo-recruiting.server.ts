import { addDays, dayIn, defaultTimeZone, weekday } from "~/features/availability/public";
import type { Ctx } from "~/lib/context.server";
import {
  accountIdsByEmail,
  actingAsAccount,
  addToTalentList,
  createTalentList,
  type ImportedCalendar,
  importCalendars,
  myTalentLists,
  myTalentSearches,
  saveTalentNote,
  saveTalentSearch,
  setTalentListNote,
  talentNoteFor,
} from "~/shell/bulk-import.server";
import { cordobaLightingTechnicians, DEMO_TALENT_LIST, DEMO_TALENT_NOTE, DEMO_TALENT_SEARCH } from "../content/demo-recruiting";

/** How far ahead the Córdoba technicians' calendars go (as the other demo calendars). */
const DEMO_DAYS = 60;
const WEEKDAY_NOTES = ["Montaje en el Orfeo", "Ensayos de teatro", null];

/** The Saturday after `today` (a week ahead when today is a Saturday), as the technician search's "next weekend" counts it. */
export function nextSaturday(today: string): string {
  return addDays(today, (6 - weekday(today) + 7) % 7 || 7);
}

/**
 * The Córdoba lighting technicians' calendars (issue 41): free from Friday to Sunday on every weekend
 * of the next two months (so a search for next weekend finds them), some weekdays busy, shown to
 * companies. Must run before the other demo calendars are drawn (they leave alone whoever has one);
 * a technician who already has a calendar keeps it, so seeding twice changes nothing.
 */
export async function seedCordobaCalendars(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const people = cordobaLightingTechnicians();
  const ids = await accountIdsByEmail(
    ctx,
    people.map((person) => person.email),
  );
  const calendars: ImportedCalendar[] = people.flatMap((person, index) => {
    const userId = ids.get(person.email);
    if (!userId) return [];
    const timeZone = defaultTimeZone(person.country);
    const today = dayIn(ctx.now(), timeZone);
    const ranges: ImportedCalendar["ranges"] = [];
    for (let day = 0; day < DEMO_DAYS; day++) {
      const date = addDays(today, day);
      const dayOfWeek = weekday(date);
      const weekend = dayOfWeek === 0 || dayOfWeek === 5 || dayOfWeek === 6;
      const busy = !weekend && (day + index) % 3 === 0;
      if (!weekend && !busy) continue;
      const status = weekend ? "available" : "busy";
      const note = busy ? WEEKDAY_NOTES[(day + index) % WEEKDAY_NOTES.length] : null;
      const places = weekend ? ["Córdoba"] : [];
      const last = ranges.at(-1);
      if (last && last.status === status && last.note === note && last.endsOn === addDays(date, -1)) last.endsOn = date;
      else ranges.push({ startsOn: date, endsOn: date, status, note, places });
    }
    return [{ userId, visibility: "companies", timeZone, updatedAt: ctx.now(), ranges }];
  });
  await importCalendars(ctx, calendars);
  return calendars.length;
}

/**
 * The demo company's recruiting tools (issue 41), written through the recruiting use cases as the
 * company itself would: the list 'Iluminación Córdoba' with two technicians and the list's note on
 * each, a private note on one of them and a saved search for lighting technicians in Córdoba free
 * next weekend (counted from the seed day). Each part is added only when the company does not have
 * it yet, so seeding twice changes nothing. Answers how many parts it added.
 */
export async function seedDemoRecruiting(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const emails = [DEMO_TALENT_LIST.companyEmail, ...cordobaLightingTechnicians().map((person) => person.email)];
  const ids = await accountIdsByEmail(ctx, emails);
  const companyId = ids.get(DEMO_TALENT_LIST.companyEmail);
  const company = companyId ? await actingAsAccount(ctx, companyId) : null;
  if (!company) return 0;
  let added = 0;

  const lists = await myTalentLists(company);
  if (!lists.some((list) => list.name === DEMO_TALENT_LIST.name)) {
    const { id: listId } = await createTalentList(company, { name: DEMO_TALENT_LIST.name });
    for (const entry of DEMO_TALENT_LIST.entries) {
      const technicianId = ids.get(entry.email);
      if (!technicianId) continue;
      await addToTalentList(company, { listId, technicianId, source: "search" });
      await setTalentListNote(company, { listId, technicianId, note: entry.note });
    }
    added++;
  }

  const notedId = ids.get(DEMO_TALENT_NOTE.technicianEmail);
  if (notedId && !(await talentNoteFor(company, notedId))) {
    await saveTalentNote(company, { technicianId: notedId, note: DEMO_TALENT_NOTE.note });
    added++;
  }

  const searches = await myTalentSearches(company);
  if (!searches.some((search) => search.name === DEMO_TALENT_SEARCH.name)) {
    const saturday = nextSaturday(dayIn(ctx.now(), defaultTimeZone(DEMO_TALENT_SEARCH.country)));
    // The search is saved as the technician search's query string, as its form posts it.
    const query = new URLSearchParams([
      ...DEMO_TALENT_SEARCH.skills.map((skill) => ["habilidad", skill]),
      ["pais", DEMO_TALENT_SEARCH.country],
      ["ciudad", DEMO_TALENT_SEARCH.city],
      ["desde", saturday],
      ["hasta", addDays(saturday, 1)],
    ]);
    await saveTalentSearch(company, { name: DEMO_TALENT_SEARCH.name, query: query.toString() });
    added++;
  }
  return added;
}
