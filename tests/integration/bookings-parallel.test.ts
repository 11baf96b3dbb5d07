import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema/bookings";
import { day, NOW, newCompany, newTechnician, notices, option, request, row, settle, step } from "../booking-lifecycle";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

/**
 * Issue 39: every rule of the bookings holds under parallel requests on one technician's days (their
 * lock). These run the steps at once with Promise.all, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

const kinds = async (id: string) => (await notices(id)).map((entry) => entry.notice);
const ref = (refusal: Awaited<ReturnType<typeof refusalOf>>) => (refusal === "OK" ? "OK" : refusal.key);

describe("parallel steps on one technician's days", () => {
  it("two companies confirming at once: only the first option can", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10));
    const second = await option(b, technician, day(10));
    const answers = await Promise.all([refusalOf(step(a, first, "confirm")), refusalOf(step(b, second, "confirm"))]);
    expect(answers.map(ref)).toEqual(["OK", "BOOKING_NOT_FIRST_OPTION"]);
    expect(await row(first)).toMatchObject({ status: "confirming", rank: 1 });
    expect(await row(second)).toMatchObject({ status: "option", rank: 2 });
  });

  it("two companies confirming at once as the first option expires: the one that moved up confirms, the expired one cannot", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { expiresOn: day(2) });
    const second = await option(b, technician, day(10), { expiresOn: day(9) });
    // 3 December ends in Buenos Aires at 2026-12-04T03:00Z.
    const expiry = new Date("2026-12-04T03:00:00Z");
    const answers = await Promise.all([refusalOf(step(a, first, "confirm", {}, expiry)), refusalOf(step(b, second, "confirm", {}, expiry))]);
    expect(answers.map(ref)).toEqual(["BOOKING_STATE_CHANGED", "OK"]);
    expect(await row(second)).toMatchObject({ status: "confirming", rank: 1 });
    // The winner's transaction settled the expiry once; the loser's rolled back.
    expect((await kinds(first)).filter((kind) => kind === "expired")).toHaveLength(1);
    expect((await row(first)).status).toBe("expired");
  });

  it("a challenge racing the first option's expiry: the expiry wins once, the challenger becomes the first option", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { expiresOn: day(2) });
    const second = await option(b, technician, day(10));
    const expiry = new Date("2026-12-04T03:00:00Z");
    const [challenge] = await Promise.all([refusalOf(step(b, second, "challenge", { hours: "24" }, expiry)), settle(technician, expiry)]);
    expect(ref(challenge)).toBe("BOOKING_STATE_CHANGED");
    expect(await row(first)).toMatchObject({ status: "expired", rank: null, challengeDeadline: null });
    expect(await row(second)).toMatchObject({ status: "option", rank: 1 });
    expect((await kinds(first)).filter((kind) => kind === "expired")).toHaveLength(1);
    expect((await kinds(second)).filter((kind) => kind === "movedUp")).toHaveLength(1);
  });

  it("a challenged holder confirming at its deadline while the job runs: the lapse wins once, the confirmation is refused", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { expiresOn: day(9) });
    const second = await option(b, technician, day(10));
    await step(b, second, "challenge", { hours: "24" });
    const deadline = new Date(NOW.getTime() + 24 * 3_600_000);
    const [confirm] = await Promise.all([refusalOf(step(a, first, "confirm", {}, deadline)), settle(technician, deadline)]);
    expect(ref(confirm)).toBe("BOOKING_STATE_CHANGED");
    expect(await row(first)).toMatchObject({ status: "released", releaseCause: "challenge" });
    expect((await kinds(first)).filter((kind) => kind === "challengeLapsed")).toHaveLength(1);
    expect(await row(second)).toMatchObject({ rank: 1 });
  });

  it("a technician accepting requests for the same day at once: ranks 1, 2, 3, 4, never two first options", async () => {
    const technician = await newTechnician();
    const companies = await Promise.all([newCompany(), newCompany(), newCompany(), newCompany()]);
    const ids: string[] = [];
    for (const company of companies) ids.push(await request(company, technician, day(10)));
    const answers = await Promise.all(ids.map((id) => step(technician, id, "accept")));
    expect(answers.map((answer) => answer.rank).sort()).toEqual([1, 2, 3, 4]);
    for (const [index, id] of ids.entries()) {
      const stored = await row(id);
      expect(stored.rank).toBe(answers[index]?.rank);
      // The rank each company was told is the rank it has.
      expect((await notices(id)).at(-1)?.params.rank).toBe(stored.rank);
    }
  });

  it("a company sending many requests to one technician at once: never more than 3 unanswered", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => refusalOf(request(company, technician, day(3 + index)))));
    expect(answers.filter((answer) => answer === "OK")).toHaveLength(3);
    expect(answers.filter((answer) => answer !== "OK").map(ref)).toEqual(Array(3).fill("BOOKING_REQUESTS_PER_TECHNICIAN_LIMIT"));
    const open = await testDb()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.companyId, company.id), eq(bookings.status, "requested")));
    expect(open).toHaveLength(3);
  });
});
