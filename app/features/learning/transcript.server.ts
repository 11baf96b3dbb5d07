import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { scoreBand } from "~/db/assessment-values";
import { rawQuery } from "~/db/raw-query";
import { user } from "~/db/schema/auth";
import { certificates, courseEnrollments, courseLessons, courseProgress, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { pageCount, pageWindow } from "~/lib/paging";
import { personName } from "~/lib/vocabulary/display-name";
import { learningPolicy } from "./policy";
import { sharedTranscriptOwner, shareOf } from "./transcript-share.server";
import type { CertificateState, Transcript, TranscriptCertificate, TranscriptCourse, TranscriptShare } from "./transcript-views";

/** Courses a transcript page lists; past 100 it is paginated. */
export const TRANSCRIPT_PAGE_SIZE = 100;

/** Which courses a transcript shows: every one the member took (hers) or only those that gave her a certificate (the public page). */
export type TranscriptScope = "own" | "public";

type Dated = Date | string;
const iso = (value: Dated) => new Date(value).toISOString();
const isoOrNull = (value: Dated | null) => (value === null ? null : iso(value));

/** The member's courses: enrolled in, or certified in without an enrollment (an imported certificate); the public scope keeps the certified ones. */
function coursesOf(userId: string, scope: TranscriptScope): SQL {
  const own = sql`select course_id from ${courseEnrollments} where user_id = ${userId} union select course_id from ${certificates} where user_id = ${userId}`;
  return scope === "public" ? sql`select distinct course_id from ${certificates} where user_id = ${userId}` : own;
}

/** A page of the member's courses with progress, newest enrollment first (one query for the whole page). */
const TRANSCRIPT_COURSES = rawQuery(
  "learning.transcript-courses",
  (userId: string, scope: TranscriptScope, limit: number, offset: number) =>
    sql<{
      id: number | string;
      slug: string;
      title: string;
      duration_hours: number;
      status: string;
      enrolled_at: Dated | null;
      completed_at: Dated | null;
      lessons_done: number;
      lesson_count: number;
    }>`select c.id, c.slug, c.title, c.duration_hours, c.status, e.enrolled_at, e.completed_at,
          (select count(*)::int from ${courseProgress} p where p.user_id = ${userId} and p.course_id = c.id and p.completed) as lessons_done,
          (select count(*)::int from ${courseLessons} l where l.course_id = c.id) as lesson_count
        from (${coursesOf(userId, scope)}) mine
        join ${courses} c on c.id = mine.course_id
        left join ${courseEnrollments} e on e.user_id = ${userId} and e.course_id = c.id
        order by coalesce(e.enrolled_at, (select min(x.issued_at) from ${certificates} x where x.user_id = ${userId} and x.course_id = c.id)) desc, c.id desc
        limit ${limit} offset ${offset}`,
  [
    ["someone", "own", 100, 0],
    ["someone", "public", 100, 100],
  ],
);

/** The transcript's totals over every course of the scope: courses, completed, valid certificates and their hours. */
const TRANSCRIPT_TOTALS = rawQuery(
  "learning.transcript-totals",
  (userId: string, scope: TranscriptScope, now: Date) =>
    sql<{ courses: number; completed: number; valid_certificates: number; certified_hours: number | string | null }>`select
          (select count(*)::int from (${coursesOf(userId, scope)}) mine) as courses,
          (select count(*)::int from (${coursesOf(userId, scope)}) mine
             join ${courseEnrollments} e on e.user_id = ${userId} and e.course_id = mine.course_id
             where e.completed_at is not null) as completed,
          (select count(*)::int from ${certificates} v
             where v.user_id = ${userId} and v.superseded_at is null and v.revoked_at is null
               and (v.expires_at is null or v.expires_at > ${now.toISOString()}::timestamptz)) as valid_certificates,
          (select coalesce(sum(v.duration_hours), 0)::int from ${certificates} v
             where v.user_id = ${userId} and v.superseded_at is null and v.revoked_at is null
               and (v.expires_at is null or v.expires_at > ${now.toISOString()}::timestamptz)) as certified_hours`,
  [
    ["someone", "own", new Date(0)],
    ["someone", "public", new Date(0)],
  ],
);

/** A certificate's state on `now`: revoked first, then replaced by a renewal, then past its expiry, else valid. */
export function certificateState(certificate: { revokedAt: Date | null; supersededAt: Date | null; expiresAt: Date | null }, now: Date): CertificateState {
  if (certificate.revokedAt) return "revoked";
  if (certificate.supersededAt) return "superseded";
  if (certificate.expiresAt && certificate.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** Every certificate of the member in these courses, newest first, grouped by course (one query). */
async function certificatesByCourse(ctx: Pick<Ctx, "db">, userId: string, courseIds: number[], now: Date): Promise<Map<number, TranscriptCertificate[]>> {
  const byCourse = new Map<number, TranscriptCertificate[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await ctx.db
    .select({
      id: certificates.id,
      courseId: certificates.courseId,
      issuedAt: certificates.issuedAt,
      expiresAt: certificates.expiresAt,
      revokedAt: certificates.revokedAt,
      supersededAt: certificates.supersededAt,
      scorePercent: certificates.scorePercent,
      showScoreBand: certificates.showScoreBand,
    })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds)))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({
      id: row.id,
      state: certificateState(row, now),
      issuedAt: row.issuedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      supersededAt: row.supersededAt?.toISOString() ?? null,
      scoreBand: row.showScoreBand && row.scorePercent !== null ? scoreBand(row.scorePercent) : null,
    });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

/** The holder's name as her profile says it today (else her account's name). */
export async function holderNameOf(ctx: Pick<Ctx, "db">, userId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ first: userProfiles.firstName, last: userProfiles.lastName, name: user.name })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return personName(row?.first, row?.last) || row?.name || "";
}

/**
 * A member's transcript page (100 courses a page): each course with hours, progress, score band and
 * every certificate with its state; totals over all of them. Four queries whatever the number of
 * courses. The public scope lists only certified courses and never says how far other courses went.
 */
export async function transcriptOf(ctx: Pick<Ctx, "db" | "now">, userId: string, scope: TranscriptScope, page: number): Promise<Transcript> {
  const now = ctx.now();
  const { limit, offset } = pageWindow(page, TRANSCRIPT_PAGE_SIZE);
  const [holderName, rows, [totals]] = await Promise.all([
    holderNameOf(ctx, userId),
    TRANSCRIPT_COURSES.rows(ctx.db, userId, scope, limit, offset),
    TRANSCRIPT_TOTALS.rows(ctx.db, userId, scope, now),
  ]);
  const byCourse = await certificatesByCourse(
    ctx,
    userId,
    rows.map((row) => Number(row.id)),
    now,
  );
  const list: TranscriptCourse[] = rows.map((row) => {
    const certified = byCourse.get(Number(row.id)) ?? [];
    return {
      slug: row.slug,
      title: row.title,
      durationHours: Number(row.duration_hours),
      available: row.status === "published",
      lessonsDone: Number(row.lessons_done),
      lessonCount: Number(row.lesson_count),
      enrolledAt: scope === "own" ? isoOrNull(row.enrolled_at) : null,
      completedAt: isoOrNull(row.completed_at),
      scoreBand: certified.find((certificate) => certificate.state === "valid" || certificate.state === "expired")?.scoreBand ?? null,
      certificates: certified,
    };
  });
  const courseCount = Number(totals?.courses ?? 0);
  return {
    holderName,
    courses: list,
    totals: {
      courses: courseCount,
      completed: Number(totals?.completed ?? 0),
      validCertificates: Number(totals?.valid_certificates ?? 0),
      certifiedHours: Number(totals?.certified_hours ?? 0),
    },
    page,
    pages: pageCount(courseCount, TRANSCRIPT_PAGE_SIZE),
  };
}

/** 'Mi formación': the signed-in member's own transcript (every course she took) and whether she shares it; 401 without a session, 403 for a company. */
export async function myTranscript(ctx: Ctx, page = 1): Promise<{ transcript: Transcript; share: TranscriptShare }> {
  const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
  const [transcript, share] = await Promise.all([transcriptOf(ctx, actor.id, "own", page), shareOf(ctx, actor.id)]);
  return { transcript, share };
}

/**
 * A shared transcript at /formacion/{shareId}, for anyone: the holder's name and the courses that gave
 * her a certificate, with every certificate's state; her other courses stay private. 404
 * 'TRANSCRIPT_NOT_FOUND' for an unknown or withdrawn link.
 */
export async function publicTranscript(ctx: Pick<Ctx, "db" | "now">, shareId: string, page = 1): Promise<Transcript> {
  return transcriptOf(ctx, await sharedTranscriptOwner(ctx, shareId), "public", page);
}

/** Every page of a transcript in one (its PDF): the pages' courses joined, the first page's totals. */
export async function wholeTranscript(ctx: Pick<Ctx, "db" | "now">, userId: string, scope: TranscriptScope): Promise<Transcript> {
  const first = await transcriptOf(ctx, userId, scope, 1);
  const courses = [...first.courses];
  for (let page = 2; page <= first.pages; page++) courses.push(...(await transcriptOf(ctx, userId, scope, page)).courses);
  return { ...first, courses, page: 1, pages: 1 };
}
