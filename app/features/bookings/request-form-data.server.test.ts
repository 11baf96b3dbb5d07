import { describe, expect, it } from "vitest";
import { jobOffers } from "~/db/schema/job-board";
import { accountSuspensions, userBlocks } from "~/db/schema/moderation";
import { addDays, dayIn } from "~/features/availability/public";
import { isAppError } from "~/lib/errors";
import { actingCompany, actingIndividual, createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { requestFormData, requestFormQuery } from "./request-form-data.server";

const ZONE = "America/Montevideo"; // the factories' companies are in Uruguay
const today = () => dayIn(new Date(), ZONE);

/** An offer of `companyId` on the board, in Córdoba, working on the given days. */
async function offerOf(companyId: string, days: { from: string; to: string } | null, title = "Cosquín Rock 2027") {
  const [row] = await testDb()
    .insert(jobOffers)
    .values({
      title,
      description: "Sonidistas para el festival.",
      country: "AR",
      city: "Córdoba",
      jobType: "freelance",
      status: "active",
      creatorId: companyId,
      workStartsOn: days?.from ?? null,
      workEndsOn: days?.to ?? null,
      publishedAt: new Date(),
    })
    .returning({ id: jobOffers.id });
  return row.id;
}

const query = (technicianId: string, extra: Record<string, string> = {}) => requestFormQuery(new URLSearchParams({ tecnico: technicianId, ...extra }));

/** The status and key of what `work` refused with (or "accepted"). */
async function refusal(work: Promise<unknown>) {
  try {
    await work;
    return "accepted";
  } catch (error) {
    if (isAppError(error)) return `${error.status} ${error.key}`;
    throw error;
  }
}

describe("the booking request form's data (issue 39)", () => {
  it("shows who is asked and prefills the link's dates, the company's country and its zone, an option held 7 days", async () => {
    const company = await actingCompany();
    const { userId: technicianId } = await createIndividual({ names: { firstName: "Lucía", lastName: "Formulario" } });
    const from = addDays(today(), 20);
    const to = addDays(from, 2);
    const data = await requestFormData(company.ctx, query(technicianId, { origen: "search", desde: from, hasta: to }));
    expect(data.technician).toMatchObject({ id: technicianId, name: "Lucía Formulario" });
    expect(data.offer).toBeNull();
    expect(data.values).toMatchObject({
      technicianId,
      offerId: "",
      source: "search",
      production: "",
      country: "UY",
      timeZone: ZONE,
      startsOn: from,
      endsOn: to,
      asksFor: "option",
      expiresOn: addDays(today(), 7),
    });
    expect(data.today).toBe(today());
    expect(data.roles.map((role) => role.value)).toContain("foh");
    expect(data.roles.find((role) => role.value === "foh")?.label).not.toBe("foh");
    expect(data.currencies).toContain("UYU");
  });

  it("drops dates that are not real, are past, or end before they start, and holds the option no later than the first day", async () => {
    const company = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const past = await requestFormData(company.ctx, query(technicianId, { desde: addDays(today(), -3), hasta: today() }));
    expect(past.values).toMatchObject({ startsOn: "", endsOn: "" });
    const bad = await requestFormData(company.ctx, query(technicianId, { desde: "2027-02-30", origen: "hackeado" }));
    expect(bad.values).toMatchObject({ startsOn: "", endsOn: "", source: "search" });
    const backwards = await requestFormData(company.ctx, query(technicianId, { desde: addDays(today(), 3), hasta: addDays(today(), 1) }));
    expect(backwards.values).toMatchObject({ startsOn: addDays(today(), 3), endsOn: "", expiresOn: addDays(today(), 3) });
  });

  it("prefills production, place and days from the company's own offer, and ignores a third company's offer", async () => {
    const company = await actingCompany();
    const other = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const from = addDays(today(), 40);
    const own = await offerOf(company.userId, { from, to: addDays(from, 1) });
    const data = await requestFormData(company.ctx, query(technicianId, { origen: "offer", oferta: String(own) }));
    expect(data.offer).toEqual({ id: own, title: "Cosquín Rock 2027" });
    expect(data.values).toMatchObject({
      offerId: String(own),
      source: "offer",
      production: "Cosquín Rock 2027",
      city: "Córdoba",
      country: "AR",
      timeZone: "America/Argentina/Buenos_Aires",
      startsOn: from,
      endsOn: addDays(from, 1),
    });

    const theirs = await offerOf(other.userId, { from, to: addDays(from, 1) }, "Oferta ajena");
    const ignored = await requestFormData(company.ctx, query(technicianId, { origen: "offer", oferta: String(theirs) }));
    expect(ignored.offer).toBeNull();
    expect(ignored.values).toMatchObject({ offerId: "", production: "", city: "", country: "UY", startsOn: "", endsOn: "" });
    expect(JSON.stringify(ignored)).not.toContain("Oferta ajena");

    for (const junk of ["0", "-1", "abc", "99999999999999999999", `${own} `])
      expect((await requestFormData(company.ctx, query(technicianId, { oferta: junk }))).offer).toBeNull();
  });

  it("takes the link's dates over the offer's, and an offer's days already under way from today", async () => {
    const company = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const running = await offerOf(company.userId, { from: addDays(today(), -2), to: addDays(today(), 3) });
    expect((await requestFormData(company.ctx, query(technicianId, { oferta: String(running) }))).values).toMatchObject({
      startsOn: today(),
      endsOn: addDays(today(), 3),
      expiresOn: today(),
    });
    const chosen = addDays(today(), 10);
    expect((await requestFormData(company.ctx, query(technicianId, { oferta: String(running), desde: chosen }))).values).toMatchObject({
      startsOn: chosen,
      endsOn: "",
      production: "Cosquín Rock 2027",
    });
    const undated = await offerOf(company.userId, null, "Sin fechas");
    expect((await requestFormData(company.ctx, query(technicianId, { oferta: String(undated) }))).values).toMatchObject({
      production: "Sin fechas",
      startsOn: "",
    });
  });

  it("answers 404 BOOKING_TECHNICIAN_NOT_FOUND for anyone a company may not ask, and 403 to a member", async () => {
    const company = await actingCompany();
    const other = await actingCompany();
    const { userId: unverified } = await createIndividual({ verified: false });
    const { userId: suspended } = await createIndividual();
    await testDb().insert(accountSuspensions).values({ userId: suspended });
    const { userId: blocker } = await createIndividual();
    await testDb().insert(userBlocks).values({ blockerId: blocker, blockedId: company.userId });
    const { userId: blocked } = await createIndividual();
    await testDb().insert(userBlocks).values({ blockerId: company.userId, blockedId: blocked });
    for (const id of ["", "nadie", unverified, suspended, blocker, blocked, other.userId, company.userId])
      expect(await refusal(requestFormData(company.ctx, query(id)))).toBe("404 BOOKING_TECHNICIAN_NOT_FOUND");
    const member = await actingIndividual();
    const { userId: technicianId } = await createIndividual();
    expect(await refusal(requestFormData(member.ctx, query(technicianId)))).toBe("403 BOOKING_COMPANIES_ONLY");
  });
});
