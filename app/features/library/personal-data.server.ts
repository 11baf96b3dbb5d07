import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** The documents the member uploaded, as the privacy centre exports them (they stay, without the uploader, when the account goes). */
export const libraryPersonalData: PersonalDataPart = {
  feature: "library",
  exportSections: [
    {
      name: "documentsUploaded",
      query: ({ id }) => sql`select id, title, is_published, created_at from library_documents where uploaded_by = ${id} order by created_at`,
    },
  ],
  goesWithAccount: ["library_documents"],
};
