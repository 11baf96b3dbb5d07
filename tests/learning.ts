import { eq } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs } from "./context";
import { createIndividual } from "./factories";
import { testDb } from "./setup/test-database";

/** A new individual signed in, made a trainer or an admin when asked (the course tests' cast). */
export async function person(options: { trainer?: boolean; admin?: boolean } = {}) {
  const { userId } = await createIndividual({ verified: false, isAdmin: options.admin });
  if (options.trainer) await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId) };
}

/** A valid course as the editor posts it, with the given title. */
export const courseFields = (title: string) => ({
  title,
  summary: "Microfonía y monitores para escenarios pequeños.",
  description: "Un curso práctico para técnicos que empiezan a mezclar monitores en vivo.",
  category: "audio",
  level: "beginner",
  language: "es",
  durationHours: "4",
  minLevel: "bronze",
});
