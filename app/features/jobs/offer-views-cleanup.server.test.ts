import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobOfferViews } from "~/db/schema/job-board";
import { actingAs } from "../../../tests/context";
import { createCompany } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import type { OfferInput } from "./jobs.schemas";
import { deleteOldOfferViews } from "./offer-views-cleanup.server";
import { createOffer } from "./offers.server";

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

const offer: OfferInput = {
  title: "Técnico de video",
  description: "Operación de cámaras en estudio.",
  country: "CL",
  jobType: "part_time",
  category: ["video"],
  publish: true,
};

describe("cleanup of old offer views (decision 018's consequence)", () => {
  // The clock is the real one: other tests record views today (and on days ahead), never on past days,
  // so this deletes nothing of theirs (a clock a day ahead would).
  it("deletes the days before yesterday (UTC) and keeps today's and yesterday's, whatever the hour", async () => {
    const { userId } = await createCompany({ verified: false });
    const { id } = await createOffer(await actingAs(userId), offer);
    const now = new Date();
    const midnight = new Date(`${dayOf(now)}T00:00:01Z`);
    const days = [0, 1, 2, 30].map((back) => dayOf(new Date(now.getTime() - back * DAY)));
    await testDb()
      .insert(jobOfferViews)
      .values(days.map((day) => ({ jobId: id, viewerKey: "visitante", day })));
    const kept = async () =>
      (await testDb().select({ day: jobOfferViews.day }).from(jobOfferViews).where(eq(jobOfferViews.jobId, id))).map((row) => row.day).sort();
    expect(await deleteOldOfferViews(testDb(), midnight)).toEqual(expect.any(Number));
    expect(await kept()).toEqual([days[1], days[0]]);
    expect(await deleteOldOfferViews(testDb(), new Date(`${dayOf(now)}T23:59:59Z`))).toEqual(expect.any(Number));
    expect(await kept()).toEqual([days[1], days[0]]);
  });
});
