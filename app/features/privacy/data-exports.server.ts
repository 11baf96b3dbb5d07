import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { dataExports } from "~/db/schema/privacy";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { asLocale, type Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownValues } from "~/lib/i18n/stored-text";
import { queueMail } from "~/lib/mail/mail-queue.server";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { filesOf } from "~/lib/storage/quota.server";
import { type ExportContents, exportArchive } from "./export-archive.server";
import { exportSections } from "./export-sections.server";
import { suppliedBy, suppliedByAll } from "./personal-data-registry.server";
import { privacyPolicy } from "./policy";

/** An export can be downloaded for 7 days; a member may ask for one every 24 hours (issue 25 §1). */
export const EXPORT_VALID_MS = 7 * 24 * 60 * 60 * 1000;
export const EXPORT_EVERY_MS = 24 * 60 * 60 * 1000;

/** An export as its owner's privacy page lists it. */
export type ExportView = { id: number; status: "pending" | "ready" | "failed" | "expired"; createdAt: string; expiresAt: string | null; size: number | null };

const dayAndTime = (value: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "America/Montevideo" }).format(value);

/**
 * 'Descargar mis datos': queues the member's export, built in the background. One per 24 hours
 * (429 with the time the next may be asked for; a failed one does not count); two clicks at once make one.
 */
export async function requestExport(ctx: Ctx): Promise<ExportView> {
  const actor = privacyPolicy.authorize(requireActor(ctx), "exerciseOwnRights");
  return withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-export:${actor.id}`}))`);
    const since = new Date(tx.now().getTime() - EXPORT_EVERY_MS);
    const [last] = await tx.db
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, actor.id), ne(dataExports.status, "failed")))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (last && last.createdAt > since) {
      throw new AppError("PRIVACY_EXPORT_TOO_SOON", 429, { date: dayAndTime(new Date(last.createdAt.getTime() + EXPORT_EVERY_MS), tx.locale) });
    }
    const [row] = await tx.db.insert(dataExports).values({ userId: actor.id, createdAt: tx.now() }).returning();
    await enqueue(tx.db, { type: "privacy.export_requested", payload: { exportId: String(row.id), userId: actor.id } });
    return { id: row.id, status: "pending", createdAt: row.createdAt.toISOString(), expiresAt: null, size: null };
  });
}

/** The signed-in member's last five exports, newest first; a ready one past its 7 days reads 'expired'. */
export async function myExports(ctx: Ctx): Promise<ExportView[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db.select().from(dataExports).where(eq(dataExports.userId, actor.id)).orderBy(desc(dataExports.createdAt)).limit(5);
  return rows.map((row) => ({
    id: row.id,
    status: row.status === "ready" && (!row.expiresAt || row.expiresAt <= ctx.now() || !row.fileKey) ? "expired" : row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  }));
}

/**
 * Everything the member owns, gathered for the archive from the features' registered parts: the
 * sections, notifications in their language, certificates, events, and their files (their own folder,
 * then the files their sections name).
 */
async function gather(ctx: ConsumerCtx, owner: { id: string; email: string }, locale: Locale): Promise<ExportContents> {
  const origin = env().PUBLIC_URL;
  const store = fileStore(ctx.db);
  // Names and subjects stored as catalog texts (decision 055) read in the member's language.
  const sections = shownValues(serverI18n(locale).t, await exportSections(ctx.db, owner));
  const named = suppliedByAll("exportFiles").flatMap((filesOfSections) => filesOfSections(sections));
  const owned = (await filesOf(store, owner.id)).filter((file) => file.bucket !== "data-exports");
  const files: ExportContents["files"] = [];
  for (const file of [...owned.map((entry) => ({ bucket: entry.bucket, key: entry.key })), ...named]) {
    const stored = await store.get(file.bucket, file.key);
    if (stored) files.push({ path: `archivos/${file.bucket}/${file.key}`, bytes: new Uint8Array(stored.bytes) });
  }
  const notifications = await suppliedBy("exportNotifications")(ctx.db, owner.id, locale);
  return {
    generatedAt: ctx.now(),
    sections,
    notifications,
    credentials: await suppliedBy("exportCredentials")(ctx, owner.id, origin),
    calendar: await suppliedBy("exportCalendar")(ctx, owner.id, origin),
    files,
  };
}

/**
 * The outbox consumer of 'privacy.export_requested': builds the member's ZIP once (a rerun finds it
 * built), stores it in the private `data-exports` bucket, dates its 7 days, and tells the member in
 * the app (through the outbox) and by e-mail in their language.
 */
export async function buildExport(ctx: ConsumerCtx, payload: { exportId: string; userId: string }): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, Number(payload.exportId)), eq(dataExports.userId, payload.userId)))
    .limit(1);
  if (row?.status !== "pending") return;
  const [owner] = await ctx.db.select({ id: user.id, email: user.email, locale: user.locale }).from(user).where(eq(user.id, row.userId));
  if (!owner) return;
  const locale = asLocale(owner.locale) ?? "es";
  const { t } = serverI18n(locale);
  const contents = await gather(ctx, owner, locale);
  const formatDate = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(value);
  const archive = exportArchive(contents, {
    title: t("privacy:export.archive.title"),
    lead: t("privacy:export.archive.lead"),
    generated: t("privacy:export.archive.generated", { date: formatDate(contents.generatedAt) }),
    none: t("privacy:export.archive.none"),
    sectionTitle: (name) => t(`privacy:export.sections.${name}`, { defaultValue: name }),
    notificationsTitle: t("privacy:export.sections.notifications"),
    filesTitle: t("privacy:export.sections.files"),
    filesLead: t("privacy:export.archive.filesLead"),
    formatDate,
    locale,
  });
  const key = `exports/${randomBytes(18).toString("base64url")}.zip`;
  await fileStore(ctx.db).put("data-exports", key, { bytes: Buffer.from(archive), contentType: "application/zip" });
  const expiresAt = new Date(ctx.now().getTime() + EXPORT_VALID_MS);
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({ status: "ready", fileKey: key, size: archive.byteLength, readyAt: ctx.now(), expiresAt })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "pending")))
      .returning({ id: dataExports.id });
    if (!done) return;
    await enqueue(tx as unknown as ConsumerCtx["db"], {
      type: "privacy.export_ready",
      payload: { exportId: String(row.id), userId: row.userId, expiresAt: expiresAt.toISOString() },
    });
    await queueMail(
      tx as unknown as ConsumerCtx["db"],
      owner.email,
      { name: "privacy-export-ready", url: `${env().PUBLIC_URL}/settings/privacy#datos`, expiresAt: expiresAt.toISOString() },
      locale,
    );
  });
}

/**
 * The ZIP of an export, for its owner only (anyone else: 404 as if it did not exist); 409 while it
 * is being prepared, 410 once its 7 days are over.
 */
export async function exportDownload(ctx: Ctx, rawId: unknown): Promise<{ bytes: Buffer; fileName: string }> {
  const actor = requireActor(ctx);
  const id = typeof rawId === "string" && /^\d{1,15}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const [row] = Number.isSafeInteger(id) ? await ctx.db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1) : [];
  if (!row) throw new AppError("PRIVACY_EXPORT_NOT_FOUND", 404);
  privacyPolicy.authorize(actor, "downloadExport", row.userId);
  if (row.status === "pending") throw new AppError("PRIVACY_EXPORT_NOT_READY", 409);
  if (row.status !== "ready") throw new AppError("PRIVACY_EXPORT_NOT_FOUND", 404);
  if (!row.fileKey || !row.expiresAt || row.expiresAt <= ctx.now()) throw new AppError("PRIVACY_EXPORT_EXPIRED", 410);
  const file = await fileStore(ctx.db).get("data-exports", row.fileKey);
  if (!file) throw new AppError("PRIVACY_EXPORT_EXPIRED", 410);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { bytes: file.bytes, fileName: `redav-mis-datos-${day}.zip` };
}

/** The daily cleanup: the files of exports past their 7 days are deleted (the row stays, as 'expired'). Returns how many. */
export async function deleteExpiredExports(ctx: ConsumerCtx): Promise<number> {
  const expired = await ctx.db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, ctx.now())))
    .limit(500);
  const store = fileStore(ctx.db);
  for (const row of expired) {
    if (row.fileKey) await store.delete("data-exports", row.fileKey);
    await ctx.db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, row.id));
  }
  return expired.length;
}
