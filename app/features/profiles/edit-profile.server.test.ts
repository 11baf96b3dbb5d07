import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import type { MembershipLevel } from "~/lib/actor";
import { anonymousPages } from "~/lib/page-cache.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { sweepOrphanFiles } from "~/lib/storage/orphans.server";
import { STORAGE_QUOTA_BYTES } from "~/lib/storage/quota.server";
import { actingAs } from "../../../tests/context";
import { createCompany, createIndividual, individualRow } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { CV_DOWNLOADS_PER_DAY, downloadCv, myCvDownloads } from "./cv.server";
import { individualProfileForm, saveIndividualProfile } from "./edit-profile.server";
import { viewProfile } from "./profiles.server";

const FILES_ROOT = path.resolve(process.env.DATA_DIR ?? "./tmp/test-data", "files");

function filesOf(userId: string, bucket: string): string[] {
  try {
    return readdirSync(path.join(FILES_ROOT, bucket, userId));
  } catch {
    return [];
  }
}

const jpeg = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 400, height: 300, channels: 3, background: "#884422" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "yo.jpg",
  );
/** A PDF upload: the test CV, or one of `size` bytes. */
const pdf = (size?: number) => new File([size ? Buffer.concat([Buffer.from("%PDF-1.4 "), Buffer.alloc(size - 9, 32)]) : "%PDF-1.4 mi cv"], "cv.pdf");

const BASE = { firstName: "Lucía", lastName: "Fernández", country: "CL", city: "Valparaíso" };

function form(values: Record<string, string>, files: Record<string, File> = {}): [Record<string, string>, FormData] {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  for (const [key, file] of Object.entries(files)) data.set(key, file);
  return [values, data];
}

async function technician(level: MembershipLevel = "bronze") {
  const { userId, email } = await createIndividual({ level });
  return { userId, email, ctx: await actingAs(userId) };
}

describe("editing one's own profile (individuals)", () => {
  it("saves every field, derives the skills from the interests and the age from the birth date", async () => {
    const me = await technician();
    await saveIndividualProfile(
      me.ctx,
      ...form({
        ...BASE,
        jobTitle: "Ingeniera de sonido, Microfonista",
        specialization: "Monitores",
        bio: "Giras por el Cono Sur.",
        birthdate: "1990-05-10",
        experienceLevel: "senior",
        interest_audio: "on",
        interest_liveevents: "on",
      }),
    );
    const row = await individualRow(me.userId);
    expect(row).toMatchObject({
      firstName: "Lucía",
      jobTitle: ["Ingeniera de sonido", "Microfonista"],
      specialization: "Monitores",
      city: "Valparaíso",
      country: "CL",
      bio: "Giras por el Cono Sur.",
      birthdate: "1990-05-10",
      experienceLevel: "senior",
      pageVisibility: "members",
      skills: ["audio", "live_events"],
    });
    const shown = await individualProfileForm(me.ctx);
    expect(shown.age).toBe(new Date().getUTCFullYear() - 1990 - (new Date() < new Date(`${new Date().getUTCFullYear()}-05-10`) ? 1 : 0));
  });

  it("makes every instance forget the cached /explore pages, which show profiles to visitors", async () => {
    const me = await technician();
    const page = { body: Buffer.from("x"), contentType: "text/html", contentEncoding: null, scriptHashes: [] };
    anonymousPages.set("/explore?tipo=tecnicos|es|br", "/explore", page);
    anonymousPages.set("/about|es|br", "/about", page);
    await saveIndividualProfile(me.ctx, ...form({ ...BASE }));
    expect(anonymousPages.get("/explore?tipo=tecnicos|es|br")).toBeUndefined();
    expect(anonymousPages.get("/about|es|br")).toBeDefined();
  });

  it("falls back to 'Técnico Audiovisual' without interests; without a bio it stores none and shows 'Sin biografía disponible' in the reader's language", async () => {
    const me = await technician();
    await saveIndividualProfile(me.ctx, ...form({ ...BASE, bio: "" }));
    expect(await individualRow(me.userId)).toMatchObject({ skills: ["av_technician"], bio: null });
    expect((await individualProfileForm(me.ctx)).bio).toBe("");
    const bioFor = async (locale: "es" | "en" | "pt") => {
      const { profile } = await viewProfile(await actingAs(me.userId, { locale }));
      return profile.kind === "individual" ? profile.bio : null;
    };
    expect([await bioFor("es"), await bioFor("en"), await bioFor("pt")]).toEqual([
      "Sin biografía disponible",
      "No biography available",
      "Nenhuma biografia disponível",
    ]);
  });

  it("never takes is_admin, is_trainer or membership_level from the form", async () => {
    const me = await technician();
    await saveIndividualProfile(
      me.ctx,
      ...form({ ...BASE, isAdmin: "on", is_admin: "true", isTrainer: "on", membershipLevel: "gold", membership_level: "gold" }),
    );
    expect(await individualRow(me.userId)).toMatchObject({ isAdmin: false, isTrainer: false, membershipLevel: "bronze" });
  });

  it("refuses bad input with Spanish messages and saves nothing of it, not even the photo", async () => {
    const me = await technician("gold");
    const cases: [Record<string, string>, string, string][] = [
      [{ ...BASE, firstName: " " }, "firstName", "Ingresa tu nombre y tu apellido."],
      [{ ...BASE, country: "Atlántida" }, "country", "Elige un país de la lista."],
      [{ ...BASE, birthdate: "2020-01-01" }, "birthdate", "La fecha de nacimiento no es válida: debes tener entre 14 y 100 años."],
      [{ ...BASE, birthdate: "1990-02-31" }, "birthdate", "La fecha de nacimiento no es válida: debes tener entre 14 y 100 años."],
      [{ ...BASE, experienceLevel: "dios" }, "experienceLevel", "Elige un nivel de experiencia de la lista."],
      [{ ...BASE, bio: "x".repeat(2001) }, "bio", "Este campo es demasiado largo."],
      [{ ...BASE, hasCvEnabled: "on" }, "hasCvEnabled", "Sube tu CV en PDF antes de activar su descarga."],
    ];
    for (const [values, field, message] of cases) {
      const refusal = await refusalOf(saveIndividualProfile(me.ctx, ...form(values, { photo: await jpeg() })));
      expect(refusal, field).toMatchObject({ status: 400, field });
      expect((refusal as { message: string }).message, field).toContain(message.slice(0, 20));
    }
    expect(await individualRow(me.userId)).toMatchObject({ firstName: "Ana", country: null, profileImagePath: null });
    expect(filesOf(me.userId, "profile-images")).toEqual([]);
  });

  it("refuses a CV that is not a PDF after storing nothing, also when a valid photo came with it", async () => {
    const me = await technician();
    const fake = new File(["no soy un pdf"], "cv.pdf", { type: "application/pdf" });
    expect(await refusalOf(saveIndividualProfile(me.ctx, ...form(BASE, { photo: await jpeg(), cv: fake })))).toMatchObject({
      status: 400,
      field: "cv",
      message: "El CV debe ser un archivo PDF.",
    });
    expect(filesOf(me.userId, "profile-images")).toEqual([]);
    expect(filesOf(me.userId, "cvs")).toEqual([]);
  });

  it("replaces the photo (the old files are removed) and removes it on request", async () => {
    const me = await technician();
    await saveIndividualProfile(me.ctx, ...form(BASE, { photo: await jpeg() }));
    const first = (await individualRow(me.userId)).profileImagePath;
    expect(filesOf(me.userId, "profile-images")).toHaveLength(2);
    await saveIndividualProfile(me.ctx, ...form(BASE, { photo: await jpeg() }));
    const second = await individualRow(me.userId);
    expect(second.profileImagePath).not.toBe(first);
    expect(second.profileImageUrl).toBe(`/files/profile-images/${second.profileImagePath}-256.webp`);
    expect(filesOf(me.userId, "profile-images").sort()).toEqual([
      `${second.profileImagePath?.split("/")[1]}-256.webp`,
      `${second.profileImagePath?.split("/")[1]}-96.webp`,
    ]);
    await saveIndividualProfile(me.ctx, ...form({ ...BASE, removePhoto: "on" }));
    expect((await individualRow(me.userId)).profileImagePath).toBeNull();
    expect(filesOf(me.userId, "profile-images")).toEqual([]);
  });

  it("leaves no file nothing references when eight saves with a new CV arrive at once", async () => {
    const me = await technician("gold");
    const results = await Promise.all(Array.from({ length: 8 }, () => refusalOf(saveIndividualProfile(me.ctx, ...form(BASE, { cv: pdf() })))));
    expect(results.every((result) => result === "OK")).toBe(true);
    const row = await individualRow(me.userId);
    expect(filesOf(me.userId, "cvs")).toEqual([String(row.cvPath).split("/")[1]]);
  });

  it("keeps each account within its storage quota: a save that would pass it is refused (413, in MB) and stores nothing", async () => {
    const me = await technician("gold");
    const store = fileStore(testDb());
    const filler = Buffer.alloc(STORAGE_QUOTA_BYTES - 1024 * 1024, 1);
    await store.put("cvs", `${me.userId}/relleno.pdf`, { bytes: filler, contentType: "application/pdf" });
    expect(await refusalOf(saveIndividualProfile(me.ctx, ...form(BASE, { cv: pdf(2 * 1024 * 1024) })))).toMatchObject({
      status: 413,
      field: "cv",
      message: "Tus archivos ocuparían 51 MB y tu cuenta tiene 50 MB. Quita un archivo o sube uno más liviano.",
    });
    expect(filesOf(me.userId, "cvs")).toEqual(["relleno.pdf"]);
    expect(await refusalOf(saveIndividualProfile(me.ctx, ...form(BASE, { cv: pdf() })))).toBe("OK");
  });

  it("sweeps, after a day, the files nothing references, and keeps the ones a profile or an application uses", async () => {
    const me = await technician("gold");
    await saveIndividualProfile(me.ctx, ...form(BASE, { photo: await jpeg(), cv: pdf() }));
    const store = fileStore(testDb());
    await store.put("cvs", `${me.userId}/perdido.pdf`, { bytes: Buffer.from("%PDF-1.4 perdido"), contentType: "application/pdf" });
    await store.put("profile-images", `${me.userId}/perdida-256.webp`, { bytes: Buffer.from("RIFF"), contentType: "image/webp" });
    const sweep = (hours: number) => sweepOrphanFiles({ db: testDb(), now: () => new Date(Date.now() + hours * 3_600_000) }, { prefix: `${me.userId}/` });
    expect(await sweep(0)).toBe(0);
    expect(await sweep(25)).toBe(2);
    const row = await individualRow(me.userId);
    expect(filesOf(me.userId, "cvs")).toEqual([String(row.cvPath).split("/")[1]]);
    expect(filesOf(me.userId, "profile-images")).toHaveLength(2);
  });

  it("is for individuals: a company is refused with 403", async () => {
    const company = await createCompany();
    const ctx = await actingAs(company.userId);
    expect(await refusalOf(saveIndividualProfile(ctx, ...form(BASE)))).toMatchObject({ status: 403 });
  });
});

describe("CV downloads", () => {
  async function technicianWithCv(enabled: boolean) {
    const me = await technician("gold");
    await saveIndividualProfile(me.ctx, ...form({ ...BASE, ...(enabled ? { hasCvEnabled: "on" } : {}) }, { cv: pdf() }));
    return me;
  }

  it("lets a company download an enabled CV, records it, and shows the technician which company did", async () => {
    const owner = await technicianWithCv(true);
    const company = await createCompany();
    const file = await downloadCv(await actingAs(company.userId), owner.userId);
    expect(file.bytes.toString()).toBe("%PDF-1.4 mi cv");
    expect(file.fileName).toBe("CV-Lucia-Fernandez.pdf");
    expect(await myCvDownloads(owner.ctx)).toEqual([{ companyId: company.userId, companyName: expect.any(String), downloadedAt: expect.any(String) }]);
  });

  it("refuses a disabled CV to companies with 403, lets its owner download it, and never counts the owner", async () => {
    const owner = await technicianWithCv(false);
    const company = await createCompany();
    expect(await refusalOf(downloadCv(await actingAs(company.userId), owner.userId))).toMatchObject({
      status: 403,
      message: "Este CV no está disponible para descarga.",
    });
    expect((await downloadCv(owner.ctx, owner.userId)).bytes.toString()).toBe("%PDF-1.4 mi cv");
    expect(await myCvDownloads(owner.ctx)).toEqual([]);
  });

  it("refuses another individual (a third user) even when the CV is enabled", async () => {
    const owner = await technicianWithCv(true);
    const third = await technician();
    expect(await refusalOf(downloadCv(third.ctx, owner.userId))).toMatchObject({
      status: 403,
      message: "Solo las empresas y los administradores pueden descargar CVs.",
    });
  });

  it("is a gold benefit (/membership): a bronze or silver member cannot offer the CV, and a member moved down from gold stops offering it", async () => {
    for (const level of ["bronze", "silver"] as const) {
      const me = await technician(level);
      expect(await refusalOf(saveIndividualProfile(me.ctx, ...form({ ...BASE, hasCvEnabled: "on" }, { cv: pdf() })))).toMatchObject({
        status: 403,
        field: "hasCvEnabled",
        message: "Que las empresas descarguen tu CV es un beneficio de la membresía Oro.",
      });
      expect(await individualRow(me.userId)).toMatchObject({ hasCvEnabled: false, cvPath: null });
      expect(await individualProfileForm(me.ctx)).toMatchObject({ mayOfferCv: false, hasCvEnabled: false });
    }
    const owner = await technicianWithCv(true);
    expect(await individualProfileForm(owner.ctx)).toMatchObject({ mayOfferCv: true, hasCvEnabled: true });
    await testDb().update(userProfiles).set({ membershipLevel: "silver" }).where(eq(userProfiles.id, owner.userId));
    const company = await createCompany();
    expect(await refusalOf(downloadCv(await actingAs(company.userId), owner.userId))).toMatchObject({
      status: 403,
      message: "Este CV no está disponible para descarga.",
    });
    expect((await viewProfile(await actingAs(company.userId), owner.userId)).profile).toMatchObject({ cvDownloadable: false });
  });

  it("gives a company 100 CV downloads in 24 hours, then 429 saying when; admins are not limited", async () => {
    const owner = await technicianWithCv(true);
    const company = await createCompany();
    const start = new Date("2031-05-06T10:00:00Z");
    const at = (minutes: number) => actingAs(company.userId, { now: () => new Date(start.getTime() + minutes * 60_000) });
    const results = await Promise.all(Array.from({ length: CV_DOWNLOADS_PER_DAY.max + 3 }, async () => refusalOf(downloadCv(await at(0), owner.userId))));
    expect(results.filter((result) => result === "OK")).toHaveLength(CV_DOWNLOADS_PER_DAY.max);
    expect(await refusalOf(downloadCv(await at(90), owner.userId))).toMatchObject({
      status: 429,
      message: "Tu empresa ya descargó 100 CV en las últimas 24 horas, el máximo. Podrás descargar otros en 22 h 30 min.",
    });
    expect(await refusalOf(downloadCv(await at(24 * 60 + 1), owner.userId))).toBe("OK");
    const admin = await createIndividual({ isAdmin: true });
    for (let index = 0; index < 3; index++) await downloadCv(await actingAs(admin.userId), owner.userId);
  });

  it("lets an admin download an enabled CV", async () => {
    const owner = await technicianWithCv(true);
    const admin = await createIndividual({ isAdmin: true });
    expect((await downloadCv(await actingAs(admin.userId), owner.userId)).bytes.toString()).toBe("%PDF-1.4 mi cv");
  });
});
