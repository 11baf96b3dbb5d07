import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { openBadgeCredential } from "./certificate-credential";
import { certificatesOfHolder } from "./certificates.server";

/** A member's courses, progress, certificates (also as Open Badges 3.0 credentials) and the courses they teach, as the privacy centre exports them. */
export const learningPersonalData: PersonalDataPart = {
  feature: "learning",
  exportSections: [
    {
      name: "enrollments",
      query: ({ id }) =>
        sql`select e.course_id, c.title as course_title, e.enrolled_at, e.completed_at, e.last_lesson_id
            from course_enrollments e join courses c on c.id = e.course_id where e.user_id = ${id} order by e.enrolled_at`,
    },
    {
      name: "lessonProgress",
      query: ({ id }) =>
        sql`select p.course_id, p.lesson_id, l.title as lesson_title, p.completed, p.completed_at
            from course_progress p join course_lessons l on l.id = p.lesson_id where p.user_id = ${id} order by p.course_id, l.position`,
    },
    {
      name: "certificates",
      query: ({ id }) =>
        sql`select id, course_title, holder_name, duration_hours, trainer_name, completed_at, issued_at, revoked_at, revoked_reason, original_holder_name
            from certificates where user_id = ${id} order by issued_at`,
    },
    { name: "coursesTaught", query: ({ id }) => sql`select id, title, status, created_at from courses where trainer_id = ${id} order by created_at` },
  ],
  // Issue 25 §1: the member's certificates as what /certificates/{id} answers as JSON-LD.
  exportCredentials: async (ctx, ownerId, origin) =>
    (await certificatesOfHolder(ctx, ownerId)).map((view) => ({ id: view.id, credential: openBadgeCredential(view, origin) })),
  goesWithAccount: ["course_enrollments", "course_progress", "certificates", "courses"],
};
