import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { kitItems, profileHandleRedirects, profileMedia, showCredits } from "~/db/schema/technician-pages";
import { fileStore } from "~/lib/storage/file-store.server";
import { imageKey } from "~/lib/storage/image-key";
import { testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { MEDIA_BUCKET, MEDIA_PHOTO_WIDTHS } from "./media-rules";
import { type ImportedCredit, type ImportedTechnicianPage, importTechnicianPages } from "./page-import.server";

const handle = () => `prueba-${randomUUID().slice(0, 8)}`;

const credit = (production: string, startsOn: string, companyName: string | null = null): ImportedCredit => ({
  production,
  role: "foh",
  venue: "Teatro Solís",
  city: "Montevideo",
  country: "UY",
  startsOn,
  endsOn: null,
  companyName,
  link: null,
});

const picture = () =>
  sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#3050a0" } })
    .jpeg()
    .toBuffer();

function page(technician: ImportedTechnicianPage["technician"], overrides: Partial<ImportedTechnicianPage> = {}): ImportedTechnicianPage {
  return {
    technician,
    handle: handle(),
    visibility: "public",
    headline: "Mezcla FOH para giras",
    languages: ["es", "en"],
    credits: [credit("Primera", "2023-05-01"), credit("Última", "2025-02-01"), credit("Segunda", "2024-01-10")],
    kit: [{ category: "audio_consoles", brand: "DiGiCo", model: "SD12", quantity: 1 }],
    photos: [{ image: picture, alt: "Ilustración: una consola", caption: null }],
    ...overrides,
  };
}

describe("importTechnicianPages", () => {
  it("writes the page by e-mail: address, visibility, headline, languages, credits newest first, kit, and photos stored in the page widths under the member's folder", async () => {
    const { userId, email } = await createIndividual();
    const imported = page({ email });
    expect(await importTechnicianPages(testContext(), [imported])).toBe(1);
    const [profile] = await testDb().select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile).toMatchObject({ handle: imported.handle, pageVisibility: "public", headline: "Mezcla FOH para giras", languages: ["es", "en"] });
    const credits = await testDb().select().from(showCredits).where(eq(showCredits.userId, userId)).orderBy(asc(showCredits.position));
    expect(credits.map((row) => row.production)).toEqual(["Última", "Segunda", "Primera"]);
    expect(credits.every((row) => row.verifiedAt === null)).toBe(true);
    expect(await testDb().select({ model: kitItems.model }).from(kitItems).where(eq(kitItems.userId, userId))).toEqual([{ model: "SD12" }]);
    const [photo] = await testDb().select().from(profileMedia).where(eq(profileMedia.userId, userId));
    expect(photo).toMatchObject({ kind: "photo", alt: "Ilustración: una consola", width: 1200, height: 800, position: 0 });
    expect(photo.fileKey?.startsWith(`${userId}/`)).toBe(true);
    for (const width of MEDIA_PHOTO_WIDTHS) {
      const stored = await fileStore(testDb()).get(MEDIA_BUCKET, imageKey(String(photo.fileKey), width));
      expect(stored?.contentType, String(width)).toBe("image/webp");
    }
  });

  it("changes nothing the second time, nor for a technician who already has an address or a credit; skips e-mails without an account", async () => {
    const first = await createIndividual();
    const second = await createIndividual();
    await testDb()
      .insert(showCredits)
      .values({ ...credit("Suya", "2024-01-01"), id: randomUUID(), userId: second.userId, position: 0 });
    const pages = [page({ id: first.userId }), page({ id: second.userId }), page({ email: `nadie-${randomUUID()}@test.redav.lat` })];
    expect(await importTechnicianPages(testContext(), pages)).toBe(1);
    const rows = async (userId: string) => ({
      credits: await testDb().select({ id: showCredits.id }).from(showCredits).where(eq(showCredits.userId, userId)),
      media: await testDb().select({ id: profileMedia.id }).from(profileMedia).where(eq(profileMedia.userId, userId)),
      files: await fileStore(testDb()).list(MEDIA_BUCKET, { prefix: `${userId}/`, limit: 100 }),
    });
    const before = await rows(first.userId);
    expect(await importTechnicianPages(testContext(), pages)).toBe(0);
    expect(await rows(first.userId)).toEqual(before);
    const untouched = await rows(second.userId);
    expect(untouched.credits).toHaveLength(1);
    expect(untouched.media).toHaveLength(0);
    const [profile] = await testDb().select({ handle: userProfiles.handle }).from(userProfiles).where(eq(userProfiles.id, second.userId));
    expect(profile.handle).toBeNull();
  });

  it("leaves the address unset when someone holds it or held it, and refuses one that breaks the handle rules", async () => {
    const holder = await createIndividual();
    const held = handle();
    const former = handle();
    await testDb().update(userProfiles).set({ handle: held }).where(eq(userProfiles.id, holder.userId));
    await testDb().insert(profileHandleRedirects).values({ handle: former, userId: holder.userId });
    const taker = await createIndividual();
    const other = await createIndividual();
    await importTechnicianPages(testContext(), [page({ id: taker.userId }, { handle: held }), page({ id: other.userId }, { handle: former })]);
    for (const id of [taker.userId, other.userId]) {
      const [profile] = await testDb()
        .select({ handle: userProfiles.handle, headline: userProfiles.headline })
        .from(userProfiles)
        .where(eq(userProfiles.id, id));
      expect(profile).toEqual({ handle: null, headline: "Mezcla FOH para giras" });
    }
    const refused = await createIndividual();
    await expect(importTechnicianPages(testContext(), [page({ id: refused.userId }, { handle: "admin" })])).rejects.toThrow(/handle rules/);
    await expect(importTechnicianPages(testContext(), [page({ id: refused.userId }, { handle: "Con Espacios" })])).rejects.toThrow(/handle rules/);
    expect(await testDb().select().from(showCredits).where(eq(showCredits.userId, refused.userId))).toHaveLength(0);
  });

  it("links a credit to the RedAV company of exactly its company's name, only when one company has that name", async () => {
    const unique = `Empresa única ${randomUUID().slice(0, 8)}`;
    const shared = `Empresa repetida ${randomUUID().slice(0, 8)}`;
    const company = await createCompany();
    await testDb().update(companyProfiles).set({ companyName: unique }).where(eq(companyProfiles.id, company.userId));
    for (const _ of [1, 2]) {
      const twin = await createCompany();
      await testDb().update(companyProfiles).set({ companyName: shared }).where(eq(companyProfiles.id, twin.userId));
    }
    const { userId } = await createIndividual();
    const credits = [
      credit("Con empresa", "2025-01-01", unique),
      credit("Homónima", "2024-01-01", shared),
      credit("Ajena", "2023-01-01", "Empresa fuera de RedAV"),
    ];
    await importTechnicianPages(testContext(), [page({ id: userId }, { credits, photos: [] })]);
    const rows = await testDb()
      .select({ production: showCredits.production, companyId: showCredits.companyId, companyName: showCredits.companyName })
      .from(showCredits)
      .where(eq(showCredits.userId, userId))
      .orderBy(asc(showCredits.position));
    expect(rows).toEqual([
      { production: "Con empresa", companyId: company.userId, companyName: unique },
      { production: "Homónima", companyId: null, companyName: shared },
      { production: "Ajena", companyId: null, companyName: "Empresa fuera de RedAV" },
    ]);
  });
});
