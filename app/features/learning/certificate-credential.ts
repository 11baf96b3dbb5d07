import { siteParams } from "~/lib/i18n/site-params";
import type { CertificateView } from "./certificates.server";

/** The public address of a certificate. */
export function certificateUrl(origin: string, id: string): string {
  return `${origin}/certificates/${id}`;
}

/**
 * The certificate as an Open Badges 3.0 credential (`VerifiableCredential` + `OpenBadgeCredential`):
 * RedAV as issuer, the course as the achievement, `validFrom` the issue date, and a
 * `credentialStatus` that points at the public page, which says whether it was revoked. Not signed
 * (decision 026): it is verified by its address on RedAV.
 */
export function openBadgeCredential(certificate: CertificateView, origin: string): Record<string, unknown> {
  const url = certificateUrl(origin, certificate.id);
  return {
    "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
    id: url,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: certificate.courseTitle,
    issuer: { id: origin, type: ["Profile"], name: siteParams().siteName, url: origin },
    validFrom: certificate.issuedAt,
    credentialSubject: {
      type: ["AchievementSubject"],
      name: certificate.holderName,
      achievement: {
        id: `${origin}/university/${certificate.courseSlug}`,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: certificate.courseTitle,
        description: certificate.courseSummary,
        criteria: { narrative: `Completar todas las lecciones del curso (${certificate.durationHours} h) en Universidad ${siteParams().siteName}.` },
        ...(certificate.trainerName ? { creator: { type: ["Profile"], name: certificate.trainerName } } : {}),
      },
    },
    credentialStatus: {
      id: url,
      type: "RedAVCertificateStatus",
      status: certificate.revokedAt ? "revoked" : "valid",
      ...(certificate.revokedAt ? { revokedAt: certificate.revokedAt, reason: certificate.revokedReason } : {}),
    },
  };
}

/** LinkedIn's add-to-profile address for the certificate: name, RedAV as organisation, issue year and month, address and id. */
export function linkedInAddUrl(certificate: CertificateView, origin: string): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.courseTitle,
    organizationName: siteParams().siteName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificateUrl(origin, certificate.id),
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
