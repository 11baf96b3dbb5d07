import { issuerId, statusListUrl } from "~/lib/credentials/issuer-urls";
import { siteParams } from "~/lib/i18n/site-params";
import type { CertificateView } from "./certificates.server";

/** The public address of a certificate. */
export function certificateUrl(origin: string, id: string): string {
  return `${origin}/certificates/${id}`;
}

/** What a certificate's credential states: the certificate as stored, its holder's hashed e-mail and its place in a status list. */
export type CredentialFacts = {
  id: string;
  holderName: string;
  courseTitle: string;
  courseSlug: string;
  courseSummary: string;
  durationHours: number;
  trainerName: string | null;
  /** Whether the certificate needed a passed assessment besides the lessons. */
  assessed: boolean;
  issuedAt: Date;
  expiresAt: Date | null;
  /** The holder's e-mail as `sha256$<hex of sha256(email + salt)>` and the salt (Open Badges 3.0 IdentityHash). */
  emailIdentity: { identityHash: string; salt: string };
  status: { listId: number; position: number };
};

/** An ISO date-time without milliseconds, as verifiers show it. */
function dateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The certificate as an Open Badges 3.0 `AchievementCredential` (1EdTech schema-valid, unsigned):
 * the network's issuer profile as issuer, the course as the achievement (created by its trainer, or by
 * the university), the holder named by `identifier` (salted e-mail hash and name), `validUntil` when it
 * expires and a `BitstringStatusListEntry` for revocation. Only terms the VC 2.0 and OB 3.0.3 contexts define.
 */
export function achievementCredential(facts: CredentialFacts, origin: string): Record<string, unknown> {
  const { siteName } = siteParams();
  const courseUrl = `${origin}/university/${facts.courseSlug}`;
  const listUrl = statusListUrl(origin, facts.status.listId);
  const criteria = facts.assessed
    ? `Completar todas las lecciones del curso (${facts.durationHours} h) y aprobar su evaluación en Universidad ${siteName}.`
    : `Completar todas las lecciones del curso (${facts.durationHours} h) en Universidad ${siteName}.`;
  const creator = facts.trainerName
    ? { id: `${courseUrl}#trainer`, type: ["Profile"], name: facts.trainerName }
    : { id: `${origin}/university`, type: ["Profile"], name: `Universidad ${siteName}`, url: `${origin}/university` };
  return {
    "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
    id: certificateUrl(origin, facts.id),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: facts.courseTitle,
    issuer: { id: issuerId(origin), type: ["Profile"], name: siteName, url: origin },
    validFrom: dateTime(facts.issuedAt),
    ...(facts.expiresAt ? { validUntil: dateTime(facts.expiresAt) } : {}),
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        { type: "IdentityObject", identityHash: facts.emailIdentity.identityHash, identityType: "emailAddress", hashed: true, salt: facts.emailIdentity.salt },
        { type: "IdentityObject", identityHash: facts.holderName, identityType: "name", hashed: false },
      ],
      achievement: {
        id: courseUrl,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: facts.courseTitle,
        description: facts.courseSummary,
        criteria: { narrative: criteria },
        creator,
      },
    },
    credentialStatus: {
      id: `${listUrl}#${facts.status.position}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(facts.status.position),
      statusListCredential: listUrl,
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
