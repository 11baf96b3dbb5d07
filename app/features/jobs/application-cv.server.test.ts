import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cvDownloads } from "~/db/schema/files";
import { userProfiles } from "~/db/schema/profiles";
import { fileStore } from "~/lib/storage/file-store.server";
import { type actingAs, testContext } from "../../../tests/context";
import { actingCompany, actingIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { applyToOffer, downloadApplicationCv, hasProfileCv, offerApplications } from "./applications.server";
import { createOffer } from "./offers.server";

/** Gives a member a profile CV with these bytes (the CV may stay private: has_cv_enabled off). */
async function uploadCv(userId: string, text: string) {
  const key = `profile-${userId.slice(0, 20)}/${Date.now()}.pdf`;
  await fileStore(testDb()).put("cvs", key, { bytes: Buffer.from(text), contentType: "application/pdf" });
  await testDb().update(userProfiles).set({ cvPath: key, hasCvEnabled: false }).where(eq(userProfiles.id, userId));
}

async function offerOf(owner: { ctx: Awaited<ReturnType<typeof actingAs>> }) {
  return createOffer(owner.ctx, {
    title: "Operador de video",
    description: "Eventos.",
    country: "CL",
    jobType: "freelance",
    category: ["video"],
    publish: true,
  });
}

describe("a CV attached to an application (issue 11 §1: a snapshot of the profile CV)", () => {
  it("keeps a copy of the CV as it was when applying, which only the offer's company downloads (recorded for the applicant)", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await offerOf(firm);
    expect(await hasProfileCv(ana.ctx)).toBe(false);
    await uploadCv(ana.userId, "%PDF version 1");
    expect(await hasProfileCv(ana.ctx)).toBe(true);
    const application = await applyToOffer(ana.ctx, { jobId: id, attachCv: true });
    await uploadCv(ana.userId, "%PDF version 2");
    const file = await downloadApplicationCv(firm.ctx, application.id);
    expect(file.bytes.toString()).toBe("%PDF version 1");
    expect(file.fileName).toBe(`CV-Ana-Prueba-postulacion-${application.id}.pdf`);
    const page = await offerApplications(firm.ctx, id, 1);
    expect(page.applications[0]).toMatchObject({ hasAttachedCv: true, contactSubject: "Operador de video - De: Ana Prueba" });
    const downloads = await testDb().select().from(cvDownloads).where(eq(cvDownloads.ownerId, ana.userId));
    expect(downloads.map((row) => row.downloaderId)).toEqual([firm.userId]);
  });

  it("refuses everyone but the offer's company: another company 403, the applicant 403, a visitor 401, an unknown application 404", async () => {
    const firm = await actingCompany();
    const rival = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await offerOf(firm);
    await uploadCv(ana.userId, "%PDF privado");
    const application = await applyToOffer(ana.ctx, { jobId: id, attachCv: true });
    expect(await refusalOf(downloadApplicationCv(rival.ctx, application.id))).toMatchObject({ status: 403, key: "APPLICATION_FORBIDDEN" });
    expect(await refusalOf(downloadApplicationCv(ana.ctx, application.id))).toMatchObject({ status: 403 });
    expect(await refusalOf(downloadApplicationCv(testContext(), application.id))).toMatchObject({ status: 401 });
    expect(await refusalOf(downloadApplicationCv(firm.ctx, 999_999_999))).toMatchObject({ status: 404 });
    expect(await testDb().select().from(cvDownloads).where(eq(cvDownloads.ownerId, ana.userId))).toEqual([]);
  });

  it("attaches nothing when the applicant leaves it out or has no CV: 404 'Este CV no está disponible para descarga.'", async () => {
    const firm = await actingCompany();
    const [ana, beto] = await Promise.all([actingIndividual(), actingIndividual()]);
    const { id } = await offerOf(firm);
    await uploadCv(ana.userId, "%PDF");
    const without = await applyToOffer(ana.ctx, { jobId: id });
    const none = await applyToOffer(beto.ctx, { jobId: id, attachCv: true });
    for (const application of [without, none]) {
      expect(await refusalOf(downloadApplicationCv(firm.ctx, application.id))).toEqual({
        key: "CV_NOT_AVAILABLE",
        status: 404,
        message: "Este CV no está disponible para descarga.",
      });
    }
    expect((await offerApplications(firm.ctx, id, 1)).applications.map((item) => item.hasAttachedCv)).toEqual([false, false]);
  });
});
