import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";

/** Whom the member follows and who follows them, as the privacy centre exports it (the rows go with the account). */
export const followsPersonalData: PersonalDataPart = {
  feature: "follows",
  exportSections: [
    {
      name: "following",
      query: ({ id }) =>
        sql`select f.following_id as account_id, ${storedNameSql("f.following_id")} as name, f.following_type, f.created_at
            from user_follows f where f.follower_id = ${id} order by f.created_at desc`,
    },
    {
      name: "followers",
      query: ({ id }) =>
        sql`select f.follower_id as account_id, ${storedNameSql("f.follower_id")} as name, f.created_at
            from user_follows f where f.following_id = ${id} order by f.created_at desc`,
    },
  ],
  goesWithAccount: ["user_follows"],
};
