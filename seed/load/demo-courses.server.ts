import type { Ctx } from "~/lib/context.server";
import { accountIdsByEmail, anyCourse, importCertificates, importCourses, importEnrollments, importSavedCourses, trainerIds } from "~/shell/bulk-import.server";
import { DEMO_COURSES, demoLessonBody } from "../content/demo-courses";
import { DEMO_LOGINS } from "../content/demo-logins";
import { demoCover, demoPdf } from "../demo-files.server";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Seeds the Universidad RedAV of the demo network once (nothing when a demo course exists, so seeding
 * again adds nothing, and a data folder seeded before the learning area existed gets it): nine
 * published courses from the demo trainers, across levels and membership tiers, each with a generated
 * cover and a PDF guide on its first lesson; the named demo
 * members enrolled with progress (Olga and Pedro completed one each, with certificates; Pedro's is
 * revoked), and saved courses. Returns the courses added.
 */
export async function seedDemoCourses(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  if (
    await anyCourse(
      ctx,
      DEMO_COURSES.map((course) => course.slug),
    )
  )
    return 0;
  const trainers = await trainerIds(ctx);
  const now = ctx.now().getTime();
  const covers = await Promise.all(DEMO_COURSES.map((course) => demoCover(course.slug)));
  const imported = await importCourses(
    ctx,
    DEMO_COURSES.map((course, index) => ({
      ...course,
      trainerId: trainers.length > 0 ? (trainers[index % trainers.length] ?? null) : null,
      publishedAt: new Date(now - (DEMO_COURSES.length - index) * 3 * DAY),
      cover: covers[index],
      lessons: course.lessons.map(([title, durationMinutes, intro, points], position) => ({
        title,
        durationMinutes,
        body: demoLessonBody(course.language, intro, points),
        // The first lesson of every course comes with its guide to download: its title and key points.
        material:
          position === 0 ? { name: `Guía - ${title}.pdf`, bytes: demoPdf([course.title, title, "", ...points.map((point) => `- ${point}`)]) } : undefined,
      })),
    })),
  );
  const members = await accountIdsByEmail(ctx, [DEMO_LOGINS.gold, DEMO_LOGINS.silver, DEMO_LOGINS.bronze]);
  const idOf = (email: string) => members.get(email);
  const bySlug = new Map(DEMO_COURSES.map((course, index) => [course.slug, imported[index]]));
  const plan: { email: string; slug: string; done: number | "all"; daysAgo: number }[] = [
    { email: DEMO_LOGINS.gold, slug: "sonido-en-vivo-fundamentos", done: "all", daysAgo: 20 },
    { email: DEMO_LOGINS.gold, slug: "sistemas-pa-alineacion", done: 3, daysAgo: 6 },
    { email: DEMO_LOGINS.gold, slug: "redes-audio-dante", done: 0, daysAgo: 1 },
    { email: DEMO_LOGINS.silver, slug: "iluminacion-escenica-basica", done: "all", daysAgo: 9 },
    { email: DEMO_LOGINS.silver, slug: "pantallas-led-montaje", done: 2, daysAgo: 7 },
    { email: DEMO_LOGINS.silver, slug: "consolas-digitales-escenas", done: 1, daysAgo: 3 },
    { email: DEMO_LOGINS.bronze, slug: "streaming-eventos-en-vivo", done: 2, daysAgo: 4 },
  ];
  await importEnrollments(
    ctx,
    plan.flatMap(({ email, slug, done, daysAgo }) => {
      const userId = idOf(email);
      const course = bySlug.get(slug);
      if (!userId || !course) return [];
      const doneLessonIds = done === "all" ? course.lessonIds : course.lessonIds.slice(0, done);
      return [{ userId, courseId: course.id, lessonIds: course.lessonIds, doneLessonIds, enrolledAt: new Date(now - daysAgo * DAY) }];
    }),
  );
  const completed = [
    { email: DEMO_LOGINS.gold, slug: "sonido-en-vivo-fundamentos" },
    { email: DEMO_LOGINS.silver, slug: "iluminacion-escenica-basica", revokedReason: "Emitido por error: el curso se rindió con otra cuenta." },
  ];
  await importCertificates(
    ctx,
    completed.flatMap(({ email, slug, revokedReason }) => {
      const userId = idOf(email);
      const course = bySlug.get(slug);
      return userId && course ? [{ userId, courseId: course.id, revokedReason }] : [];
    }),
  );
  const saved: { email: string; slug: string }[] = [
    { email: DEMO_LOGINS.bronze, slug: "pantallas-led-montaje" },
    { email: DEMO_LOGINS.bronze, slug: "sonido-en-vivo-fundamentos" },
    { email: DEMO_LOGINS.silver, slug: "redes-audio-dante" },
  ];
  await importSavedCourses(
    ctx,
    saved.flatMap(({ email, slug }) => {
      const userId = idOf(email);
      const course = bySlug.get(slug);
      return userId && course ? [{ userId, courseId: course.id }] : [];
    }),
  );
  return imported.length;
}
