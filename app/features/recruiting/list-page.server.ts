import { type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { TalentListSource } from "~/db/schema/recruiting";
import { addDays, isDay } from "~/features/availability/public";
import { type AvailabilityWindow, calendarShownTo, firmDaysInWindow, freeDaysIn } from "~/features/availability/public.server";
import { bookingsWithTechnicians } from "~/features/bookings/public.server";
import { newRecipientsLeft } from "~/features/messages/public.server";
import { type TechnicianRow, technicianCard } from "~/features/profiles/public";
import { type Ctx, requireActor } from "~/lib/context.server";
import { RECRUITING_LIMITS } from "./limits";
import { listedFor, ownList } from "./list-entries.server";
import type { TalentListPage } from "./list-types";
import { talentNotesFor } from "./notes.server";
import { recruitingPolicy } from "./policy";

/** The range of days the page shows free days for: both real days, `to` not before `from`, at most 31 days; anything else is no range (never an error). */
export function listRange(from: string | null | undefined, to: string | null | undefined): { from: string; to: string } | null {
  if (!isDay(from)) return null;
  const last = to === null || to === undefined || to === "" ? from : to;
  if (!isDay(last) || last < from || last > addDays(from, RECRUITING_LIMITS.rangeDays - 1)) return null;
  return { from, to: last };
}

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type EntryRow = TechnicianRow & { note: string; position: number; source: TalentListSource; added_at: string; firm_days: string | null; shown: boolean };

const ENTRIES = rawQuery(
  "recruiting.list-entries",
  (listId: string, companyId: string, window: AvailabilityWindow | null, shown: SQL) =>
    sql<EntryRow>`select p.id, p.first_name, p.last_name, p.job_title, p.skills, p.city, p.country, p.membership_level, p.profile_image_path,
          p.is_founding_member, p.form_of_address, p.handle, p.page_visibility,
          m.note, m.position, m.source, ${ISO(sql`m.added_at`)} as added_at,
          ${shown} as shown, ${window ? sql`coalesce(${firmDaysInWindow(window)}, '{}')` : sql`null`} as firm_days
        from talent_list_members m join user_profiles p on p.id = m.technician_id
        where m.list_id = ${listId} and ${listedFor(companyId)}
        order by m.position, m.added_at limit ${RECRUITING_LIMITS.listMembers}`,
  [
    ["someone", "someone", null, sql`false`],
    ["someone", "someone", { from: "2026-01-01", to: "2026-01-07", tentative: false }, sql`true`],
  ],
);

const LAST_CONTACT = rawQuery(
  "recruiting.list-last-contact",
  (companyId: string, technicianIds: string[]) => {
    const ids = sql.join(
      technicianIds.map((id) => sql`${id}`),
      sql`, `,
    );
    return sql<{ technician_id: string; at: string }>`select technician_id, ${ISO(sql`max(created_at)`)} as at from (
          select recipient_id as technician_id, created_at from messages where sender_id = ${companyId} and recipient_id in (${ids})
          union all
          select sender_id as technician_id, created_at from messages where recipient_id = ${companyId} and sender_id in (${ids})
        ) contact group by technician_id`;
  },
  [["someone", ["someone", "else"]]],
);

/**
 * The list page (404 for anyone but the company that keeps it): its technicians in order (those
 * listed and not hidden from the company) with their cards, the list's and the company's private
 * notes, their free days within `from`–`to` when the company may see their calendar (a bad or
 * too long range is no range), when the company and each last wrote to each other, the company's
 * bookings with each, and how many new people it may still write to today: six queries whatever
 * the list's size.
 */
export async function talentListPage(ctx: Ctx, input: { listId?: unknown; from?: string | null; to?: string | null }): Promise<TalentListPage> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const list = await ownList(ctx, actor.id, input.listId);
  const range = listRange(input.from, input.to);
  const window = range ? { ...range, tentative: false } : null;
  const rows = await ENTRIES.rows(ctx.db, list.id, actor.id, window, window ? calendarShownTo(actor) : sql`false`);
  const ids = rows.map((row) => row.id);
  const [notes, contacts, bookings, left] = await Promise.all([
    talentNotesFor(ctx, ids),
    ids.length > 0 ? LAST_CONTACT.rows(ctx.db, actor.id, ids) : Promise.resolve([]),
    bookingsWithTechnicians(ctx.db, actor.id, ids),
    newRecipientsLeft(ctx),
  ]);
  const lastContact = new Map(contacts.map((row) => [row.technician_id, row.at]));
  return {
    list: { id: list.id, name: list.name, count: rows.length, updatedAt: list.updatedAt.toISOString() },
    range,
    newRecipientsLeft: left,
    entries: rows.map((row) => ({
      card: technicianCard(row),
      note: row.note,
      privateNote: notes[row.id] ?? null,
      position: Number(row.position),
      source: row.source,
      addedAt: row.added_at,
      freeDays:
        window && row.shown
          ? freeDaysIn(window, row.firm_days)
              .filter((day) => !day.tentative)
              .map((day) => day.day)
          : null,
      lastContactAt: lastContact.get(row.id) ?? null,
      bookings: bookings[row.id] ?? { count: 0, latest: null },
    })),
  };
}
