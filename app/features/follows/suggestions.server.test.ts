import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { follow } from "./follows.server";
import { suggestedTechnicians } from "./suggestions.server";

describe("suggestions to follow (spec §5)", () => {
  it("gives at most 10, never the user, never someone already followed, never admins or trainers", async () => {
    const me = await createIndividual();
    const ctx = await actingAs(me.userId);
    const first = await suggestedTechnicians(ctx);
    expect(first.length).toBeLessThanOrEqual(10);
    expect(first.map((person) => person.id)).not.toContain(me.userId);
    for (const person of first.slice(0, 3)) await follow(ctx, person.id);
    const after = await suggestedTechnicians(ctx);
    const followed = new Set(first.slice(0, 3).map((person) => person.id));
    expect(after.some((person) => followed.has(person.id))).toBe(false);
    const flagged = await testDb().select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.isTrainer, true));
    const trainers = new Set(flagged.map((row) => row.id));
    expect(after.some((person) => trainers.has(person.id))).toBe(false);
  });

  it("prefers people from the user's country", async () => {
    const me = await createIndividual();
    await testDb().update(userProfiles).set({ country: "HN" }).where(eq(userProfiles.id, me.userId));
    const neighbour = await createIndividual();
    await testDb().update(userProfiles).set({ country: "HN" }).where(eq(userProfiles.id, neighbour.userId));
    const suggestions = await suggestedTechnicians(await actingAs(me.userId));
    expect(suggestions[0]?.country).toBe("HN");
  });

  it("needs a signed-in user", async () => {
    expect(await refusalOf(suggestedTechnicians(testContext()))).toMatchObject({ status: 401 });
  });
});
