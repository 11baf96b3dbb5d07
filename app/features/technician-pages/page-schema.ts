import type { TechnicianPageView } from "./technician-page.server";

/**
 * The schema.org description of a technician's page (issue 38): a ProfilePage whose mainEntity is the
 * Person (name, job title, city and country, photo, address of the page, languages, RedAV certificates).
 * Only what the page itself shows to the viewer; no sameAs (the page links to nothing of the member's elsewhere).
 */
export function technicianPageSchema(page: TechnicianPageView, origin: string): Record<string, unknown> {
  const url = `${origin}/tecnicos/${page.handle}`;
  const address =
    page.city || page.country ? { "@type": "PostalAddress", addressLocality: page.city ?? undefined, addressCountry: page.country ?? undefined } : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      "@id": `${url}#persona`,
      name: page.name,
      jobTitle: page.jobTitles.length ? page.jobTitles.join(", ") : undefined,
      description: page.headline ?? undefined,
      address,
      image: page.photoUrl ? `${origin}${page.photoUrl}` : undefined,
      url,
      knowsLanguage: page.languages.length ? page.languages : undefined,
      hasCredential: page.certificates.length
        ? page.certificates.map((certificate) => ({
            "@type": "EducationalOccupationalCredential",
            name: certificate.courseTitle,
            url: `${origin}/certificates/${certificate.id}`,
            dateCreated: certificate.issuedAt,
          }))
        : undefined,
    },
  };
}
