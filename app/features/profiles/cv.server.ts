import { desc, eq } from "drizzle-orm";
import { cvDownloads } from "~/db/schema/files";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { profilesPolicy } from "./policy";

export type CvDownload = { companyId: string; companyName: string; downloadedAt: string };

/** Issue 20 §4: profile CVs a company may download in 24 hours (a recruiter never does; a scraper meets it). CVs sent with an application are not counted. */
export const CV_DOWNLOADS_PER_DAY: LimitRule = { name: "cv-downloads", max: 100, windowSeconds: 24 * 60 * 60 };

/**
 * A technician's CV for download. The owner may always download it; companies and admins only while
 * the owner, a gold member, has 'has_cv_enabled' on (403 otherwise); anyone else never (403). Every
 * download by someone other than the owner is recorded; a company gets 100 in 24 hours (429, saying when).
 */
export async function downloadCv(ctx: Ctx, ownerId: string): Promise<{ bytes: Buffer; fileName: string }> {
  const actor = requireActor(ctx);
  const own = actor.id === ownerId;
  if (!own) profilesPolicy.authorize(actor, "downloadOthersCvs");
  const [owner] = await ctx.db
    .select({
      cvPath: userProfiles.cvPath,
      enabled: userProfiles.hasCvEnabled,
      level: userProfiles.membershipLevel,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, ownerId))
    .limit(1);
  if (!owner?.cvPath) throw new AppError("CV_NOT_AVAILABLE", 404);
  profilesPolicy.authorize(actor, "downloadCv", { id: ownerId, enabled: owner.enabled, level: owner.level });
  const file = await fileStore(ctx.db).get("cvs", owner.cvPath);
  if (!file) throw new AppError("CV_NOT_AVAILABLE", 404);
  if (!own && !profilesPolicy.can(actor, "downloadCvsWithoutDailyLimit")) await consumeLimit(ctx, CV_DOWNLOADS_PER_DAY, actor.id, "CV_DOWNLOADS_DAILY_LIMIT");
  if (!own) await ctx.db.insert(cvDownloads).values({ ownerId, downloaderId: actor.id, downloadedAt: ctx.now() });
  const name = [owner.firstName, owner.lastName].filter(Boolean).join("-") || "tecnico";
  return { bytes: file.bytes, fileName: `CV-${name.normalize("NFD").replace(/[^A-Za-z0-9-]/g, "")}.pdf` };
}

/** The latest 20 downloads of the signed-in technician's CV, newest first, with the company's name (an admin shows as 'Administrador'). */
export async function myCvDownloads(ctx: Ctx): Promise<CvDownload[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select({ companyId: cvDownloads.downloaderId, companyName: companyProfiles.companyName, downloadedAt: cvDownloads.downloadedAt })
    .from(cvDownloads)
    .leftJoin(companyProfiles, eq(companyProfiles.id, cvDownloads.downloaderId))
    .where(eq(cvDownloads.ownerId, actor.id))
    .orderBy(desc(cvDownloads.downloadedAt), desc(cvDownloads.id))
    .limit(20);
  return rows.map((row) => ({ companyId: row.companyId, companyName: row.companyName ?? "Administrador", downloadedAt: row.downloadedAt.toISOString() }));
}
