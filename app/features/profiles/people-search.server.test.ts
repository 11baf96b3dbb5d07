import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { PEOPLE_SEARCH_LIMIT, searchPeople } from "./people-search.server";

async function named(fields: Partial<typeof userProfiles.$inferInsert>) {
  const { userId } = await createIndividual();
  if (Object.keys(fields).length > 0) await testDb().update(userProfiles).set(fields).where(eq(userProfiles.id, userId));
  return userId;
}

describe("searching people (spec §5 User search)", () => {
  it("ignores terms under 2 characters and matches first name, last name or specialization without case or accents", async () => {
    const token = `Zq${randomUUID().slice(0, 6)}`;
    const viewer = await actingAs(await named({}));
    const byFirst = await named({ firstName: `Ánibal${token}` });
    const byLast = await named({ lastName: `Núñez${token}` });
    const bySpecialization = await named({ specialization: `Microfonía${token}` });
    await named({ bio: `Solo en la bio ${token}` });
    expect(await searchPeople(viewer, "a")).toEqual([]);
    const found = await searchPeople(viewer, `${token.toLowerCase()}`);
    expect(new Set(found.map((person) => person.id))).toEqual(new Set([byFirst, byLast, bySpecialization]));
    expect((await searchPeople(viewer, `anibal${token}`)).map((person) => person.id)).toEqual([byFirst]);
    expect((await searchPeople(viewer, `MICROFONIA${token}`)).map((person) => person.id)).toEqual([bySpecialization]);
  });

  it("requires a first name and answers 20 at most", async () => {
    const token = `Zq${randomUUID().slice(0, 6)}`;
    const viewer = await actingAs(await named({}));
    await named({ firstName: null, specialization: `Rigging${token}` });
    for (let index = 0; index < PEOPLE_SEARCH_LIMIT + 2; index++) await named({ specialization: `Video${token}` });
    expect(await searchPeople(viewer, `rigging${token}`)).toEqual([]);
    expect(await searchPeople(viewer, `video${token}`)).toHaveLength(PEOPLE_SEARCH_LIMIT);
  });
});
