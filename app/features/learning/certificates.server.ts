import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type ScoreBand, scoreBand } from "~/db/assessment-values";
import { user } from "~/db/schema/auth";
import { certificates, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import type { Actor } from "~/lib/actor";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { setRevoked } from "~/lib/credentials/status-list.server";
import { AppError } from "~/lib/errors";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { purgePages } from "~/lib/page-cache.server";
import { textLength } from "~/lib/text";
import { checkedText } from "~/lib/text-input";
import { personName } from "~/lib/vocabulary/display-name";
import {
  type CourseFacts,
  certificatesRenewedBy,
  courseFacts,
  currentCertificate,
  everyLessonDone,
  expiryOf,
  gradedAssessmentOf,
  lockMemberCourse,
  passedAttempt,
  renewableNow,
} from "./certificate-earning.server";
import { signCertificateCredential } from "./certificate-signing.server";
import { learningPolicy } from "./policy";
import { purgeTranscriptOf } from "./transcript-share.server";

/** A certificate's public id: 128 random bits, URL-safe (22 characters), so none can be guessed. */
const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;
const REASON_MIN = 5;
const REASON_MAX = 300;
const NAME_MIN = 2;
const NAME_MAX = 120;

/** A new certificate id (128 random bits, base64url). */
export function newCertificateId(): string {
  return randomBytes(16).toString("base64url");
}

/** What a certificate certifies and its state, as its public page, PDF and credential show it. */
export type CertificateView = {
  id: string;
  holderName: string;
  courseTitle: string;
  courseSlug: string;
  courseSummary: string;
  durationHours: number;
  trainerName: string | null;
  completedAt: string;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  nameCorrected: boolean;
  /** Issue 40: the end of its validity (null: it does not expire). */
  expiresAt: string | null;
  /** Issue 40: the newer certificate that renewed this one, or null while it is current. */
  supersededBy: string | null;
  /** Issue 40: whether the trainer chose to show the score band; the score and its band are null unless shown. */
  showScoreBand: boolean;
  scorePercent: number | null;
  scoreBand: ScoreBand | null;
};

/**
 * Issues an imported completion's certificate (the demo network's), once (a second call keeps the
 * first): the holder's name, the course's title, hours and trainer as given, valid for the course's
 * years from its completion. Live completions go through issueCertificateIfEarned.
 */
export async function issueCertificate(
  tx: Pick<Ctx, "db" | "now">,
  input: { userId: string; courseId: number; courseTitle: string; durationHours: number; trainerName: string | null; completedAt?: Date },
): Promise<void> {
  const [holder] = await tx.db
    .select({ first: userProfiles.firstName, last: userProfiles.lastName, name: user.name })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .where(eq(user.id, input.userId))
    .limit(1);
  const holderName = personName(holder?.first, holder?.last) || holder?.name || "";
  const [course] = await tx.db.select({ years: courses.certificateValidityYears }).from(courses).where(eq(courses.id, input.courseId)).limit(1);
  const issuedAt = input.completedAt ?? tx.now();
  await tx.db
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId: input.userId,
      courseId: input.courseId,
      holderName,
      courseTitle: input.courseTitle,
      durationHours: input.durationHours,
      trainerName: input.trainerName,
      completedAt: issuedAt,
      issuedAt,
      expiresAt: expiryOf(issuedAt, course?.years ?? null),
    })
    .onConflictDoNothing();
}

type CertificateRow = { certificate: typeof certificates.$inferSelect; slug: string; summary: string };

function certificateView({ certificate, slug, summary }: CertificateRow): CertificateView {
  const shown = certificate.showScoreBand && certificate.scorePercent !== null;
  return {
    id: certificate.id,
    holderName: certificate.holderName,
    courseTitle: certificate.courseTitle,
    courseSlug: slug,
    courseSummary: summary,
    durationHours: certificate.durationHours,
    trainerName: certificate.trainerName,
    completedAt: certificate.completedAt.toISOString(),
    issuedAt: certificate.issuedAt.toISOString(),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokedReason: certificate.revokedReason,
    nameCorrected: certificate.nameCorrectedAt !== null,
    expiresAt: certificate.expiresAt?.toISOString() ?? null,
    supersededBy: certificate.supersededBy,
    showScoreBand: shown,
    scorePercent: shown ? certificate.scorePercent : null,
    scoreBand: shown && certificate.scorePercent !== null ? scoreBand(certificate.scorePercent) : null,
  };
}

const certificateColumns = { certificate: certificates, slug: courses.slug, summary: courses.summary };

/** A certificate by its public id, for anyone (it is made to be checked by employers); 404 'Certificado no encontrado' otherwise. */
export async function certificateById(ctx: Pick<Ctx, "db">, id: string): Promise<CertificateView> {
  if (!CERTIFICATE_ID.test(id)) throw new AppError("CERTIFICATE_NOT_FOUND", 404);
  const [row] = await ctx.db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.id, id))
    .limit(1);
  if (!row) throw new AppError("CERTIFICATE_NOT_FOUND", 404);
  return certificateView(row);
}

/** Every certificate of one holder, newest first, in one query (their data export). */
export async function certificatesOfHolder(ctx: Pick<Ctx, "db">, userId: string): Promise<CertificateView[]> {
  const rows = await ctx.db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
  return rows.map(certificateView);
}

async function changed(ctx: Ctx, id: string, actor: Actor): Promise<void> {
  const [holder] = await ctx.db.update(certificates).set({ changedBy: actor.id }).where(eq(certificates.id, id)).returning({ userId: certificates.userId });
  await purgePages(ctx.db, `/certificates/${id}`);
  // The holder's public page lists their certificates (issue 38).
  if (holder) {
    await purgeMemberPage(ctx.db, holder.userId);
    await purgeTranscriptOf(ctx, holder.userId);
  }
}

/**
 * What follows a revocation or its restoration, in its transaction: every copy of the signed
 * credential reads it from the status list (issue 40), the pages are refreshed, the holder is told
 * with the reason (in the app and by e-mail per their preferences; issue 36) and the audit log records it.
 */
async function revocationChanged(
  tx: Ctx,
  actor: Actor,
  input: {
    id: string;
    revoked: boolean;
    holder: { userId: string; courseTitle: string };
    reason: string;
    before: { revoked: boolean; reason?: string | null };
  },
): Promise<void> {
  await setRevoked(tx.db, input.id, input.revoked);
  await changed(tx, input.id, actor);
  const payload = { certificateId: input.id, userId: input.holder.userId, courseTitle: input.holder.courseTitle, reason: input.reason };
  await enqueue(tx.db, input.revoked ? { type: "certificate.revoked", payload } : { type: "certificate.unrevoked", payload });
  await recordAdminAction(tx, {
    action: input.revoked ? "certificate.revoke" : "certificate.restore",
    targetType: "certificate",
    targetId: input.id,
    subjectId: input.holder.userId,
    before: input.before,
    after: { revoked: input.revoked, reason: input.reason },
  });
}

/**
 * An admin revokes a certificate with a reason (5 to 300 characters): its page and credential say
 * so from then on, with the date and the reason. 403 for anyone else, 409 when it was revoked already.
 */
export async function revokeCertificate(ctx: Ctx, input: { id: string; reason: unknown }): Promise<void> {
  const actor = learningPolicy.authorize(ctx.actor, "manageCertificates");
  await certificateById(ctx, input.id);
  const reason = checkedText(input.reason, { max: REASON_MAX, shape: "multiline" }, "reason");
  if (textLength(reason) < REASON_MIN) throw new AppError("CERTIFICATE_REASON_REQUIRED", 400, { min: REASON_MIN }, "reason");
  await withTransaction(ctx, async (tx) => {
    const [revoked] = await tx.db
      .update(certificates)
      .set({ revokedAt: tx.now(), revokedReason: reason })
      .where(and(eq(certificates.id, input.id), isNull(certificates.revokedAt)))
      .returning({ userId: certificates.userId, courseTitle: certificates.courseTitle });
    if (!revoked) throw new AppError("CERTIFICATE_ALREADY_REVOKED", 409);
    await revocationChanged(tx, actor, { id: input.id, revoked: true, holder: revoked, reason, before: { revoked: false } });
  });
}

/**
 * An admin corrects the holder's name once (a typo in the member's profile when it was issued): the
 * name as first issued is kept beside it and the credential is signed again. 403 for anyone else, 409 the second time.
 */
export async function correctHolderName(ctx: Ctx, input: { id: string; name: unknown }): Promise<void> {
  const actor = learningPolicy.authorize(ctx.actor, "manageCertificates");
  await certificateById(ctx, input.id);
  const name = checkedText(input.name, { max: NAME_MAX }, "name");
  if (textLength(name) < NAME_MIN) throw new AppError("CERTIFICATE_NAME_INVALID", 400, { min: NAME_MIN }, "name");
  await withTransaction(ctx, async (tx) => {
    const [corrected] = await tx.db
      .update(certificates)
      .set({ originalHolderName: sql`${certificates.holderName}`, holderName: name, nameCorrectedAt: tx.now() })
      .where(and(eq(certificates.id, input.id), isNull(certificates.nameCorrectedAt)))
      .returning({ userId: certificates.userId, before: certificates.originalHolderName });
    if (!corrected) throw new AppError("CERTIFICATE_NAME_ALREADY_CORRECTED", 409);
    // Issue 40: the signed credential names the holder, so it is signed again with the corrected name.
    await signCertificateCredential(tx, input.id);
    await changed(tx, input.id, actor);
    await recordAdminAction(tx, {
      action: "certificate.correct",
      targetType: "certificate",
      targetId: input.id,
      subjectId: corrected.userId,
      before: { holderName: corrected.before },
      after: { holderName: name },
    });
  });
}

/**
 * Issue 40: an admin lifts a revocation (after a correction) with a reason (5 to 300 characters):
 * the certificate and every copy of its credential read valid again and the holder is told why.
 * 403 for anyone else, 409 when it is not revoked.
 */
export async function restoreCertificate(ctx: Ctx, input: { id: string; reason: unknown }): Promise<void> {
  const actor = learningPolicy.authorize(ctx.actor, "manageCertificates");
  await certificateById(ctx, input.id);
  const reason = checkedText(input.reason, { max: REASON_MAX, shape: "multiline" }, "reason");
  if (textLength(reason) < REASON_MIN) throw new AppError("CERTIFICATE_RESTORE_REASON_REQUIRED", 400, { min: REASON_MIN }, "reason");
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ reason: certificates.revokedReason })
      .from(certificates)
      .where(and(eq(certificates.id, input.id), isNotNull(certificates.revokedAt)))
      .for("update");
    const [restored] = await tx.db
      .update(certificates)
      .set({ revokedAt: null, revokedReason: null })
      .where(and(eq(certificates.id, input.id), isNotNull(certificates.revokedAt)))
      .returning({ userId: certificates.userId, courseTitle: certificates.courseTitle });
    if (!before || !restored) throw new AppError("CERTIFICATE_NOT_REVOKED", 409);
    await revocationChanged(tx, actor, { id: input.id, revoked: false, holder: restored, reason, before: { revoked: true, reason: before.reason } });
  });
}

/** What issuing found: the new certificate's id (null when nothing was earned) and the certificate it renewed, if any. */
export type IssueOutcome = { issuedId: string | null; renewedId: string | null };

const NOTHING: IssueOutcome = { issuedId: null, renewedId: null };

/**
 * Writes a new certificate of a course for the member, copying the holder's name and the course as
 * they are now, valid for the course's years; when it renews `previousId`, that one is superseded by
 * it first (one current certificate per member and course). Signs its credential in the same transaction.
 */
async function writeCertificate(
  tx: Pick<Ctx, "db" | "now">,
  input: { userId: string; course: CourseFacts; scorePercent: number | null; showScoreBand: boolean; previousId: string | null },
): Promise<IssueOutcome> {
  const id = newCertificateId();
  const now = tx.now();
  if (input.previousId) {
    const [superseded] = await tx.db
      .update(certificates)
      .set({ supersededAt: now, supersededBy: id })
      .where(and(eq(certificates.id, input.previousId), isNull(certificates.supersededAt)))
      .returning({ id: certificates.id });
    if (!superseded) return NOTHING;
  }
  const [holder] = await tx.db
    .select({ first: userProfiles.firstName, last: userProfiles.lastName, name: user.name })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .where(eq(user.id, input.userId))
    .limit(1);
  await tx.db.insert(certificates).values({
    id,
    userId: input.userId,
    courseId: input.course.id,
    holderName: personName(holder?.first, holder?.last) || holder?.name || "",
    courseTitle: input.course.title,
    durationHours: input.course.durationHours,
    trainerName: input.course.trainerName,
    completedAt: now,
    issuedAt: now,
    scorePercent: input.scorePercent,
    showScoreBand: input.showScoreBand,
    expiresAt: expiryOf(now, input.course.validityYears),
  });
  await signCertificateCredential(tx, id);
  await purgeMemberPage(tx.db, input.userId);
  await purgeTranscriptOf(tx, input.userId);
  if (input.previousId) {
    await purgePages(tx.db, `/certificates/${input.previousId}`);
    await enqueue(tx.db, {
      type: "certificate.renewed",
      payload: { certificateId: id, previousId: input.previousId, userId: input.userId, courseTitle: input.course.title },
    });
  }
  return { issuedId: id, renewedId: input.previousId };
}

/** Issues or renews the member's certificate of one course when she has earned it by that course's own lessons and assessment. */
async function issueOwn(tx: Pick<Ctx, "db" | "now">, userId: string, courseId: number): Promise<IssueOutcome> {
  await lockMemberCourse(tx, userId, courseId);
  const course = await courseFacts(tx, courseId);
  if (!course || !(await everyLessonDone(tx, userId, courseId))) return NOTHING;
  const [current, assessment] = await Promise.all([currentCertificate(tx, userId, courseId), gradedAssessmentOf(tx, courseId)]);
  // Without an assessment the lessons earn the first certificate only: such a course renews through its renewal course.
  if (current && (!assessment || !renewableNow(current, tx.now()))) return NOTHING;
  const attempt = assessment ? await passedAttempt(tx, assessment.id, userId, current?.issuedAt ?? null) : null;
  if (assessment && !attempt) return NOTHING;
  return writeCertificate(tx, {
    userId,
    course,
    scorePercent: attempt?.scorePercent ?? null,
    showScoreBand: assessment?.showScoreBand ?? false,
    previousId: current?.id ?? null,
  });
}

/** Renews the member's certificates of the courses whose renewal course is `renewalCourseId`, once its certificate was issued after theirs. */
async function renewThrough(tx: Pick<Ctx, "db" | "now">, userId: string, renewalCourseId: number): Promise<void> {
  const renewal = await currentCertificate(tx, userId, renewalCourseId);
  if (!renewal || renewal.revokedAt) return;
  for (const { courseId } of await certificatesRenewedBy(tx, userId, renewalCourseId, renewal.issuedAt)) {
    await lockMemberCourse(tx, userId, courseId);
    const current = await currentCertificate(tx, userId, courseId);
    const course = await courseFacts(tx, courseId);
    if (!current || !course || current.issuedAt >= renewal.issuedAt || !renewableNow(current, tx.now())) continue;
    await writeCertificate(tx, { userId, course, scorePercent: null, showScoreBand: false, previousId: current.id });
  }
}

/**
 * Issue 40: issues the member's certificate of a course when it is earned — every lesson done and,
 * when the course has a graded assessment, a passed attempt — or renews a current one within its
 * renewal window (a pass graded after it was issued); also renews the certificates this course is
 * the renewal course of. Serialised per member and course, so two calls at once issue one. Run it
 * inside the transaction that completed a lesson or graded an attempt.
 */
export async function issueCertificateIfEarned(tx: Pick<Ctx, "db" | "now">, input: { userId: string; courseId: number }): Promise<IssueOutcome> {
  const outcome = await issueOwn(tx, input.userId, input.courseId);
  await renewThrough(tx, input.userId, input.courseId);
  return outcome;
}
