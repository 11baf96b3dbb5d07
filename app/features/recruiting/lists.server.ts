import { and, count, eq, ne, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { type TalentListSource, talentListMembers, talentLists } from "~/db/schema/recruiting";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";
import { RECRUITING_LIMITS } from "./limits";
import { isId, listedFor, listedTechnician, listName, listSource, lockCompanyLists, ownList, touchList } from "./list-entries.server";
import type { ListsForTechnician, TalentListSummary } from "./list-types";
import { recruitingPolicy } from "./policy";

export { talentListPage } from "./list-page.server";
export { writeToTalentList } from "./list-writing.server";

const NOTE_MAX = DATABASE_TEXT_LIMITS["talent_list_members.note"].max;

type SummaryRow = { id: string; name: string; count: number; updated_at: string; contains: boolean };

/** The company's lists, newest change first, each with how many technicians it shows (listed, not hidden from the company) and whether it holds `technicianId`. */
const SUMMARIES = rawQuery(
  "recruiting.list-summaries",
  (companyId: string, technicianId: string | null) =>
    sql<SummaryRow>`select l.id, l.name, to_char(l.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
          (select count(*)::int from talent_list_members m join user_profiles p on p.id = m.technician_id where m.list_id = l.id and ${listedFor(companyId)}) as count,
          ${technicianId ? sql`exists (select 1 from talent_list_members h where h.list_id = l.id and h.technician_id = ${technicianId})` : sql`false`} as contains
        from talent_lists l where l.company_id = ${companyId}
        order by l.updated_at desc, l.id limit ${RECRUITING_LIMITS.lists}`,
  [
    ["someone", null],
    ["someone", "someone"],
  ],
);

/** The signed-in company's lists, most recently changed first, each with how many technicians it holds. */
export async function myTalentLists(ctx: Ctx): Promise<TalentListSummary[]> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const rows = await SUMMARIES.rows(ctx.db, actor.id, null);
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count), updatedAt: row.updated_at }));
}

/** Whether the company already keeps a list of this name (regardless of case), other than `exceptId`. */
async function nameTaken(tx: Ctx, companyId: string, name: string, exceptId: string | null): Promise<boolean> {
  const same = and(eq(talentLists.companyId, companyId), sql`lower(${talentLists.name}) = lower(${name})`, exceptId ? ne(talentLists.id, exceptId) : undefined);
  const [row] = await tx.db.select({ id: talentLists.id }).from(talentLists).where(same).limit(1);
  return Boolean(row);
}

/** Creates the list inside the caller's transaction, under the company's lists lock (held by the caller). */
async function insertList(tx: Ctx, companyId: string, name: string): Promise<string> {
  if (await nameTaken(tx, companyId, name, null)) throw new AppError("TALENT_LIST_NAME_TAKEN", 409, {}, "name");
  const [{ total }] = await tx.db.select({ total: count() }).from(talentLists).where(eq(talentLists.companyId, companyId));
  if (total >= RECRUITING_LIMITS.lists) throw new AppError("TALENT_LISTS_LIMIT", 409, { max: RECRUITING_LIMITS.lists });
  const id = crypto.randomUUID();
  const now = tx.now();
  await tx.db.insert(talentLists).values({ id, companyId, name, createdAt: now, updatedAt: now });
  return id;
}

/**
 * Creates a list (name 1–80 characters, unique per company regardless of case: 409 'TALENT_LIST_NAME_TAKEN';
 * at most 50 lists: 409 'TALENT_LISTS_LIMIT', counted under the company's lock so concurrent creations never pass it).
 */
export async function createTalentList(ctx: Ctx, input: { name?: unknown }): Promise<{ id: string }> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const name = listName(input.name);
  return withTransaction(ctx, async (tx) => {
    await lockCompanyLists(tx, actor.id);
    return { id: await insertList(tx, actor.id, name) };
  });
}

/** Renames one of the company's lists (404 for anyone else's; the name's rules as on creation). */
export async function renameTalentList(ctx: Ctx, input: { listId?: unknown; name?: unknown }): Promise<void> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const name = listName(input.name);
  await withTransaction(ctx, async (tx) => {
    await lockCompanyLists(tx, actor.id);
    const list = await ownList(tx, actor.id, input.listId);
    if (await nameTaken(tx, actor.id, name, list.id)) throw new AppError("TALENT_LIST_NAME_TAKEN", 409, {}, "name");
    await tx.db.update(talentLists).set({ name, updatedAt: tx.now() }).where(eq(talentLists.id, list.id));
  });
}

/** Deletes one of the company's lists with its entries (404 for anyone else's). */
export async function deleteTalentList(ctx: Ctx, input: { listId?: unknown }): Promise<void> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  if (!isId(input.listId)) throw new AppError("TALENT_LIST_NOT_FOUND", 404);
  const deleted = await ctx.db
    .delete(talentLists)
    .where(and(eq(talentLists.id, input.listId), eq(talentLists.companyId, actor.id)))
    .returning({ id: talentLists.id });
  if (deleted.length === 0) throw new AppError("TALENT_LIST_NOT_FOUND", 404);
}

/**
 * Adds a listed technician to one of the company's lists, or to a new list named `newListName`
 * (created on the way; a list of that name already kept is used instead), at the end of its order;
 * adding someone already there changes nothing. At most 200 technicians a list (409 'TALENT_LIST_FULL').
 */
export async function addToTalentList(
  ctx: Ctx,
  input: { listId?: unknown; newListName?: unknown; technicianId?: unknown; source?: TalentListSource | string },
): Promise<{ listId: string; added: boolean }> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const wanted = typeof input.listId === "string" && input.listId !== "" ? input.listId : null;
  const newName = wanted === null ? listName(input.newListName) : null;
  const source = listSource(input.source);
  return withTransaction(ctx, async (tx) => {
    await lockCompanyLists(tx, actor.id);
    const technicianId = await listedTechnician(tx, actor.id, input.technicianId);
    const listId = newName === null ? (await ownList(tx, actor.id, wanted)).id : await listNamed(tx, actor.id, newName);
    const [held] = await tx.db
      .select({ position: talentListMembers.position })
      .from(talentListMembers)
      .where(and(eq(talentListMembers.listId, listId), eq(talentListMembers.technicianId, technicianId)));
    if (held) return { listId, added: false };
    const [{ total, last }] = await tx.db
      .select({ total: count(), last: sql<number | null>`max(${talentListMembers.position})` })
      .from(talentListMembers)
      .where(eq(talentListMembers.listId, listId));
    if (total >= RECRUITING_LIMITS.listMembers) throw new AppError("TALENT_LIST_FULL", 409, { max: RECRUITING_LIMITS.listMembers });
    await tx.db.insert(talentListMembers).values({ listId, technicianId, position: Number(last ?? 0) + 1, source, note: "", addedAt: tx.now() });
    await touchList(tx, listId);
    return { listId, added: true };
  });
}

/** The company's list of that name (regardless of case), created when it keeps none. */
async function listNamed(tx: Ctx, companyId: string, name: string): Promise<string> {
  const [existing] = await tx.db
    .select({ id: talentLists.id })
    .from(talentLists)
    .where(and(eq(talentLists.companyId, companyId), sql`lower(${talentLists.name}) = lower(${name})`));
  return existing ? existing.id : insertList(tx, companyId, name);
}

/** Removes a technician from one of the company's lists (404 for anyone else's list); removing someone not there changes nothing. */
export async function removeFromTalentList(ctx: Ctx, input: { listId?: unknown; technicianId?: unknown }): Promise<void> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  await withTransaction(ctx, async (tx) => {
    const list = await ownList(tx, actor.id, input.listId);
    if (!isId(input.technicianId)) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
    const removed = await tx.db
      .delete(talentListMembers)
      .where(and(eq(talentListMembers.listId, list.id), eq(talentListMembers.technicianId, input.technicianId)))
      .returning({ id: talentListMembers.technicianId });
    if (removed.length > 0) await touchList(tx, list.id);
  });
}

/** Saves the list's note on a technician of the list ('' clears it; at most 1,000 characters: 400 'TALENT_LIST_NOTE_TOO_LONG'). */
export async function setTalentListNote(ctx: Ctx, input: { listId?: unknown; technicianId?: unknown; note?: unknown }): Promise<void> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const note = cleanText(input.note, "multiline", "note");
  if (textLength(note) > NOTE_MAX) throw new AppError("TALENT_LIST_NOTE_TOO_LONG", 400, { max: NOTE_MAX }, "note");
  await withTransaction(ctx, async (tx) => {
    const list = await ownList(tx, actor.id, input.listId);
    if (!isId(input.technicianId)) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
    const saved = await tx.db
      .update(talentListMembers)
      .set({ note })
      .where(and(eq(talentListMembers.listId, list.id), eq(talentListMembers.technicianId, input.technicianId)))
      .returning({ id: talentListMembers.technicianId });
    if (saved.length === 0) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
    await touchList(tx, list.id);
  });
}

/** Moves a technician of the list one place up or down in its order (swapping with the neighbour; at either end nothing changes). */
export async function moveInTalentList(ctx: Ctx, input: { listId?: unknown; technicianId?: unknown; direction?: unknown }): Promise<void> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  if (input.direction !== "up" && input.direction !== "down") throw new AppError("UNKNOWN_INTENT", 400);
  const up = input.direction === "up";
  await withTransaction(ctx, async (tx) => {
    await lockCompanyLists(tx, actor.id);
    const list = await ownList(tx, actor.id, input.listId);
    if (!isId(input.technicianId)) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
    const inList = eq(talentListMembers.listId, list.id);
    const [moving] = await tx.db
      .select({ position: talentListMembers.position })
      .from(talentListMembers)
      .where(and(inList, eq(talentListMembers.technicianId, input.technicianId)));
    if (!moving) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
    const [neighbour] = await tx.db
      .select({ technicianId: talentListMembers.technicianId, position: talentListMembers.position })
      .from(talentListMembers)
      .where(and(inList, up ? sql`${talentListMembers.position} < ${moving.position}` : sql`${talentListMembers.position} > ${moving.position}`))
      .orderBy(up ? sql`${talentListMembers.position} desc` : sql`${talentListMembers.position} asc`)
      .limit(1);
    if (!neighbour) return;
    await tx.db
      .update(talentListMembers)
      .set({ position: neighbour.position })
      .where(and(inList, eq(talentListMembers.technicianId, input.technicianId)));
    await tx.db
      .update(talentListMembers)
      .set({ position: moving.position })
      .where(and(inList, eq(talentListMembers.technicianId, neighbour.technicianId)));
    await touchList(tx, list.id);
  });
}

/** The company's lists, each saying whether it holds the technician (for 'Agregar a una lista'), and whether it may create another. */
export async function listsForTechnician(ctx: Ctx, technicianId: string): Promise<ListsForTechnician> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const rows = await SUMMARIES.rows(ctx.db, actor.id, isId(technicianId) ? technicianId : null);
  return { lists: rows.map((row) => ({ id: row.id, name: row.name, contains: row.contains === true })), canCreate: rows.length < RECRUITING_LIMITS.lists };
}
