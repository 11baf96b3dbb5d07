import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { courseReviews } from "~/db/schema/assessments";
import { certificates } from "~/db/schema/learning";
import { revokeStatusesOfHolder } from "~/lib/credentials/status-list.server";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { signCertificateCredential } from "./certificate-signing.server";
import { recountReviewsOfCourses } from "./course-review-counters.server";

/**
 * The member's signed credentials as stored (decision 068); a certificate issued before credentials were
 * signed is signed now, as its credential.json would be, so every copy carries a proof.
 */
async function signedCredentialsOf(ctx: { db: Db; now: () => Date }, ownerId: string) {
  const rows = () =>
    ctx.db
      .select({ id: certificates.id, credential: certificates.credential })
      .from(certificates)
      .where(eq(certificates.userId, ownerId))
      .orderBy(asc(certificates.issuedAt));
  const first = await rows();
  const unsigned = first.filter((row) => row.credential === null);
  for (const row of unsigned) await signCertificateCredential(ctx, row.id);
  const stored = unsigned.length > 0 ? await rows() : first;
  return stored.flatMap((row) => (row.credential ? [{ id: row.id, credential: row.credential }] : []));
}

/**
 * A member's courses, progress, assessment attempts, certificates (also as their signed Open Badges 3.0
 * credentials), course reviews, shared transcript and the courses they teach, as the privacy centre
 * exports them; erasing the member revokes their credentials' statuses first and keeps the courses'
 * review counters true.
 */
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
        sql`select ce.id, ce.course_title, ce.holder_name, ce.duration_hours, ce.trainer_name, ce.completed_at, ce.issued_at, ce.revoked_at, ce.revoked_reason,
                   ce.original_holder_name, ce.name_corrected_at, ce.score_percent, ce.show_score_band, ce.expires_at, ce.superseded_by, ce.superseded_at,
                   ce.reminded_60_at, ce.reminded_7_at, s.list_id as status_list_id, s.position as status_position, s.revoked as status_revoked
            from certificates ce left join credential_statuses s on s.certificate_id = ce.id where ce.user_id = ${id} order by ce.issued_at`,
    },
    {
      // A graded attempt carries its questions with the right answers and explanations (the member saw them);
      // an attempt still open carries only the questions as shown and the answers saved so far.
      name: "assessmentAttempts",
      query: ({ id }) =>
        sql`select t.id, a.course_id, c.title as course_title, a.lesson_id, l.title as lesson_title, t.number, t.started_at, t.deadline_at,
                   t.graded_at, t.score_percent, t.passed, t.timed_out, t.answers,
                   case when t.graded_at is not null then t.questions
                        else (select coalesce(jsonb_agg(q - 'correct' - 'explanation'), '[]'::jsonb) from jsonb_array_elements(t.questions) q) end as questions
            from assessment_attempts t join course_assessments a on a.id = t.assessment_id join courses c on c.id = a.course_id
            left join course_lessons l on l.id = a.lesson_id
            where t.user_id = ${id} order by t.started_at, t.number`,
    },
    {
      name: "courseReviews",
      query: ({ id }) =>
        sql`select r.id, r.course_id, c.title as course_title, r.rating, r.body, r.reply, r.replied_at, r.hidden_at, r.hidden_reason, r.created_at, r.updated_at
            from course_reviews r join courses c on c.id = r.course_id where r.user_id = ${id} order by r.created_at, r.id`,
    },
    {
      name: "courseReviewReplies",
      query: ({ id }) =>
        sql`select r.id as review_id, r.course_id, c.title as course_title, r.reply, r.replied_at
            from course_reviews r join courses c on c.id = r.course_id where r.replied_by = ${id} and r.reply is not null order by r.replied_at, r.id`,
    },
    { name: "learningTranscript", query: ({ id }) => sql`select share_id, shared_at from learning_transcripts where user_id = ${id}` },
    { name: "coursesTaught", query: ({ id }) => sql`select id, title, status, created_at from courses where trainer_id = ${id} order by created_at` },
  ],
  // Issue 40: the member's certificates as the signed credentials /certificates/{id}/credential.json answers.
  exportCredentials: (ctx, ownerId) => signedCredentialsOf(ctx, ownerId),
  erasure: [
    {
      // Before the account row takes the certificates along: every copy of their credentials stops verifying
      // (the status rows outlive the certificates), their reviews go with the courses' counters recounted,
      // and the replies they wrote as a trainer go too.
      name: "learning",
      tables: ["credential_statuses", "course_reviews", "courses"],
      erase: async ({ db, person }) => {
        await revokeStatusesOfHolder(db, person.id);
        const removed = await db.delete(courseReviews).where(eq(courseReviews.userId, person.id)).returning({ courseId: courseReviews.courseId });
        await db.update(courseReviews).set({ reply: null, repliedAt: null, repliedBy: null }).where(eq(courseReviews.repliedBy, person.id));
        await recountReviewsOfCourses({ db }, [...new Set(removed.map((row) => row.courseId))]);
      },
    },
  ],
  goesWithAccount: ["course_enrollments", "course_progress", "certificates", "assessment_attempts", "learning_transcripts"],
};
