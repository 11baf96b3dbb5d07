import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { certificates, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import type { Actor } from "~/lib/actor";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { purgePages } from "~/lib/page-cache.server";
import { textLength } from "~/lib/text";
import { checkedText } from "~/lib/text-input";
import { personName } from "~/lib/vocabulary/display-name";
import { learningPolicy } from "./policy";

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
};

/**
 * Issues the member's certificate for a course she has just completed, once (a second completion,
 * or two at once, keep the first): the holder's name, the course's title, hours and trainer as they
 * are today. Runs inside the progress transaction; completed now unless told (a completion imported with its date).
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
      completedAt: input.completedAt ?? tx.now(),
      issuedAt: input.completedAt ?? tx.now(),
    })
    .onConflictDoNothing();
}

type CertificateRow = { certificate: typeof certificates.$inferSelect; slug: string; summary: string };

function certificateView({ certificate, slug, summary }: CertificateRow): CertificateView {
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
  if (holder) await purgeMemberPage(ctx.db, holder.userId);
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
    await changed(tx, input.id, actor);
    // Issue 36: the holder is told, in the app and by e-mail per their preferences, with the reason.
    await enqueue(tx.db, {
      type: "certificate.revoked",
      payload: { certificateId: input.id, userId: revoked.userId, courseTitle: revoked.courseTitle, reason },
    });
    await recordAdminAction(tx, {
      action: "certificate.revoke",
      targetType: "certificate",
      targetId: input.id,
      subjectId: revoked.userId,
      before: { revoked: false },
      after: { revoked: true, reason },
    });
  });
}

/**
 * An admin corrects the holder's name once (a typo in the member's profile when it was issued): the
 * name as first issued is kept beside it. 403 for anyone else, 409 the second time.
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
