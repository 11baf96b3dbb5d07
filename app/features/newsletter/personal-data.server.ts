import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** The member's newsletter subscription (kept by e-mail), as the privacy centre exports and erases it. */
export const newsletterPersonalData: PersonalDataPart = {
  feature: "newsletter",
  exportSections: [
    { name: "newsletter", query: ({ email }) => sql`select email, locale, created_at, confirmed_at from newsletter_subscribers where email = ${email}` },
  ],
  erasure: [
    {
      name: "newsletter",
      tables: ["newsletter_subscribers"],
      erase: async ({ db, person }) => {
        await db.execute(sql`delete from newsletter_subscribers where email = ${person.email}`);
      },
    },
  ],
};
