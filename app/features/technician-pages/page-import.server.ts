import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { kitItems, profileHandleRedirects, profileMedia, showCredits } from "~/db/schema/technician-pages";
import type { Ctx } from "~/lib/context.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { deleteImage, type PreparedUpload, prepareImage, storePrepared } from "~/lib/storage/uploads.server";
import type { CrewRole } from "~/lib/vocabulary/crew-roles";
import type { KitCategory } from "~/lib/vocabulary/kit-categories";
import type { WorkLanguage } from "~/lib/vocabulary/work-languages";
import { handleProblem } from "./handle-rules";
import { MEDIA_BUCKET, MEDIA_PHOTO_WIDTHS } from "./media-rules";

/** A show credit as bulk data brings it in (dates YYYY-MM-DD); `companyName` links the RedAV company of exactly that name. */
export type ImportedCredit = {
  production: string;
  role: CrewRole;
  venue: string | null;
  city: string | null;
  country: string | null;
  startsOn: string;
  endsOn: string | null;
  companyName: string | null;
  link: string | null;
};

/** A photo as bulk data brings it in: its bytes (any image sharp reads, drawn only when needed), what it shows, and a caption. */
export type ImportedPhoto = { image: () => Promise<Buffer>; alt: string; caption: string | null };

/** A technician's public page as bulk data (the demo seed) brings it in; the technician named by account id or by e-mail. */
export type ImportedTechnicianPage = {
  technician: { id: string } | { email: string };
  /** Null: the page keeps no address (the member chooses one later). */
  handle: string | null;
  visibility: "public" | "members" | "hidden";
  headline: string | null;
  languages: WorkLanguage[];
  /** In any order: stored newest first. */
  credits: ImportedCredit[];
  kit: { category: KitCategory; brand: string; model: string; quantity: number }[];
  photos: ImportedPhoto[];
};

type Prepared = { upload: PreparedUpload; width: number; height: number };

/** Encodes each distinct drawing once (in the page photos' widths, in its own proportions), however many pages show it. */
function photoEncoder(): (photo: ImportedPhoto) => Promise<Prepared> {
  const cache = new Map<ImportedPhoto["image"], Promise<Prepared>>();
  return (photo) => {
    const cached = cache.get(photo.image);
    if (cached) return cached;
    const encoded = photo.image().then(async (bytes) => {
      const upload = await prepareImage(new File([new Uint8Array(bytes)], "photo.jpg"), MEDIA_PHOTO_WIDTHS, "photo", "keep");
      const large = await sharp(upload.parts[upload.parts.length - 1].bytes).metadata();
      return { upload, width: large.width ?? 0, height: large.height ?? 0 };
    });
    cache.set(photo.image, encoded);
    return encoded;
  };
}

/** The profile ids of the technicians the pages name (a technician with no account is absent). */
async function technicianIds(ctx: Pick<Ctx, "db">, pages: ImportedTechnicianPage[]): Promise<Map<ImportedTechnicianPage, string>> {
  const emails = pages.flatMap(({ technician }) => ("email" in technician ? [technician.email] : []));
  const ids = pages.flatMap(({ technician }) => ("id" in technician ? [technician.id] : []));
  const byEmail = new Map<string, string>();
  const known = new Set<string>();
  if (emails.length > 0) {
    for (const row of await ctx.db.select({ id: userProfiles.id, email: userProfiles.email }).from(userProfiles).where(inArray(userProfiles.email, emails)))
      byEmail.set(row.email, row.id);
  }
  if (ids.length > 0) for (const row of await ctx.db.select({ id: userProfiles.id }).from(userProfiles).where(inArray(userProfiles.id, ids))) known.add(row.id);
  const found = new Map<ImportedTechnicianPage, string>();
  for (const page of pages) {
    const id = "email" in page.technician ? byEmail.get(page.technician.email) : known.has(page.technician.id) ? page.technician.id : undefined;
    if (id) found.set(page, id);
  }
  return found;
}

/** The technicians among `userIds` who already have something of a page (an address, a credit, a photo or video, or kit). */
async function withPage(ctx: Pick<Ctx, "db">, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const found = new Set<string>();
  for (const row of await ctx.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(inArray(userProfiles.id, userIds), isNotNull(userProfiles.handle))))
    found.add(row.id);
  for (const table of [showCredits, profileMedia, kitItems])
    for (const row of await ctx.db.selectDistinct({ id: table.userId }).from(table).where(inArray(table.userId, userIds))) found.add(row.id);
  return found;
}

/** The handle if nobody holds it now or held it before (a former address keeps redirecting to its owner), else null. */
async function freeHandle(ctx: Pick<Ctx, "db">, handle: string | null): Promise<string | null> {
  if (handle === null) return null;
  if (handleProblem(handle) !== null) throw new Error(`the page address "${handle}" breaks the handle rules`);
  const [current] = await ctx.db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.handle, handle));
  const [former] = await ctx.db.select({ id: profileHandleRedirects.userId }).from(profileHandleRedirects).where(eq(profileHandleRedirects.handle, handle));
  return current || former ? null : handle;
}

/** The ids of the RedAV companies by name, for the names that exactly one company has. */
async function companiesByName(ctx: Pick<Ctx, "db">, pages: ImportedTechnicianPage[]): Promise<Map<string, string>> {
  const names = [...new Set(pages.flatMap((page) => page.credits.flatMap((credit) => (credit.companyName ? [credit.companyName] : []))))];
  if (names.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: companyProfiles.id, name: companyProfiles.companyName })
    .from(companyProfiles)
    .where(inArray(companyProfiles.companyName, names));
  const counts = new Map<string, number>();
  for (const row of rows) if (row.name) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
  return new Map(rows.flatMap((row) => (row.name && counts.get(row.name) === 1 ? [[row.name, row.id]] : [])));
}

/**
 * Brings in technicians' public pages, one technician after another: the address (left unset when
 * someone holds or held it; one that breaks the handle rules throws), visibility, headline and
 * languages; show credits newest first (linked to the RedAV company of exactly their company's
 * name, self-declared: never verified); kit in the order given; photos encoded as uploads are (WebP,
 * the page's widths, own proportions) and stored in `profile-media` under the technician's folder.
 * A technician who already has an address, a credit, a photo or kit keeps their page as it is, so
 * importing twice changes nothing; a technician without an account is skipped. Answers how many pages it wrote.
 */
export async function importTechnicianPages(ctx: Pick<Ctx, "db">, pages: ImportedTechnicianPage[]): Promise<number> {
  const ids = await technicianIds(ctx, pages);
  const done = await withPage(ctx, [...ids.values()]);
  const companies = await companiesByName(ctx, pages);
  const encode = photoEncoder();
  const store = fileStore(ctx.db);
  let written = 0;
  for (const page of pages) {
    const userId = ids.get(page);
    if (!userId || done.has(userId)) continue;
    done.add(userId);
    const handle = await freeHandle(ctx, page.handle);
    const photos = await Promise.all(page.photos.map(async (photo) => ({ photo, ...(await encode(photo)) })));
    const stored: string[] = [];
    try {
      for (const photo of photos) stored.push((await storePrepared(store, MEDIA_BUCKET, userId, photo.upload)).base);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(userProfiles)
          .set({ handle, pageVisibility: page.visibility, headline: page.headline, languages: page.languages })
          .where(eq(userProfiles.id, userId));
        const credits = [...page.credits].sort((a, b) => b.startsOn.localeCompare(a.startsOn) || a.production.localeCompare(b.production));
        if (credits.length > 0)
          await tx.insert(showCredits).values(
            credits.map((credit, position) => ({
              id: randomUUID(),
              userId,
              ...credit,
              companyId: credit.companyName ? (companies.get(credit.companyName) ?? null) : null,
              position,
            })),
          );
        if (page.kit.length > 0) await tx.insert(kitItems).values(page.kit.map((item, position) => ({ id: randomUUID(), userId, ...item, position })));
        if (photos.length > 0)
          await tx.insert(profileMedia).values(
            photos.map(({ photo, width, height }, position) => ({
              id: randomUUID(),
              userId,
              kind: "photo",
              fileKey: stored[position],
              alt: photo.alt,
              caption: photo.caption,
              width,
              height,
              position,
            })),
          );
      });
    } catch (error) {
      for (const base of stored) await deleteImage(store, MEDIA_BUCKET, base, MEDIA_PHOTO_WIDTHS);
      throw error;
    }
    written++;
  }
  return written;
}
