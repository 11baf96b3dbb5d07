import { and, eq, inArray, ne, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { isUniqueViolation } from "~/db/errors";
import { userProfiles } from "~/db/schema/profiles";
import { profileHandleRedirects } from "~/db/schema/technician-pages";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { checkedText } from "~/lib/text-input";
import { HANDLE_MAX, handleFromName, handleProblem, normalizeHandle, RESERVED_HANDLES } from "./handle-rules";
import { isPagePart, PAGE_PARTS, type PageLayoutEntry, pageLayoutOf } from "./page-layout";
import { purgeTechnicianPage, technicianPagePath } from "./page-purge.server";
import { technicianPagesPolicy } from "./policy";

export const PAGE_VISIBILITIES = ["public", "members", "hidden"] as const;
export type PageVisibility = (typeof PAGE_VISIBILITIES)[number];
export const HEADLINE_MAX = 120;

const HANDLE_REFUSALS = { required: "HANDLE_REQUIRED", invalid: "HANDLE_INVALID", reserved: "HANDLE_RESERVED" } as const;

/** The signed-in technician's id; 401 without a session, 403 'INDIVIDUALS_ONLY' for a company. */
function pageOwner(ctx: Ctx): string {
  return technicianPagesPolicy.authorize(ctx.actor, "editOwnPage").id;
}

/** Whether `handle` is someone's current address or another member's former one (a former address of `userId` is theirs to take back). */
async function handleHeld(ctx: Pick<Ctx, "db">, handle: string, userId: string): Promise<boolean> {
  const [current] = await ctx.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(eq(userProfiles.handle, handle), ne(userProfiles.id, userId)))
    .limit(1);
  if (current) return true;
  const [former] = await ctx.db
    .select({ userId: profileHandleRedirects.userId })
    .from(profileHandleRedirects)
    .where(and(eq(profileHandleRedirects.handle, handle), ne(profileHandleRedirects.userId, userId)))
    .limit(1);
  return Boolean(former);
}

/**
 * Changes the technician's page address: the typed handle is normalised (trimmed, lower-case, accents
 * stripped, spaces → hyphens) and checked (format 400, reserved 400); one another member holds now or
 * held before is a 409 'HANDLE_TAKEN', also when two members race for it (an advisory lock per handle,
 * and the unique indexes behind it). The former handle becomes a redirect; taking back one's own former
 * handle removes its redirect. Every instance forgets the page at both addresses.
 */
export async function changeHandle(ctx: Ctx, input: { handle: unknown }): Promise<{ handle: string }> {
  const userId = pageOwner(ctx);
  const handle = normalizeHandle(typeof input.handle === "string" ? input.handle : "");
  const problem = handleProblem(handle);
  if (problem) throw new AppError(HANDLE_REFUSALS[problem], 400, {}, "handle");
  let former: string | null = null;
  try {
    former = await withTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`technician-handle:${handle}`}))`);
      const [row] = await tx.db.select({ handle: userProfiles.handle }).from(userProfiles).where(eq(userProfiles.id, userId)).for("update");
      const current = row?.handle ?? null;
      if (current === handle) return null;
      if (await handleHeld(tx, handle, userId)) throw new AppError("HANDLE_TAKEN", 409, {}, "handle");
      await tx.db.delete(profileHandleRedirects).where(and(eq(profileHandleRedirects.handle, handle), eq(profileHandleRedirects.userId, userId)));
      if (current) await tx.db.insert(profileHandleRedirects).values({ handle: current, userId }).onConflictDoNothing();
      await tx.db.update(userProfiles).set({ handle, updatedAt: ctx.now() }).where(eq(userProfiles.id, userId));
      return current ?? "";
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("HANDLE_TAKEN", 409, {}, "handle");
    throw error;
  }
  if (former !== null) await purgeTechnicianPage(ctx, userId, former || null);
  return { handle };
}

/** Sets who sees the page: 'public' (anyone, search engines, /explore), 'members' or 'hidden'; anything else is a 400. */
export async function setPageVisibility(ctx: Ctx, input: { visibility: unknown }): Promise<{ visibility: PageVisibility }> {
  const userId = pageOwner(ctx);
  const visibility = PAGE_VISIBILITIES.find((value) => value === input.visibility);
  if (!visibility) throw new AppError("PAGE_VISIBILITY_INVALID", 400, {}, "visibility");
  await ctx.db.update(userProfiles).set({ pageVisibility: visibility, updatedAt: ctx.now() }).where(eq(userProfiles.id, userId));
  await purgeTechnicianPage(ctx, userId);
  return { visibility };
}

/**
 * Stores the order of the page's parts and which are shown: `order` must name every part exactly
 * once and `shown` only known parts, else a 400 'PAGE_LAYOUT_INVALID' and nothing changes.
 */
export async function setPageLayout(ctx: Ctx, input: { order: unknown[]; shown: unknown[] }): Promise<{ layout: PageLayoutEntry[] }> {
  const userId = pageOwner(ctx);
  const order = input.order.filter(isPagePart);
  const complete = order.length === PAGE_PARTS.length && input.order.length === PAGE_PARTS.length && new Set(order).size === PAGE_PARTS.length;
  if (!complete || !input.shown.every(isPagePart)) throw new AppError("PAGE_LAYOUT_INVALID", 400, {}, "layout");
  const shown = new Set(input.shown);
  const layout = order.map((part) => ({ part, shown: shown.has(part) }));
  await ctx.db.update(userProfiles).set({ pageLayout: layout, updatedAt: ctx.now() }).where(eq(userProfiles.id, userId));
  await purgeTechnicianPage(ctx, userId);
  return { layout };
}

/** Sets the one-line headline under the name (at most 120 characters, under the text rules; empty clears it). */
export async function setHeadline(ctx: Ctx, input: { headline: unknown }): Promise<{ headline: string | null }> {
  const userId = pageOwner(ctx);
  const headline = checkedText(input.headline, { max: HEADLINE_MAX, tooLong: "HEADLINE_TOO_LONG" }, "headline") || null;
  await ctx.db.update(userProfiles).set({ headline, updatedAt: ctx.now() }).where(eq(userProfiles.id, userId));
  await purgeTechnicianPage(ctx, userId);
  return { headline };
}

/** A handle made from the member's name that nobody holds, is not reserved and is no one else's former address; null when none is found. */
export async function suggestedHandle(
  ctx: Pick<Ctx, "db">,
  userId: string,
  name: { firstName: string | null; lastName: string | null },
): Promise<string | null> {
  const base = handleFromName(name.firstName, name.lastName);
  if (!base) return null;
  const candidates = [base, ...Array.from({ length: 8 }, (_, index) => `${base.slice(0, HANDLE_MAX - 2)}-${index + 2}`)].filter(
    (candidate) => handleProblem(candidate) === null && !RESERVED_HANDLES.has(candidate),
  );
  if (candidates.length === 0) return null;
  const [current, former] = await Promise.all([
    ctx.db.select({ handle: userProfiles.handle }).from(userProfiles).where(inArray(userProfiles.handle, candidates)),
    ctx.db
      .select({ handle: profileHandleRedirects.handle })
      .from(profileHandleRedirects)
      .where(and(inArray(profileHandleRedirects.handle, candidates), ne(profileHandleRedirects.userId, userId))),
  ]);
  const held = new Set([...current, ...former].map((row) => row.handle));
  return candidates.find((candidate) => !held.has(candidate)) ?? null;
}

/** The page's absolute address on this site (PUBLIC_URL). */
export function technicianPageUrl(handle: string): string {
  return `${env().PUBLIC_URL}${technicianPagePath(handle)}`;
}

/**
 * What the editor's 'Tu página pública' section shows the signed-in technician: the handle (or one
 * suggested from the name, free at the moment), the visibility, the parts in order, the headline and,
 * once there is a handle, the page's absolute address and its QR code (an SVG drawn here).
 */
export async function pageSettingsForEditor(ctx: Ctx) {
  const userId = pageOwner(ctx);
  const [row] = await ctx.db
    .select({
      handle: userProfiles.handle,
      visibility: userProfiles.pageVisibility,
      layout: userProfiles.pageLayout,
      headline: userProfiles.headline,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  if (!row) throw new AppError("NOT_FOUND", 404);
  const url = row.handle ? technicianPageUrl(row.handle) : null;
  return {
    handle: row.handle,
    suggestedHandle: row.handle ? null : await suggestedHandle(ctx, userId, row),
    visibility: (PAGE_VISIBILITIES.find((value) => value === row.visibility) ?? "members") as PageVisibility,
    layout: pageLayoutOf(row.layout),
    headline: row.headline ?? "",
    headlineMax: HEADLINE_MAX,
    path: row.handle ? technicianPagePath(row.handle) : null,
    url,
    qrSvg: url ? await QRCode.toString(url, { type: "svg", margin: 1 }) : null,
  };
}

export type PageSettingsData = Awaited<ReturnType<typeof pageSettingsForEditor>>;
