import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, lt, sql } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import { kitItems } from "~/db/schema/technician-pages";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError, type ErrorKey } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";
import { isKitCategory, type KitCategory, kitCategoryLabel } from "~/lib/vocabulary/kit-categories";
import { isWorkLanguage, WORK_LANGUAGES_MAX, type WorkLanguage } from "~/lib/vocabulary/work-languages";
import { purgeTechnicianPage } from "./page-purge.server";
import { technicianPagesPolicy } from "./policy";

/** The kit's limits: items per technician, the brand's and the model's length (code points), the quantity, the languages. */
export const KIT_LIMITS = { items: 50, brand: 60, model: 80, quantity: 999, languages: WORK_LANGUAGES_MAX } as const;

/** One piece of a technician's kit as the editor shows it, in the technician's order. */
export type KitItem = { id: string; category: KitCategory; brand: string; model: string; quantity: number };

/** What a form sends for a kit item (every value as typed; the use case checks them). */
export type KitItemInput = { category?: unknown; brand?: unknown; model?: unknown; quantity?: unknown };

const itemColumns = { id: kitItems.id, category: kitItems.category, brand: kitItems.brand, model: kitItems.model, quantity: kitItems.quantity };

function toItem(row: { id: string; category: string; brand: string; model: string; quantity: number }): KitItem {
  return { ...row, category: row.category as KitCategory };
}

/** A required line of text under the text rule: refused with `missing` when blank, with `tooLong` (and its limit) past `max` code points. */
function requiredLine(value: unknown, field: string, max: number, missing: ErrorKey, tooLong: ErrorKey): string {
  const text = cleanText(value, "line", field);
  if (!text) throw new AppError(missing, 400, {}, field);
  if (textLength(text) > max) throw new AppError(tooLong, 400, { max }, field);
  return text;
}

/** A quantity as typed: digits only, 1 to KIT_LIMITS.quantity; blank means one. */
function quantityOf(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (text === "") return 1;
  const quantity = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(quantity >= 1 && quantity <= KIT_LIMITS.quantity)) throw new AppError("KIT_QUANTITY_INVALID", 400, { max: KIT_LIMITS.quantity }, "quantity");
  return quantity;
}

/** A kit item's columns as they are saved, or a 400 naming the first field that breaks its rule. */
function kitFields(input: KitItemInput) {
  const category = typeof input.category === "string" ? input.category.trim() : "";
  if (!isKitCategory(category)) throw new AppError("KIT_CATEGORY_REQUIRED", 400, {}, "category");
  return {
    category,
    brand: requiredLine(input.brand, "brand", KIT_LIMITS.brand, "KIT_BRAND_REQUIRED", "KIT_BRAND_TOO_LONG"),
    model: requiredLine(input.model, "model", KIT_LIMITS.model, "KIT_MODEL_REQUIRED", "KIT_MODEL_TOO_LONG"),
    quantity: quantityOf(input.quantity),
  };
}

/** The signed-in technician who may edit their own page (401 signed out, 403 for a company). */
function owner(ctx: Ctx) {
  return technicianPagesPolicy.authorize(requireActor(ctx), "editOwnPage");
}

/** An item id as posted: a non-empty string, else the same 404 as someone else's item. */
function itemId(id: unknown): string {
  if (typeof id !== "string" || id.trim() === "") throw new AppError("KIT_ITEM_NOT_FOUND", 404);
  return id.trim();
}

async function lockKit(tx: Ctx, userId: string): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`kit:${userId}`}))`);
}

/** The signed-in technician's kit, in their order, and their work languages, with the limits the editor states. */
export async function kitForEditor(ctx: Ctx) {
  const actor = owner(ctx);
  const [items, [profile]] = await Promise.all([
    ctx.db.select(itemColumns).from(kitItems).where(eq(kitItems.userId, actor.id)).orderBy(asc(kitItems.position), asc(kitItems.createdAt)),
    ctx.db.select({ languages: userProfiles.languages }).from(userProfiles).where(eq(userProfiles.id, actor.id)),
  ]);
  return { items: items.map(toItem), languages: (profile?.languages ?? []).filter(isWorkLanguage), limits: KIT_LIMITS };
}

/**
 * Adds an item at the end of the signed-in technician's kit. At most KIT_LIMITS.items (409 'KIT_LIMIT'):
 * the count and the new position are read under a per-member lock held to the commit, so concurrent adds cannot pass the cap.
 */
export async function addKitItem(ctx: Ctx, input: KitItemInput): Promise<KitItem> {
  const actor = owner(ctx);
  const fields = kitFields(input);
  const item = await withTransaction(ctx, async (tx) => {
    await lockKit(tx, actor.id);
    const [{ total, last }] = await tx.db
      .select({ total: count(), last: sql<number>`coalesce(max(${kitItems.position}), 0)::int` })
      .from(kitItems)
      .where(eq(kitItems.userId, actor.id));
    if (total >= KIT_LIMITS.items) throw new AppError("KIT_LIMIT", 409, { max: KIT_LIMITS.items });
    const now = tx.now();
    const [row] = await tx.db
      .insert(kitItems)
      .values({ id: randomUUID(), userId: actor.id, ...fields, position: Number(last) + 1, createdAt: now, updatedAt: now })
      .returning(itemColumns);
    return toItem(row);
  });
  await purgeTechnicianPage(ctx, actor.id);
  return item;
}

/** Saves one of the signed-in technician's items; anyone else's, like a missing one, is 404 'KIT_ITEM_NOT_FOUND' and nothing changes. */
export async function editKitItem(ctx: Ctx, id: unknown, input: KitItemInput): Promise<KitItem> {
  const actor = owner(ctx);
  const itemKey = itemId(id);
  const fields = kitFields(input);
  const [row] = await ctx.db
    .update(kitItems)
    .set({ ...fields, updatedAt: ctx.now() })
    .where(and(eq(kitItems.id, itemKey), eq(kitItems.userId, actor.id)))
    .returning(itemColumns);
  if (!row) throw new AppError("KIT_ITEM_NOT_FOUND", 404);
  await purgeTechnicianPage(ctx, actor.id);
  return toItem(row);
}

/** Deletes one of the signed-in technician's items; anyone else's, like a missing one, is 404 and stays. */
export async function deleteKitItem(ctx: Ctx, id: unknown): Promise<void> {
  const actor = owner(ctx);
  const deleted = await ctx.db
    .delete(kitItems)
    .where(and(eq(kitItems.id, itemId(id)), eq(kitItems.userId, actor.id)))
    .returning({ id: kitItems.id });
  if (deleted.length === 0) throw new AppError("KIT_ITEM_NOT_FOUND", 404);
  await purgeTechnicianPage(ctx, actor.id);
}

/** Moves one of the signed-in technician's items one place up or down (swapped with its neighbour under the kit's lock); at either end nothing changes. */
export async function moveKitItem(ctx: Ctx, id: unknown, direction: "up" | "down"): Promise<void> {
  const actor = owner(ctx);
  const itemKey = itemId(id);
  const moved = await withTransaction(ctx, async (tx) => {
    await lockKit(tx, actor.id);
    const [current] = await tx.db
      .select({ position: kitItems.position })
      .from(kitItems)
      .where(and(eq(kitItems.id, itemKey), eq(kitItems.userId, actor.id)));
    if (!current) throw new AppError("KIT_ITEM_NOT_FOUND", 404);
    const [neighbour] = await tx.db
      .select({ id: kitItems.id, position: kitItems.position })
      .from(kitItems)
      .where(and(eq(kitItems.userId, actor.id), direction === "up" ? lt(kitItems.position, current.position) : gt(kitItems.position, current.position)))
      .orderBy(direction === "up" ? desc(kitItems.position) : asc(kitItems.position))
      .limit(1);
    if (!neighbour) return false;
    await tx.db.update(kitItems).set({ position: neighbour.position }).where(eq(kitItems.id, itemKey));
    await tx.db.update(kitItems).set({ position: current.position }).where(eq(kitItems.id, neighbour.id));
    return true;
  });
  if (moved) await purgeTechnicianPage(ctx, actor.id);
}

/**
 * Saves the languages the signed-in technician works in: known ISO 639-1 codes of the vocabulary
 * (400 'WORK_LANGUAGES_INVALID' otherwise), each once (a repeated code counts once), at most
 * KIT_LIMITS.languages (400 'WORK_LANGUAGES_TOO_MANY'); none clears them.
 */
export async function saveWorkLanguages(ctx: Ctx, codes: readonly unknown[]): Promise<WorkLanguage[]> {
  const actor = owner(ctx);
  const languages: WorkLanguage[] = [];
  for (const code of codes) {
    const value = typeof code === "string" ? code.trim() : "";
    if (!isWorkLanguage(value)) throw new AppError("WORK_LANGUAGES_INVALID", 400, {}, "languages");
    if (!languages.includes(value)) languages.push(value);
  }
  if (languages.length > KIT_LIMITS.languages) throw new AppError("WORK_LANGUAGES_TOO_MANY", 400, { max: KIT_LIMITS.languages }, "languages");
  await ctx.db.update(userProfiles).set({ languages, updatedAt: ctx.now() }).where(eq(userProfiles.id, actor.id));
  await purgeTechnicianPage(ctx, actor.id);
  return languages;
}

/** One category of a technician's kit as the public page shows it: its label in the reader's language and its items in the owner's order. */
export type KitGroup = { category: KitCategory; label: string; items: { id: string; brand: string; model: string; quantity: number }[] };

/**
 * The kit of `userId` as their public page shows it, in one query: grouped by category, the groups in
 * the order of each category's first item (the owner's order), labelled in the reader's language.
 * Who may see the page is the page's use case's decision, not this one's.
 */
export async function kitOnPage(ctx: Ctx, userId: string): Promise<KitGroup[]> {
  const rows = await ctx.db
    .select(itemColumns)
    .from(kitItems)
    .where(eq(kitItems.userId, userId))
    .orderBy(asc(kitItems.position), asc(kitItems.createdAt))
    .limit(KIT_LIMITS.items);
  const { t } = serverI18n(ctx.locale);
  const groups = new Map<string, KitGroup>();
  for (const { category, ...item } of rows) {
    if (!isKitCategory(category)) continue;
    let group = groups.get(category);
    if (!group) {
      group = { category, label: kitCategoryLabel(t, category), items: [] };
      groups.set(category, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
