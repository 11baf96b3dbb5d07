import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobOffers } from "~/db/schema/job-board";
import { userBlocks } from "~/db/schema/moderation";
import { userProfiles } from "~/db/schema/profiles";
import { markDays, saveCalendarSettings } from "~/features/availability/calendar.server";
import { offerSuggestions } from "~/features/jobs/offer-suggestions.server";
import { createOffer } from "~/features/jobs/offers.server";
import { actingAs } from "../context";
import { createCompany, createIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

/** Thursday 28 January 2027. */
const clock = { now: () => new Date("2027-01-28T12:00:00Z") };

async function technician(city: string, skills: string[]) {
  const { userId } = await createIndividual();
  await testDb().update(userProfiles).set({ country: "AR", city, skills }).where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId, clock) };
}

async function companyWithOffer(city: string, dates: { workStartsOn?: string; workEndsOn?: string }) {
  const ctx = await actingAs((await createCompany()).userId, clock);
  const { id } = await createOffer(ctx, {
    title: "Técnicos de iluminación para un festival",
    description: "Festival de dos días en el parque: armado y operación de luces.",
    country: "AR",
    city,
    jobType: "temporary",
    category: ["lighting"],
    publish: false,
    ...dates,
  });
  return { ctx, id };
}

describe("'Técnicos disponibles para estas fechas' on a company's offer (issue 27)", () => {
  it("suggests technicians of the offer's categories and place free on every day of its dates, respecting privacy and blocks", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const free = await technician(city, ["lighting"]);
    const partly = await technician(city, ["lighting"]);
    const otherSkill = await technician(city, ["audio"]);
    const hidden = await technician(city, ["lighting"]);
    const blocking = await technician(city, ["lighting"]);
    for (const person of [free, otherSkill, hidden, blocking]) await markDays(person.ctx, { from: "2027-02-06", to: "2027-02-07", status: "available" });
    await markDays(partly.ctx, { from: "2027-02-06", status: "available" });
    await saveCalendarSettings(hidden.ctx, { visibility: "nobody", timeZone: "America/Argentina/Buenos_Aires" });
    const firm = await companyWithOffer(city, { workStartsOn: "2027-02-06", workEndsOn: "2027-02-07" });
    await testDb()
      .insert(userBlocks)
      .values({ blockerId: blocking.userId, blockedId: String(firm.ctx.actor?.id) });

    const suggestions = await offerSuggestions(firm.ctx, firm.id);
    expect(suggestions?.technicians.map((card) => card.id)).toEqual([free.userId]);
    expect(suggestions?.free[free.userId]?.map((day) => day.day)).toEqual(["2027-02-06", "2027-02-07"]);
    expect(suggestions).toMatchObject({ window: { from: "2027-02-06", to: "2027-02-07" }, count: 1 });
    expect(suggestions?.searchQuery).toContain("desde=2027-02-06");
  });

  it("is nothing for an offer without dates or whose dates are over, and only the offer's company asks (403)", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const undated = await companyWithOffer(city, {});
    expect(await offerSuggestions(undated.ctx, undated.id)).toBeNull();
    const dated = await companyWithOffer(city, { workStartsOn: "2027-02-06", workEndsOn: "2027-02-07" });
    const later = await actingAs(String(dated.ctx.actor?.id), { now: () => new Date("2027-02-08T12:00:00Z") });
    expect(await offerSuggestions(later, dated.id)).toBeNull();
    const stranger = await actingAs((await createCompany()).userId, clock);
    expect(await refusalOf(offerSuggestions(stranger, dated.id))).toMatchObject({ status: 403 });
    const member = await actingAs((await createIndividual()).userId, clock);
    expect(await refusalOf(offerSuggestions(member, dated.id))).toMatchObject({ status: 403 });
  });

  it("keeps an offer's work dates: one day when only the first is given; an end before the start is a 400", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const single = await companyWithOffer(city, { workStartsOn: "2027-02-06" });
    const [row] = await testDb().select().from(jobOffers).where(eq(jobOffers.id, single.id));
    expect(row).toMatchObject({ workStartsOn: "2027-02-06", workEndsOn: "2027-02-06" });
    expect(await refusalOf(companyWithOffer(city, { workStartsOn: "2027-02-07", workEndsOn: "2027-02-06" }))).toMatchObject({
      status: 400,
      field: "workEndsOn",
    });
    expect(await refusalOf(companyWithOffer(city, { workEndsOn: "2027-02-06" }))).toMatchObject({ status: 400, field: "workStartsOn" });
  });
});
