import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { hideReview } from "~/features/bookings/review-moderation.server";
import { writeReview } from "~/features/bookings/review-writing.server";
import { emptySite } from "~/features/company-sites/site-data";
import { publishSite, saveSiteDraft, setSiteLanguage } from "~/features/company-sites/site-editor.server";
import { publicSite } from "~/features/company-sites/site-page.server";
import { listReports } from "~/features/moderation/report-queue.server";
import { reportTarget, submitReport } from "~/features/moderation/reports.server";
import { technicianPage } from "~/features/technician-pages/technician-page.server";
import { isAppError } from "~/lib/errors";
import { insertBooking, placeDay } from "../bookings-fixtures";
import { actingAs, testContext } from "../context";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

const byCompany = (a: number, b: number, c: number, body = "") => ({
  "score.punctuality": String(a),
  "score.technicalKnowledge": String(b),
  "score.teamwork": String(c),
  body,
});
const byTechnician = (a: number, b: number, c: number) => ({ "score.paymentOnTime": String(a), "score.organisation": String(b), "score.treatment": String(c) });

/** A technician with a public page, reviewed (published) by two companies: 5,5,5 and 3,4,2. */
async function reviewedTechnician() {
  const technician = await createIndividual({ names: { firstName: "Paula", lastName: "Reseñada" } });
  const handle = `r-${randomUUID().slice(0, 12)}`;
  await testDb().update(userProfiles).set({ handle, pageVisibility: "public" }).where(eq(userProfiles.id, technician.userId));
  const tech = await actingAs(technician.userId);
  const reviews: string[] = [];
  for (const [scores, endsOn] of [
    [[5, 5, 5], placeDay(-6)],
    [[3, 4, 2], placeDay(-4)],
  ] as const) {
    const company = await actingAs((await createCompany()).userId);
    const booking = await insertBooking({ companyId: company.actor?.id as string, technicianId: technician.userId, endsOn, production: `Show ${scores[0]}` });
    reviews.push((await writeReview(company, booking, byCompany(scores[0], scores[1], scores[2], `Texto ${scores[0]}`))).id);
    await writeReview(tech, booking, byTechnician(4, 4, 4));
  }
  return { userId: technician.userId, handle, reviews };
}

async function visitorPage(handle: string) {
  const answer = await technicianPage(testContext(), handle);
  if (answer.kind !== "page") throw new Error(`no page: ${answer.kind}`);
  return answer.page;
}

describe("reviews on the technician's page (issue 39)", () => {
  it("shows the average, the count, each criterion's average and the newest reviews with their authors", async () => {
    const { handle } = await reviewedTechnician();
    const page = await visitorPage(handle);
    expect(page.parts).toContain("reviews");
    expect(page.reviews).toMatchObject({
      title: "Reseñas de empresas",
      summary: "4,0 ★ (2 reseñas)",
      summaryLabel: "Valoración promedio: 4,0 de 5, en 2 reseñas",
      averages: ["Puntualidad: 4,0/5", "Conocimiento técnico: 4,5/5", "Trabajo en equipo: 3,5/5"],
      more: null,
    });
    expect(page.reviews?.items.map((review) => review.body)).toEqual(["Texto 3", "Texto 5"]);
    expect(page.reviews?.items[0]).toMatchObject({
      average: "Promedio: 3,0 de 5",
      scores: ["Puntualidad: 3/5", "Conocimiento técnico: 4/5", "Trabajo en equipo: 2/5"],
    });
    expect(page.reviews?.items[0].author).not.toBe("");
    expect(page.reviews?.items[0].reportHref).toBe(`/member/report?tipo=resena&id=${page.reviews?.items[0].id}&volver=%2Ftecnicos%2F${handle}`);
    const english = await technicianPage(testContext({ locale: "en" }), handle);
    expect(english.kind === "page" && english.page.reviews?.summary).toBe("4.0 ★ (2 reviews)");
  });

  it("a member who hides the part shows no rating and no reviews; a page without published reviews has no part", async () => {
    const { userId, handle } = await reviewedTechnician();
    await testDb()
      .update(userProfiles)
      .set({ pageLayout: [{ part: "reviews", shown: false }] })
      .where(eq(userProfiles.id, userId));
    const page = await visitorPage(handle);
    expect(page.parts).not.toContain("reviews");
    expect(page.reviews).toBeNull();

    const fresh = await createIndividual();
    const freshHandle = `r-${randomUUID().slice(0, 12)}`;
    await testDb().update(userProfiles).set({ handle: freshHandle, pageVisibility: "public" }).where(eq(userProfiles.id, fresh.userId));
    const empty = await visitorPage(freshHandle);
    expect(empty.parts).not.toContain("reviews");
    expect(empty.reviews).toBeNull();
  });

  it("a review an admin hides leaves the page and its average", async () => {
    const { handle, reviews } = await reviewedTechnician();
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    await hideReview(admin, reviews[1], { reason: "Insultos" });
    const page = await visitorPage(handle);
    expect(page.reviews).toMatchObject({ summary: "5,0 ★ (1 reseña)" });
    expect(page.reviews?.items.map((review) => review.body)).toEqual(["Texto 5"]);
  });

  it("a member reports a published review through the moderation queue: its author is the account reported, the card has its text and a link to it", async () => {
    const { reviews } = await reviewedTechnician();
    const reporter = await actingAs((await createIndividual()).userId);
    expect(await reportTarget(reporter, "review", reviews[0])).toMatchObject({ kind: "review", targetId: reviews[0] });
    await submitReport(reporter, { kind: "review", targetId: reviews[0], reason: "harassment", details: "" });
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const queue = await listReports(admin, { filter: "open" });
    const queued = queue.reports.find((report) => report.review?.id === reviews[0]);
    expect(queued).toMatchObject({ targetType: "review", review: { id: reviews[0], production: "Show 5", body: "Texto 5", hidden: false } });
  });

  it("a review that is not shown cannot be reported (404), nor by its own author (400)", async () => {
    const technician = await createIndividual();
    const company = await actingAs((await createCompany()).userId);
    const booking = await insertBooking({ companyId: company.actor?.id as string, technicianId: technician.userId });
    const { id } = await writeReview(company, booking, byCompany(2, 2, 2, "Aún sin publicar"));
    const refused = async (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error) => (isAppError(error) ? error.key : error),
      );
    expect(await refused(submitReport(await actingAs(technician.userId), { kind: "review", targetId: id, reason: "spam", details: "" }))).toBe(
      "REPORT_TARGET_NOT_FOUND",
    );
    await writeReview(await actingAs(technician.userId), booking, byTechnician(3, 3, 3));
    expect(await refused(submitReport(company, { kind: "review", targetId: id, reason: "spam", details: "" }))).toBe("REPORT_SELF");
  });

  it("a company's site shows the technicians' average, each criterion's and the newest reviews, in the site's language", async () => {
    const companyId = (await createCompany()).userId;
    const company = await actingAs(companyId);
    const slug = `empresa-${randomUUID().slice(0, 8)}`;
    await testDb().update(companyProfiles).set({ slug }).where(eq(companyProfiles.id, companyId));
    await saveSiteDraft(company, JSON.stringify(emptySite("Sonido Sur", "Alquiler de audio para eventos.")));
    await publishSite(company);
    const viewOf = async () => {
      const answer = await publicSite(testContext(), slug);
      if (answer.kind !== "site") throw new Error("no site");
      return answer.view;
    };
    expect((await viewOf()).reviews).toBeNull();
    for (const scores of [
      [5, 4, 5],
      [4, 4, 3],
    ] as const) {
      const technician = await actingAs((await createIndividual()).userId);
      const booking = await insertBooking({ companyId, technicianId: technician.actor?.id as string, production: `Gira ${scores[0]}` });
      await writeReview(technician, booking, byTechnician(scores[0], scores[1], scores[2]));
      await writeReview(company, booking, byCompany(4, 4, 4));
    }
    const reviews = (await viewOf()).reviews;
    expect(reviews).toMatchObject({
      title: "Reseñas de técnicos",
      summary: "4,2 ★ (2 reseñas)",
      summaryLabel: "Valoración promedio: 4,2 de 5, en 2 reseñas",
      averages: ["Pago en término: 4,5/5", "Organización: 4,0/5", "Trato: 4,0/5"],
    });
    expect(reviews?.items).toHaveLength(2);
    expect(reviews?.items[0].reportHref).toContain("tipo=resena");
    await setSiteLanguage(company, "en");
    await publishSite(company);
    expect((await viewOf()).reviews).toMatchObject({
      summary: "4.2 ★ (2 reviews)",
      averages: ["Pays on time: 4.5/5", "Organisation: 4.0/5", "How they treat people: 4.0/5"],
    });
  });
});
