import { describe, expect, it } from "vitest";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { morningCounts } from "./morning-counts.server";

describe("the admin's morning counts (issue 23 §4)", () => {
  it("are for admins only (a member, a company: 403; a visitor: 401)", async () => {
    for (const { userId } of [await createIndividual({ level: "gold" }), await createCompany()]) {
      expect(await refusalOf(morningCounts(await actingAs(userId)))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(morningCounts(testContext()))).toMatchObject({ status: 401 });
  });

  it("count a new account among the last day's and week's", async () => {
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const before = await morningCounts(admin);
    await createIndividual();
    const after = await morningCounts(admin);
    expect(after.newMembersDay).toBeGreaterThan(before.newMembersDay);
    expect(after.newMembersWeek).toBeGreaterThanOrEqual(after.newMembersDay);
    for (const value of Object.values(after)) expect(Number.isInteger(value) && value >= 0).toBe(true);
  });
});
