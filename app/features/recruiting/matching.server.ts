import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { userProfiles } from "~/db/schema/profiles";
import { type TalentMatchKind, talentSearchMatches } from "~/db/schema/recruiting";
import { loadActor } from "~/features/accounts/public.server";
import { freeOnEveryDay } from "~/features/availability/public.server";
import { catalogText } from "~/features/notifications/public";
import { insertNotifications } from "~/features/notifications/public.server";
import type { Actor } from "~/lib/actor";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import { personName } from "~/lib/vocabulary/display-name";
import { SAVED_TERMS, searchSelects } from "./search-predicate.server";
import { talentSearchUnsubscribeUrl } from "./search-unsubscribe.server";

type SearchRow = { id: string; company_id: string; name: string; from_date: string | null; to_date: string | null; first_name: string; last_name: string };

/** The saved searches with alerts on whose filters (dates apart) select the technician: one query over every company's searches. */
const SELECTING_SEARCHES = rawQuery(
  "recruiting.selecting-searches",
  (technicianId: string) =>
    sql<SearchRow>`select s.id, s.company_id, s.name, s.from_date::text as from_date, s.to_date::text as to_date, p.first_name, p.last_name
      from user_profiles p join talent_searches s on s.alerts
      where p.id = ${technicianId} and ${searchSelects(SAVED_TERMS)}`,
  [["someone"]],
);

const p = alias(userProfiles, "p");

/** Whether the technician is free on every day of the window as `viewer` may see the calendar (availability's own rule). */
async function freeFor(db: Db, viewer: Actor, technicianId: string, window: { from: string; to: string }): Promise<boolean> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, technicianId), freeOnEveryDay(viewer, { ...window, tentative: false })));
  return rows.length > 0;
}

/** The searches with dates among `searches` on whose every day the technician is free as each search's company sees the calendar (one query per such search: at most 20 a company). */
async function freeSearches(db: Db, searches: SearchRow[], technicianId: string): Promise<Set<string>> {
  const free = new Set<string>();
  const viewers = new Map<string, Actor | null>();
  for (const search of searches) {
    if (!search.from_date || !search.to_date) continue;
    if (!viewers.has(search.company_id)) viewers.set(search.company_id, await loadActor(db, search.company_id, ""));
    const viewer = viewers.get(search.company_id);
    if (viewer && (await freeFor(db, viewer, technicianId, { from: search.from_date, to: search.to_date }))) free.add(search.id);
  }
  return free;
}

/** Records these matches; returns the search ids of those recorded now (a match already recorded is never recorded, nor announced, again). */
async function record(db: Db, technicianId: string, searchIds: string[], kind: TalentMatchKind, now: Date): Promise<Set<string>> {
  if (searchIds.length === 0) return new Set();
  const rows = await db
    .insert(talentSearchMatches)
    .values(searchIds.map((searchId) => ({ searchId, technicianId, kind, matchedAt: now })))
    .onConflictDoNothing()
    .returning({ searchId: talentSearchMatches.searchId });
  return new Set(rows.map((row) => row.searchId));
}

const overlaps = (search: SearchRow, range: { from: string; to: string } | undefined) =>
  search.from_date !== null && search.to_date !== null && (!range || (search.from_date <= range.to && search.to_date >= range.from));

/**
 * Matches one technician against every saved talent search with alerts on, in SQL: each new match
 * (kind 'new' after a profile change or a verification: the technician is selected and was not
 * recorded for the search; 'free' after a change of their days inside the search's dates: free on
 * every one of them as the search's company may see the calendar) is recorded once and its company
 * told (in-app and by e-mail digest, per its preferences). A 'new' match of a search with dates also
 * records whether they are free already, and a 'free' one records them as seen, so neither is
 * announced twice. Matches and notifications commit together: a retried event announces nothing again.
 */
export async function matchTalentSearches(
  ctx: ConsumerCtx,
  input: { technicianId: string; kind: "new" | "free"; sourceEventId: number; from?: string; to?: string },
): Promise<void> {
  const now = ctx.now();
  const range = input.from && input.to ? { from: input.from, to: input.to } : undefined;
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const searches = await SELECTING_SEARCHES.rows(tx, input.technicianId);
    if (searches.length === 0) return;
    let announced: Set<string>;
    if (input.kind === "new") {
      announced = await record(
        tx,
        input.technicianId,
        searches.map((search) => search.id),
        "new",
        now,
      );
      const dated = searches.filter((search) => announced.has(search.id));
      await record(tx, input.technicianId, [...(await freeSearches(tx, dated, input.technicianId))], "free", now);
    } else {
      const free = await freeSearches(
        tx,
        searches.filter((search) => overlaps(search, range)),
        input.technicianId,
      );
      announced = await record(tx, input.technicianId, [...free], "free", now);
      await record(tx, input.technicianId, [...announced], "new", now);
    }
    const told = searches.filter((search) => announced.has(search.id));
    if (told.length === 0) return;
    const prefix = input.kind === "new" ? "talentNew" : "talentFree";
    await insertNotifications(
      tx,
      told.map((search) => ({
        userId: search.company_id,
        ...catalogText(`${prefix}.title`, `${prefix}.message`, {
          search: search.name,
          name: personName(search.first_name, search.last_name),
          stopUrl: talentSearchUnsubscribeUrl(search.id),
        }),
        notificationType: "talent",
        relatedEntityType: "talent_search",
        relatedEntityId: search.id,
      })),
    );
  });
}
