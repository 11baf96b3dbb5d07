import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** The member's requests for another level, as the privacy centre exports them (the rows go with the account). */
export const membershipPersonalData: PersonalDataPart = {
  feature: "membership",
  exportSections: [
    {
      name: "levelRequests",
      query: ({ id }) =>
        sql`select from_level, requested_level, note, status, created_at, decided_at from level_requests where user_id = ${id} order by created_at`,
    },
  ],
  goesWithAccount: ["level_requests"],
};
