import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { certificates, courses } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";
import { signDocument } from "~/lib/credentials/data-integrity.server";
import { signingKeyUrl } from "~/lib/credentials/issuer-urls";
import { activeSigningKey } from "~/lib/credentials/signing-keys.server";
import { allocateStatus } from "~/lib/credentials/status-list.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { achievementCredential } from "./certificate-credential";

/** The origin every signed address is made of (PUBLIC_URL). */
export function credentialOrigin(): string {
  return new URL(env().PUBLIC_URL).origin;
}

/** The salt of a credential signed before (kept, so a re-signed credential names the holder by the same hash), if any. */
function previousSalt(credential: Record<string, unknown> | null): string | null {
  const subject = credential?.credentialSubject as { identifier?: { identityType?: string; salt?: unknown }[] } | undefined;
  const salt = subject?.identifier?.find((entry) => entry.identityType === "emailAddress")?.salt;
  return typeof salt === "string" && salt.length > 0 ? salt : null;
}

/** Open Badges 3.0 IdentityHash of an e-mail: `sha256$` and the hex SHA-256 of the (lower-cased) address followed by the salt. */
export function emailIdentityHash(email: string, salt: string): string {
  return `sha256$${createHash("sha256")
    .update(email.trim().toLowerCase() + salt)
    .digest("hex")}`;
}

/**
 * Issue 40: signs (again) a certificate's Open Badges 3.0 credential and stores it in
 * `certificates.credential`, giving it a status-list place first if it has none; a re-signed
 * credential keeps its place and its e-mail salt. Run it in the transaction that issued or changed the
 * certificate. Answers the signed credential.
 */
export async function signCertificateCredential(tx: Pick<Ctx, "db" | "now">, certificateId: string): Promise<Record<string, unknown>> {
  const [row] = await tx.db
    .select({ certificate: certificates, slug: courses.slug, summary: courses.summary, email: user.email })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(user, eq(user.id, certificates.userId))
    .where(eq(certificates.id, certificateId))
    .limit(1);
  if (!row) throw new AppError("CERTIFICATE_NOT_FOUND", 404);
  const { certificate } = row;
  const salt = previousSalt(certificate.credential) ?? randomBytes(16).toString("hex");
  const status = await allocateStatus(tx.db, certificateId);
  const origin = credentialOrigin();
  const unsigned = achievementCredential(
    {
      id: certificate.id,
      holderName: certificate.holderName,
      courseTitle: certificate.courseTitle,
      courseSlug: row.slug,
      courseSummary: row.summary,
      durationHours: certificate.durationHours,
      trainerName: certificate.trainerName,
      assessed: certificate.scorePercent !== null,
      issuedAt: certificate.issuedAt,
      expiresAt: certificate.expiresAt,
      emailIdentity: { identityHash: emailIdentityHash(row.email, salt), salt },
      status,
    },
    origin,
  );
  const key = await activeSigningKey(tx.db);
  const signed = await signDocument(unsigned, { verificationMethod: signingKeyUrl(origin, key.id), privateKey: key.privateKey }, tx.now());
  await tx.db.update(certificates).set({ credential: signed }).where(eq(certificates.id, certificateId));
  return signed;
}
