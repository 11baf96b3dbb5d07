import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import { importCourses } from "~/features/learning/course-import.server";
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

/** 'Rigging seguro' (12 h), published and taught by a new trainer, Marta Docente, with one lesson per title given: its id, slug and lesson ids. */
export async function riggingCourse(slugPrefix: string, lessonTitles: string[]) {
  const trainer = await createIndividual({ verified: false, names: { firstName: "Marta", lastName: "Docente" } });
  await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, trainer.userId));
  const slug = `${slugPrefix}-${randomUUID().slice(0, 8)}`;
  const [course] = await importCourses({ db: testDb(), now: () => new Date() }, [
    {
      slug,
      title: "Rigging seguro",
      summary: "Colgar equipos sin riesgos.",
      description: "Cargas, puntos y motores.",
      category: "production",
      level: "advanced",
      durationHours: 12,
      trainerId: trainer.userId,
      lessons: lessonTitles.map((title, index) => ({ title, body: `<p>${index + 1}</p>`, durationMinutes: 30 })),
    },
  ]);
  return { id: course?.id ?? 0, slug, lessonIds: course?.lessonIds ?? [] };
}
