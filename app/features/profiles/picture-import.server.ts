import { eq } from "drizzle-orm";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { storeImage } from "~/lib/storage/uploads.server";
import { AVATAR_SIZES, avatarUrl, logoUrl } from "./avatar";

/** A technician's files as bulk data (the demo seed) brings them in: a photo, a CV, and the choices that go with them. */
export type ImportedProfileFiles = {
  id: string;
  /** Any image sharp reads, stored in every avatar width as an uploaded photo is. */
  photo: Buffer | null;
  cv: { name: string; bytes: Buffer } | null;
  /** Who sees the technician's public page (issue 38): 'public' also lists them on /explore for visitors. */
  pageVisibility: "public" | "members" | "hidden";
  hasCvEnabled: boolean;
};

/** Stores technicians' photos and CVs and sets them on their profiles, one technician after another (the CV under `<id>/<name>`). */
export async function importProfileFiles(ctx: Pick<Ctx, "db">, people: ImportedProfileFiles[]): Promise<void> {
  const store = fileStore(ctx.db);
  for (const person of people) {
    const photo = person.photo
      ? await storeImage(store, "profile-images", person.id, new File([new Uint8Array(person.photo)], "avatar.png"), AVATAR_SIZES, "photo")
      : null;
    const cv = person.cv ? `${person.id}/${person.cv.name}` : null;
    if (person.cv && cv) await store.put("cvs", cv, { bytes: person.cv.bytes, contentType: "application/pdf" });
    await ctx.db
      .update(userProfiles)
      .set({
        pageVisibility: person.pageVisibility,
        profileImagePath: photo,
        profileImageUrl: avatarUrl(photo, 256),
        profileImage: avatarUrl(photo, 256),
        cvPath: cv,
        hasCvEnabled: person.hasCvEnabled,
      })
      .where(eq(userProfiles.id, person.id));
  }
}

/** Stores companies' logos (any image sharp reads) in every logo width and sets them on their profiles, one after another. */
export async function importCompanyLogos(ctx: Pick<Ctx, "db">, companies: { id: string; logo: Buffer }[]): Promise<void> {
  const store = fileStore(ctx.db);
  for (const company of companies) {
    const logo = await storeImage(store, "company-logos", company.id, new File([new Uint8Array(company.logo)], "logo.png"), AVATAR_SIZES, "logo");
    await ctx.db
      .update(companyProfiles)
      .set({ logoPath: logo, logo: logoUrl(logo, 256) })
      .where(eq(companyProfiles.id, company.id));
  }
}
