import { eq } from "drizzle-orm";
import { userFollows } from "~/db/schema/follows";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { AVATAR_SIZES, avatarUrl, logoUrl } from "~/features/profiles/public";
import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { regionName } from "~/lib/countries";
import { fileStore } from "~/lib/storage/file-store.server";
import { storeImage } from "~/lib/storage/uploads.server";
import { demoAvatar, demoLogo, demoPdf } from "./demo-files.server";

type Person = { id: string; name: string; titles: string[]; city: string; country: string; level: MembershipLevel };
type Company = { id: string; name: string };

/**
 * The demo network beyond the accounts: generated avatars for half the technicians (who also turn
 * 'Perfil público' on), logos for every company, CVs for a third of the technicians and every gold
 * member (the gold ones downloadable by companies), and follows between technicians and towards companies. Nothing is fetched.
 */
export async function seedDemoNetwork(ctx: Pick<Ctx, "db">, technicians: Person[], companies: Company[]): Promise<void> {
  const store = fileStore(ctx.db);
  for (const [index, person] of technicians.entries()) {
    const withPhoto = index % 2 === 0;
    const withCv = index % 3 === 0 || person.level === "gold";
    const photo = withPhoto
      ? await storeImage(store, "profile-images", person.id, new File([new Uint8Array(await demoAvatar(person.name))], "avatar.png"), AVATAR_SIZES, "photo")
      : null;
    const cv = withCv ? `${person.id}/demo-cv.pdf` : null;
    if (cv) {
      const lines = [
        person.name,
        ...person.titles,
        `${person.city}, ${regionName("es", person.country)}`,
        "",
        "Experiencia en eventos, giras e instalaciones.",
        "Referencias a pedido.",
      ];
      await store.put("cvs", cv, { bytes: demoPdf(lines), contentType: "application/pdf" });
    }
    await ctx.db
      .update(userProfiles)
      .set({
        isPublic: withPhoto,
        profileImagePath: photo,
        profileImageUrl: avatarUrl(photo, 256),
        profileImage: avatarUrl(photo, 256),
        cvPath: cv,
        // Offering the CV to companies is a gold benefit (/membership): every gold member with a CV offers it.
        hasCvEnabled: person.level === "gold",
      })
      .where(eq(userProfiles.id, person.id));
  }
  for (const company of companies) {
    const logo = await storeImage(
      store,
      "company-logos",
      company.id,
      new File([new Uint8Array(await demoLogo(company.name))], "logo.png"),
      AVATAR_SIZES,
      "logo",
    );
    await ctx.db
      .update(companyProfiles)
      .set({ logoPath: logo, logo: logoUrl(logo, 256) })
      .where(eq(companyProfiles.id, company.id));
  }
  const follows = technicians.flatMap((person, index) => {
    const others = [1, 5, 11].map((step) => technicians[(index + step) % technicians.length]).filter((other) => other && other.id !== person.id);
    const rows = others.map((other) => ({ followerId: person.id, followingId: other.id, followingType: "technician" as const }));
    const company = companies[index % Math.max(1, companies.length)];
    return company ? [...rows, { followerId: person.id, followingId: company.id, followingType: "company" as const }] : rows;
  });
  const companyFollows = companies.flatMap((company, index) =>
    technicians
      .filter((_, position) => position % 7 === index % 7)
      .map((person) => ({ followerId: company.id, followingId: person.id, followingType: "technician" as const })),
  );
  const rows = [...follows, ...companyFollows];
  for (let start = 0; start < rows.length; start += 200)
    await ctx.db
      .insert(userFollows)
      .values(rows.slice(start, start + 200))
      .onConflictDoNothing();
}
