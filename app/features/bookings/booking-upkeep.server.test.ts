import { describe, expect, it } from "vitest";
import { newCompany, newTechnician, notices, request, row, step } from "../../../tests/booking-lifecycle";
import { testContext } from "../../../tests/context";
import { settleDueBookings } from "./booking-upkeep.server";

/**
 * The job settles the whole table: these bookings live in 2001 (nothing of another test is due
 * then), so running it cannot touch another test's bookings; whoever settles them, the end is the same.
 */
const THEN = new Date("2001-03-01T15:00:00Z");
const hoursAfter = (hours: number) => new Date(THEN.getTime() + hours * 3_600_000);

describe("settleDueBookings", () => {
  it("settles every technician with something due, each under their lock, once", async () => {
    const company = await newCompany();
    const [one, two] = [await newTechnician(), await newTechnician()];
    const expiring = await request(company, one, "2001-03-10", { expiresOn: "2001-03-02" }, THEN);
    await step(one, expiring, "accept", {}, THEN);
    const unanswered = await request(company, two, "2001-03-10", { expiresOn: "2001-03-02" }, THEN);
    const lasting = await request(company, two, "2001-03-12", { expiresOn: "2001-03-05" }, THEN);
    await step(two, lasting, "accept", {}, THEN);
    const db = testContext().db;
    // Buenos Aires' 2 March 2001 ends at 2001-03-03T03:00Z.
    await settleDueBookings({ db, now: () => new Date("2001-03-03T02:59:00Z") });
    expect((await row(expiring)).status).toBe("option");
    await settleDueBookings({ db, now: () => hoursAfter(60) });
    expect(await row(expiring)).toMatchObject({ status: "expired", rank: null });
    expect(await row(unanswered)).toMatchObject({ status: "expired", rank: null });
    expect(await row(lasting)).toMatchObject({ status: "option", rank: 1 });
    expect((await notices(unanswered)).map((entry) => entry.notice)).toEqual(["requested", "expired"]);
    await settleDueBookings({ db, now: () => hoursAfter(60) });
    expect((await notices(expiring)).filter((entry) => entry.notice === "expired")).toHaveLength(1);
  });
});
