import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";

describe("the search text of a profile", () => {
  it("is kept by the database on every write: lower case, without accents, name, titles, specialization and bio", async () => {
    const { userId } = await createIndividual();
    await testDb()
      .update(userProfiles)
      .set({ firstName: "Sebastián", lastName: "Núñez", jobTitle: ["Técnico de Iluminación"], specialization: "Consolas", bio: "Diseño de luces" })
      .where(eq(userProfiles.id, userId));
    const [row] = await testDb().select({ text: userProfiles.searchText }).from(userProfiles).where(eq(userProfiles.id, userId));
    expect(row.text).toBe("sebastian nunez tecnico de iluminacion consolas diseno de luces");
    const [found] = await testDb()
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(sql`${userProfiles.searchText} like '%' || redav_unaccent(lower(${"ILUMINACIÓN"})) || '%' and ${userProfiles.id} = ${userId}`);
    expect(found?.id).toBe(userId);
  });
});
