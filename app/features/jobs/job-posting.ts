import { regionName } from "~/lib/vocabulary/countries";
import type { JobType } from "./job-options";
import type { OfferDetail } from "./job-views";

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  freelance: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

/** An absolute URL of a path of this site (as it stands when already absolute). */
function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/**
 * The schema.org JobPosting of an offer (for search engines' job listings): its place always; a fully
 * remote offer also says TELECOMMUTE for applicants in its country (a partly remote one does not); a
 * stated salary is a monthly MonetaryAmount. React Router's meta
 * escapes the JSON for the inline script.
 */
export function jobPosting(offer: OfferDetail, origin: string): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: offer.title,
    description: offer.description,
    datePosted: (offer.publishedAt ?? offer.createdAt).slice(0, 10),
    employmentType: EMPLOYMENT_TYPES[offer.jobType],
    url: `${origin}/jobs/${offer.id}`,
    hiringOrganization: {
      "@type": "Organization",
      name: offer.company.name,
      ...(offer.company.logoUrl ? { logo: absolute(origin, offer.company.logoUrl) } : {}),
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", ...(offer.city ? { addressLocality: offer.city } : {}), addressCountry: offer.country },
    },
  };
  if (offer.validThrough) posting.validThrough = offer.validThrough;
  // Google: TELECOMMUTE is for work done remotely all the time; a partly remote offer is a job at its place.
  if (offer.fullyRemote) {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = { "@type": "Country", name: regionName("en", offer.country) };
  }
  if (offer.salaryCurrency && (offer.salaryMin !== null || offer.salaryMax !== null)) {
    posting.baseSalary = {
      "@type": "MonetaryAmount",
      currency: offer.salaryCurrency,
      value: {
        "@type": "QuantitativeValue",
        ...(offer.salaryMin !== null ? { minValue: offer.salaryMin } : {}),
        ...(offer.salaryMax !== null ? { maxValue: offer.salaryMax } : {}),
        unitText: "MONTH",
      },
    };
  }
  return posting;
}
