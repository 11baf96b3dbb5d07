import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";

/** Whom the member blocked, their reports, reports about them, a suspension and appeals, as the privacy centre exports them (the rows go with the account). */
export const moderationPersonalData: PersonalDataPart = {
  feature: "moderation",
  exportSections: [
    {
      name: "blocked",
      query: ({ id }) =>
        sql`select b.blocked_id as account_id, ${storedNameSql("b.blocked_id")} as name, b.created_at from user_blocks b where b.blocker_id = ${id} order by b.created_at desc`,
    },
    {
      name: "reportsFiled",
      query: ({ id }) =>
        sql`select target_type, target_id, reason, details, status, created_at, resolved_at from reports where reporter_id = ${id} order by created_at desc`,
    },
    // Reports about the member say what they were about and what came of them, never who filed them nor their words.
    {
      name: "reportsAboutMe",
      query: ({ id }) => sql`select target_type, reason, status, created_at, resolved_at from reports where target_user_id = ${id} order by created_at desc`,
    },
    { name: "suspension", query: ({ id }) => sql`select suspended_at, reason from account_suspensions where user_id = ${id}` },
    {
      name: "appeals",
      query: ({ id }) =>
        sql`select message, status, created_at, decided_at, decision_reason from suspension_appeals where user_id = ${id} order by created_at desc`,
    },
  ],
  goesWithAccount: ["user_blocks", "reports", "account_suspensions", "suspension_appeals"],
};
