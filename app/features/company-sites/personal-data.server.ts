import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { pauseCompanySite, resumeCompanySite } from "./site-pause.server";

/** A company's website as the privacy centre exports it, and taken offline while the company's deletion waits. */
export const companySitesPersonalData: PersonalDataPart = {
  feature: "company-sites",
  exportSections: [
    {
      name: "companyWebsite",
      query: ({ id }) => sql`select slug, is_published, data, draft, draft_saved_at, published_at, created_at from company_websites where company_id = ${id}`,
    },
    { name: "websiteRedirects", query: ({ id }) => sql`select old_slug, created_at from company_website_redirects where company_id = ${id}` },
  ],
  goesWithAccount: ["company_websites", "company_website_redirects"],
  // `site`: whether a published site was taken down, so that a cancellation puts it back.
  deletionPause: {
    key: "site",
    pause: (db, userId) => pauseCompanySite(db, userId),
    resume: async (db, userId, paused) => {
      if (paused) await resumeCompanySite(db, userId);
    },
  },
};
