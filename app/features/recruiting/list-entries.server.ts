import { and, eq, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { TALENT_LIST_SOURCES, type TalentListSource, talentLists } from "~/db/schema/recruiting";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { visibleTo } from "~/features/moderation/public.server";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a well-formed id (a malformed one is a 404, never a query). */
export const isId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

const NAME = DATABASE_TEXT_LIMITS["talent_lists.name"];

/** A list's name under the text rule: 1–80 code points after trimming, else 'TALENT_LIST_NAME_INVALID' (400). */
export function listName(value: unknown): string {
  const name = cleanText(value, "line", "name");
  const length = textLength(name);
  if (length < NAME.min || length > NAME.max) throw new AppError("TALENT_LIST_NAME_INVALID", 400, { min: NAME.min, max: NAME.max }, "name");
  return name;
}

/** Where a technician was added from: one of TALENT_LIST_SOURCES, else 'search' (the place most are added from). */
export function listSource(value: unknown): TalentListSource {
  return (TALENT_LIST_SOURCES as readonly string[]).includes(String(value)) ? (value as TalentListSource) : "search";
}

/** Spec §5 Technician list (as the technician search's LISTED) and not hidden from the company: whom a list may hold and show. */
export const listedFor = (companyId: string) =>
  sql`not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null and ${visibleTo(companyId, sql`p.id`)}`;

const LISTED_TECHNICIAN = rawQuery(
  "recruiting.list-technician",
  (companyId: string, technicianId: string) => sql<{ id: string }>`select p.id from user_profiles p where p.id = ${technicianId} and ${listedFor(companyId)}`,
  [["someone", "someone"]],
);

/** The technician when the company may keep them in a list (listed, not hidden from it); else 'TALENT_TECHNICIAN_NOT_FOUND' (404). */
export async function listedTechnician(ctx: Ctx, companyId: string, technicianId: unknown): Promise<string> {
  if (!isId(technicianId)) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
  const [row] = await LISTED_TECHNICIAN.rows(ctx.db, companyId, technicianId);
  if (!row) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
  return row.id;
}

/** One of the company's own lists (a malformed id, a missing list and another company's are alike 'TALENT_LIST_NOT_FOUND', 404). */
export async function ownList(ctx: Ctx, companyId: string, listId: unknown): Promise<{ id: string; name: string; updatedAt: Date }> {
  if (!isId(listId)) throw new AppError("TALENT_LIST_NOT_FOUND", 404);
  const [list] = await ctx.db
    .select({ id: talentLists.id, name: talentLists.name, updatedAt: talentLists.updatedAt })
    .from(talentLists)
    .where(and(eq(talentLists.id, listId), eq(talentLists.companyId, companyId)));
  if (!list) throw new AppError("TALENT_LIST_NOT_FOUND", 404);
  return list;
}

/** Holds the company's lists lock to the commit: creations, additions and moves of one company never race. */
export async function lockCompanyLists(tx: Ctx, companyId: string): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`talent-lists:${companyId}`}))`);
}

/** Marks the list as changed now (its index orders by it). */
export async function touchList(tx: Ctx, listId: string): Promise<void> {
  await tx.db.update(talentLists).set({ updatedAt: tx.now() }).where(eq(talentLists.id, listId));
}
