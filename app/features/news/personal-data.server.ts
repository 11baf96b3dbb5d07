import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** The news the member wrote, as the privacy centre exports them (they stay, without the author, when the account goes). */
export const newsPersonalData: PersonalDataPart = {
  feature: "news",
  exportSections: [
    { name: "newsWritten", query: ({ id }) => sql`select id, title, is_published, created_at from news where author_id = ${id} order by created_at` },
  ],
  goesWithAccount: ["news"],
};
