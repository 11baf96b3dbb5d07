import { and, desc, eq, inArray } from "drizzle-orm";
import { savedItems } from "~/db/schema/learning";
import { approvedEventExists } from "~/features/events/public.server";
import { publishedCourseExists } from "~/features/learning/public.server";
import { documentExists } from "~/features/library/public.server";
import { publishedArticleExists } from "~/features/news/public.server";
import type { Actor } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { saverKind } from "./policy";

/** What can be saved (spec §3 saved_items.item_type). */
export const SAVED_ITEM_TYPES = ["course", "event", "document", "news"] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];
export type SavedItemRef = { itemType: SavedItemType; itemId: string };

/**
 * Whether an item of a type exists and may be saved, as the feature that owns the type says: a
 * published course, an approved event, a document of the technical library, a published article.
 */
const SAVABLE: Record<SavedItemType, (ctx: Ctx, itemId: string) => Promise<boolean>> = {
  course: publishedCourseExists,
  event: approvedEventExists,
  document: documentExists,
  news: publishedArticleExists,
};

/** The outcome of a save, as a catalog key: 'Elemento guardado exitosamente' or 'Elemento ya estaba guardado' (spec §8). */
export type SaveOutcome = "saved" | "already_saved";

const ITEM_ID_MAX = 100;

function saverOf(ctx: Ctx): Actor {
  if (!ctx.actor) throw new AppError("SAVED_LOGIN_REQUIRED", 401);
  return ctx.actor;
}

function checkedRef(ref: { itemType: unknown; itemId: unknown }): SavedItemRef {
  const itemType = SAVED_ITEM_TYPES.find((type) => type === ref.itemType);
  const itemId = typeof ref.itemId === "string" ? ref.itemId.trim() : "";
  if (!itemType || !/^[A-Za-z0-9_-]+$/.test(itemId) || itemId.length > ITEM_ID_MAX) throw new AppError("SAVED_ITEM_NOT_FOUND", 404);
  return { itemType, itemId };
}

const exactItem = (actor: Actor, ref: SavedItemRef) =>
  and(eq(savedItems.saverId, actor.id), eq(savedItems.saverType, saverKind(actor)), eq(savedItems.itemType, ref.itemType), eq(savedItems.itemId, ref.itemId));

/**
 * Saves an item for the signed-in member or company (spec §7–8): idempotent, a second save (also
 * two at once, the unique index's 23505) succeeds with 'already_saved'. Without a session: 'No se
 * encontró usuario autenticado' (401); an item that does not exist: 404.
 */
export async function saveItem(ctx: Ctx, ref: { itemType: unknown; itemId: unknown }): Promise<SaveOutcome> {
  const actor = saverOf(ctx);
  const item = checkedRef(ref);
  if (!(await SAVABLE[item.itemType](ctx, item.itemId))) throw new AppError("SAVED_ITEM_NOT_FOUND", 404);
  const inserted = await ctx.db
    .insert(savedItems)
    .values({ saverId: actor.id, saverType: saverKind(actor), itemType: item.itemType, itemId: item.itemId, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ id: savedItems.id });
  return inserted.length > 0 ? "saved" : "already_saved";
}

/** Removes a saved item of the signed-in member or company (deleting what was not saved changes nothing); 401 without a session. */
export async function unsaveItem(ctx: Ctx, ref: { itemType: unknown; itemId: unknown }): Promise<void> {
  const actor = saverOf(ctx);
  await ctx.db.delete(savedItems).where(exactItem(actor, checkedRef(ref)));
}

/** Whether the signed-in member saved the item; false without a session or when the check fails (the failure is only logged, spec §8). */
export async function isSaved(ctx: Ctx, ref: SavedItemRef): Promise<boolean> {
  if (!ctx.actor) return false;
  try {
    const [row] = await ctx.db.select({ id: savedItems.id }).from(savedItems).where(exactItem(ctx.actor, ref)).limit(1);
    return row !== undefined;
  } catch (error) {
    logger.warn({ err: error }, "saved item status could not be read");
    return false;
  }
}

/** The ids the signed-in member saved of one type, newest first, at most `limit` (spec §7: by saver_id, saver_type, item_type). */
export async function savedIds(ctx: Ctx, itemType: SavedItemType, limit: number): Promise<string[]> {
  const actor = saverOf(ctx);
  const rows = await ctx.db
    .select({ itemId: savedItems.itemId })
    .from(savedItems)
    .where(and(eq(savedItems.saverId, actor.id), eq(savedItems.saverType, saverKind(actor)), eq(savedItems.itemType, itemType)))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
    .limit(limit);
  return rows.map((row) => row.itemId);
}

/** Which of `itemIds` (of one type) the signed-in member has saved, in one query (a list page marks its saved items). */
export async function savedAmong(ctx: Ctx, itemType: SavedItemType, itemIds: string[]): Promise<Set<string>> {
  if (!ctx.actor || itemIds.length === 0) return new Set();
  const actor = ctx.actor;
  const rows = await ctx.db
    .select({ itemId: savedItems.itemId })
    .from(savedItems)
    .where(
      and(eq(savedItems.saverId, actor.id), eq(savedItems.saverType, saverKind(actor)), eq(savedItems.itemType, itemType), inArray(savedItems.itemId, itemIds)),
    );
  return new Set(rows.map((row) => row.itemId));
}
