import { siteParams } from "~/lib/i18n/site-params";
import { certificateUrl } from "./certificate-credential";
import type { CertificateView } from "./certificates.server";

/**
 * The certificate page's schema.org JSON-LD: an EducationalOccupationalCredential (a certificate of
 * the course, recognised by the site's university, with its hours and date); a revoked one expires on its revocation.
 * The Open Badges credential is another document (`credential.json`), untouched here.
 */
export function certificateSchema(certificate: CertificateView, origin: string, texts: { title: string; description: string }): Record<string, unknown> {
  const { siteName } = siteParams();
  const url = certificateUrl(origin, certificate.id);
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalCredential",
    "@id": url,
    url,
    identifier: certificate.id,
    name: texts.title,
    description: texts.description,
    credentialCategory: "certificate",
    dateCreated: certificate.issuedAt,
    timeRequired: `PT${certificate.durationHours}H`,
    about: { "@type": "Course", name: certificate.courseTitle, url: `${origin}/university/${certificate.courseSlug}` },
    recognizedBy: { "@type": "EducationalOrganization", name: `Universidad ${siteName}`, url: origin },
    ...(certificate.revokedAt ? { expires: certificate.revokedAt } : {}),
  };
}
