import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobAlerts } from "~/db/schema/job-alerts";
import { jobOffers } from "~/db/schema/job-board";
import { libraryDocuments } from "~/db/schema/library";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { createJobAlert } from "~/features/jobs/job-alerts.server";
import { saveIndividualProfile } from "~/features/profiles/edit-profile.server";
import { actingAs } from "../context";
import { createCompany, createIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const DRIZZLE = fileURLToPath(new URL("../../drizzle/", import.meta.url));
const migration = readFileSync(`${DRIZZLE}${readdirSync(DRIZZLE).find((file) => file.endsWith("_vocabulary_codes.sql"))}`, "utf8");

/** The migration's statements as drizzle runs them (split at its breakpoints). */
const statements = migration
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

describe("migration 0045: stored Spanish labels and country names become codes (decision 042)", () => {
  it("converts skills, categories and countries of profiles, companies, offers, alerts and library documents, keeping order and unknown values", async () => {
    const member = await createIndividual();
    const company = await createCompany();
    await testDb()
      .update(userProfiles)
      .set({ skills: ["Iluminación", "Eventos en vivo", "Soldadura", "Técnico Audiovisual"], country: "México" })
      .where(eq(userProfiles.id, member.userId));
    await testDb().update(companyProfiles).set({ country: "Brasil" }).where(eq(companyProfiles.id, company.userId));
    const [offer] = await testDb()
      .insert(jobOffers)
      .values({
        title: "Operador de consola",
        description: "Una oferta escrita antes de los códigos.",
        country: "Estados Unidos",
        jobType: "freelance",
        category: ["Consolas Digitales", "Escenografía"],
        creatorId: company.userId,
      })
      .returning({ id: jobOffers.id });
    const [alert] = await testDb()
      .insert(jobAlerts)
      .values({ userId: member.userId, category: "Iluminación", country: "Otro" })
      .returning({ id: jobAlerts.id });
    const [document] = await testDb()
      .insert(libraryDocuments)
      .values({
        title: "Manual de la consola",
        description: "Un documento de antes.",
        category: "Escenografía",
        docType: "manual",
        externalUrl: "https://example.com/manual",
      })
      .returning({ id: libraryDocuments.id });

    for (const statement of statements) await testDb().execute(sql.raw(statement));
    // A second run changes nothing (the codes are not Spanish labels).
    for (const statement of statements) await testDb().execute(sql.raw(statement));

    const [profile] = await testDb().select().from(userProfiles).where(eq(userProfiles.id, member.userId));
    expect(profile).toMatchObject({ skills: ["lighting", "live_events", "Soldadura", "av_technician"], country: "MX" });
    const [firm] = await testDb().select().from(companyProfiles).where(eq(companyProfiles.id, company.userId));
    expect(firm?.country).toBe("BR");
    const [offerRow] = await testDb().select().from(jobOffers).where(eq(jobOffers.id, offer.id));
    expect(offerRow).toMatchObject({ country: "US", category: ["digital_consoles", "staging"] });
    const [alertRow] = await testDb().select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(alertRow).toMatchObject({ category: "lighting", country: "ZZ" });
    const [documentRow] = await testDb().select().from(libraryDocuments).where(eq(libraryDocuments.id, document.id));
    expect(documentRow?.category).toBe("staging");
  });

  it("maps every table that holds a skill, a category or a country", () => {
    const tables = [...migration.matchAll(/UPDATE "(\w+)" SET "(\w+)"/g)].map(([, table, column]) => `${table}.${column}`).sort();
    expect(tables).toEqual(
      [
        "user_profiles.skills",
        "job_offers.category",
        "job_alerts.category",
        "library_documents.category",
        "courses.category",
        "user_profiles.country",
        "company_profiles.country",
        "job_offers.country",
        "job_alerts.country",
        "events.country",
        "privacy_requests.country",
      ].sort(),
    );
  });

  it("forms take codes only: an old Spanish name or an unknown code is refused with the Spanish message (400), nothing saved", async () => {
    const member = await createIndividual();
    const ctx = await actingAs(member.userId);
    const profile = (country: string) => {
      const values = { firstName: "Lucía", lastName: "Fernández", country, city: "Valparaíso" };
      const form = new FormData();
      for (const [name, value] of Object.entries(values)) form.set(name, value);
      return saveIndividualProfile(ctx, values, form);
    };
    for (const country of ["Chile", "XX", "cl"]) {
      expect(await refusalOf(profile(country))).toMatchObject({ key: "INVALID_COUNTRY", status: 400, message: "Elige un país de la lista." });
    }
    expect((await testDb().select().from(userProfiles).where(eq(userProfiles.id, member.userId)))[0]?.country).toBeNull();
    await profile("CL");
    expect((await testDb().select().from(userProfiles).where(eq(userProfiles.id, member.userId)))[0]?.country).toBe("CL");
    expect(await refusalOf(createJobAlert(ctx, { category: "Iluminación" }))).toMatchObject({ status: 400 });
    expect((await createJobAlert(ctx, { category: "lighting", country: "MX" })).alert).toMatchObject({ category: "lighting", country: "MX" });
  });
});
