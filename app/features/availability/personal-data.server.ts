import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** A technician's availability and its settings as the privacy centre exports them (the rows go with the account). */
export const availabilityPersonalData: PersonalDataPart = {
  feature: "availability",
  exportSections: [
    {
      name: "availability",
      query: ({ id }) => sql`select starts_on, ends_on, status, places, note, created_at from availability_ranges where user_id = ${id} order by starts_on`,
    },
    {
      name: "availabilitySettings",
      query: ({ id }) => sql`select visibility, time_zone, calendar_updated_at, reminded_at from availability_settings where user_id = ${id}`,
    },
  ],
  goesWithAccount: ["availability_ranges", "availability_settings"],
};
