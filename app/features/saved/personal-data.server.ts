import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** What the member saved, as the privacy centre exports it (the rows go with the account). */
export const savedPersonalData: PersonalDataPart = {
  feature: "saved",
  exportSections: [
    {
      name: "savedItems",
      query: ({ id }) => sql`select item_type, item_id, created_at from saved_items where saver_id = ${id} order by created_at desc`,
    },
  ],
  goesWithAccount: ["saved_items"],
};
