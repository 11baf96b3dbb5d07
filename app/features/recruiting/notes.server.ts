import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { talentListMembers, talentLists, talentNotes } from "~/db/schema/recruiting";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { visibleTo } from "~/features/moderation/public.server";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { textLength } from "~/lib/text";
import { cleanTextField } from "~/lib/text-input";
import { addToListTexts, type TalentCardExtras, talentNoteTexts } from "./components/recruiting-texts";
import { RECRUITING_LIMITS } from "./limits";
import { recruitingPolicy } from "./policy";

const NOTE_MAX = DATABASE_TEXT_LIMITS["talent_notes.note"].max;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a well-formed id (a malformed one is a 404, never a query). */
const isId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** A listed technician (the technician search's LISTED), not hidden from the company nor blocked by it. */
const LISTED_TECHNICIAN = rawQuery(
  "recruiting.note-technician",
  (companyId: string, technicianId: string) =>
    sql<{ id: string }>`select p.id from user_profiles p
      where p.id = ${technicianId} and not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null
        and ${visibleTo(companyId, sql`p.id`)}`,
  [["someone", "someone"]],
);

const noteText = cleanTextField("multiline");

/** Saves the signed-in company's private note on a listed technician (1–2,000 characters; blank deletes it). */
export async function saveTalentNote(ctx: Ctx, input: { technicianId?: unknown; note?: unknown }): Promise<{ deleted: boolean }> {
  // A visitor gets the same 404 as anyone else who is not a company (a resource route runs no layout guard).
  if (!recruitingPolicy.can(ctx.actor, "recruit")) throw new AppError("NOT_FOUND", 404);
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  if (!isId(input.technicianId)) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
  const technicianId = input.technicianId;
  const parsed = noteText.safeParse(typeof input.note === "string" ? input.note : "");
  if (!parsed.success) throw new AppError("TALENT_NOTE_INVALID", 400, { max: NOTE_MAX }, "note");
  const note = parsed.data;
  if (textLength(note) > NOTE_MAX) throw new AppError("TALENT_NOTE_INVALID", 400, { max: NOTE_MAX }, "note");
  return withTransaction(ctx, async (tx) => {
    const [listed] = await LISTED_TECHNICIAN.rows(tx.db, actor.id, technicianId);
    if (!listed) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
    const mine = and(eq(talentNotes.companyId, actor.id), eq(talentNotes.technicianId, technicianId));
    if (note === "") {
      await tx.db.delete(talentNotes).where(mine);
      return { deleted: true };
    }
    const now = tx.now();
    await tx.db
      .insert(talentNotes)
      .values({ companyId: actor.id, technicianId, note, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [talentNotes.companyId, talentNotes.technicianId], set: { note, updatedAt: now } });
    return { deleted: false };
  });
}

/** The signed-in company's private note on a technician, or null (always null for anyone but a company). */
export async function talentNoteFor(ctx: Ctx, technicianId: string): Promise<{ note: string; updatedAt: string } | null> {
  const actor = ctx.actor;
  if (!actor || !recruitingPolicy.can(actor, "recruit") || !isId(technicianId)) return null;
  const [row] = await ctx.db
    .select({ note: talentNotes.note, updatedAt: talentNotes.updatedAt })
    .from(talentNotes)
    .where(and(eq(talentNotes.companyId, actor.id), eq(talentNotes.technicianId, technicianId)))
    .limit(1);
  return row ? { note: row.note, updatedAt: new Date(row.updatedAt).toISOString() } : null;
}

/** The signed-in company's private notes on several technicians at once (one query), by technician id; {} for anyone but a company. */
export async function talentNotesFor(ctx: Ctx, technicianIds: string[]): Promise<Record<string, string>> {
  const actor = ctx.actor;
  const ids = [...new Set(technicianIds.filter(isId))];
  if (!actor || !recruitingPolicy.can(actor, "recruit") || ids.length === 0) return {};
  const rows = await ctx.db
    .select({ technicianId: talentNotes.technicianId, note: talentNotes.note })
    .from(talentNotes)
    .where(and(eq(talentNotes.companyId, actor.id), inArray(talentNotes.technicianId, ids)));
  return Object.fromEntries(rows.map((row) => [row.technicianId, row.note]));
}

/**
 * For a company looking at several technicians (a search page, an application list): its notes on
 * them and its lists with whether each holds them, in two queries however many there are; null for
 * anyone but a company (nothing of a company's is read for anyone else).
 */
export async function talentCardExtras(ctx: Ctx, technicianIds: string[]): Promise<TalentCardExtras | null> {
  const actor = ctx.actor;
  if (!actor || !recruitingPolicy.can(actor, "recruit")) return null;
  const ids = [...new Set(technicianIds.filter(isId))];
  const [notes, lists, held] = await Promise.all([
    talentNotesFor(ctx, ids),
    ctx.db
      .select({ id: talentLists.id, name: talentLists.name })
      .from(talentLists)
      .where(eq(talentLists.companyId, actor.id))
      .orderBy(desc(talentLists.updatedAt), talentLists.id)
      .limit(RECRUITING_LIMITS.lists),
    ids.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ listId: talentListMembers.listId, technicianId: talentListMembers.technicianId })
          .from(talentListMembers)
          .innerJoin(talentLists, eq(talentLists.id, talentListMembers.listId))
          .where(and(eq(talentLists.companyId, actor.id), inArray(talentListMembers.technicianId, ids))),
  ]);
  const holding = new Set(held.map((row) => `${row.listId}/${row.technicianId}`));
  const canCreate = lists.length < RECRUITING_LIMITS.lists;
  const byTechnician = Object.fromEntries(
    ids.map((technicianId) => [technicianId, { lists: lists.map((list) => ({ ...list, contains: holding.has(`${list.id}/${technicianId}`) })), canCreate }]),
  );
  const i18n = serverI18n(ctx.locale);
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: "recruiting", ...options });
  return { notes, lists: byTechnician, texts: { note: talentNoteTexts(t), addToList: addToListTexts(t) } };
}
