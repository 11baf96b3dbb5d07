import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/** The stored archives of the member's data exports. */
const EXPORT_FILES = rawQuery(
  "privacy.export-files-of",
  (userId: string) => sql<{ file_key: string }>`select file_key from data_exports where user_id = ${userId} and file_key is not null`,
  [["someone"]],
);

/**
 * The privacy centre's own part of a member's data (its requests, exports and scheduled deletion), and
 * of the platform's logs no feature owns (the admin audit, the mail log, the outbox, the abuse
 * counters): their sections of the copy, their erasure steps, and the account row's deletion itself.
 */
export const privacyPersonalData: PersonalDataPart = {
  feature: "privacy",
  exportSections: [
    {
      name: "privacyRequests",
      query: ({ id }) =>
        sql`select kind, details, status, created_at, due_at, answered_at, answer from privacy_requests where user_id = ${id} order by created_at`,
    },
    {
      name: "dataExports",
      query: ({ id }) => sql`select status, created_at, ready_at, expires_at from data_exports where user_id = ${id} order by created_at`,
    },
    { name: "deletion", query: ({ id }) => sql`select requested_at, delete_after from account_deletions where user_id = ${id}` },
    // Admin actions that concern the member (issue 25 §3), and, for an admin, the ones they took.
    {
      name: "adminActionsAboutMe",
      query: ({ id }) =>
        sql`select action, target_type, target_id, before, after, created_at from admin_audit where subject_id = ${id} order by created_at, id`,
    },
    {
      name: "adminActionsByMe",
      query: ({ id }) =>
        sql`select action, target_type, target_id, subject_id, before, after, ip, created_at from admin_audit where actor_id = ${id} order by created_at, id`,
    },
    {
      name: "mailSent",
      query: ({ email }) => sql`select subject, template, status, created_at from mail_log where "to" = ${email} order by created_at desc limit 1000`,
    },
  ],
  erasure: [
    {
      // The audit log: the one update its trigger allows, for this transaction only.
      name: "auditLog",
      tables: ["admin_audit"],
      erase: async ({ db, person, formerId, jsonPairs, needles, jsonText, replaced, mentions }) => {
        await db.execute(sql`select set_config('redav.erasing', ${JSON.stringify({ id: person.id, replacement: formerId, texts: jsonPairs })}, true)`);
        await db.execute(sql`update admin_audit set
            actor_id = case when actor_id = ${person.id} then ${formerId} else actor_id end,
            target_id = case when target_id = ${person.id} then ${formerId} else target_id end,
            subject_id = case when subject_id = ${person.id} then ${formerId} else subject_id end,
            before = ${replaced(sql`before::text`, jsonPairs)}::jsonb,
            after = ${replaced(sql`after::text`, jsonPairs)}::jsonb
          where actor_id = ${person.id} or target_id = ${person.id} or subject_id = ${person.id}
             or ${mentions(sql`coalesce(before::text, '')`, needles.map(jsonText))} or ${mentions(sql`coalesce(after::text, '')`, needles.map(jsonText))}`);
        await db.execute(sql`select set_config('redav.erasing', '', true)`);
      },
    },
    {
      // Mail to the member goes; others' mail that named the member names the ex-member.
      name: "mailLog",
      tables: ["mail_log"],
      erase: async ({ db, person, textPairs, needles, replaced, mentions }) => {
        await db.execute(sql`delete from mail_log where "to" = ${person.email}`);
        await db.execute(sql`update mail_log set subject = ${replaced(sql`subject`, textPairs)}, html = ${replaced(sql`html`, textPairs)}, text = ${replaced(sql`text`, textPairs)}
                             where ${mentions(sql`subject || html || text`, needles)}`);
      },
    },
    {
      name: "outbox",
      tables: ["outbox"],
      erase: async ({ db, needles, jsonText, mentions }) => {
        await db.execute(sql`delete from outbox where ${mentions(sql`payload::text`, needles.map(jsonText))}`);
      },
    },
    {
      name: "requestLimits",
      tables: ["request_limits"],
      erase: async ({ db, person, mentions }) => {
        await db.execute(sql`delete from request_limits where ${mentions(sql`key`, [person.id, person.email])}`);
      },
    },
    {
      // The account row, and with it (foreign keys) every row that was only the member's; their export archives' files.
      name: "account",
      tables: ["user"],
      files: async (db, person) =>
        (await EXPORT_FILES.rows(db, person.id)).map((row) => ({
          bucket: "data-exports" as const,
          key: row.file_key,
        })),
      erase: async ({ db, person }) => {
        await db.execute(sql`delete from "user" where id = ${person.id}`);
      },
    },
  ],
  goesWithAccount: ["account_deletions", "data_exports", "privacy_requests"],
};
