import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";

/** How many of the member's messages the other side kept. */
const KEPT_BY_OTHERS = rawQuery(
  "messages.kept-by-others",
  (userId: string) =>
    sql<{
      kept: number | string;
    }>`select count(*)::int as kept from messages where (sender_id = ${userId} and not recipient_deleted) or (recipient_id = ${userId} and not sender_deleted)`,
  [["someone"]],
);

/** The member's messages as the privacy centre exports them, and kept for the other side (from or to the ex-member) when the account is erased. */
export const messagesPersonalData: PersonalDataPart = {
  feature: "messages",
  exportSections: [
    {
      name: "messagesSent",
      query: ({ id }) =>
        sql`select m.id, m.recipient_id, ${storedNameSql("m.recipient_id")} as recipient_name, m.subject, m.content, m.created_at, m.is_read, m.read_at,
                   m.sender_deleted as deleted_by_me
            from messages m where m.sender_id = ${id} order by m.created_at, m.id`,
    },
    {
      name: "messagesReceived",
      query: ({ id }) =>
        sql`select m.id, m.sender_id, ${storedNameSql("m.sender_id")} as sender_name, m.subject, m.content, m.created_at, m.is_read, m.read_at,
                   m.recipient_deleted as deleted_by_me
            from messages m where m.recipient_id = ${id} order by m.created_at, m.id`,
    },
  ],
  erasure: [
    {
      // Messages the other side kept stay theirs, with the ex-member; those both sides deleted go (with the account row).
      name: "messages",
      tables: ["messages"],
      erase: async ({ db, person, formerId, formerMemberAccount }) => {
        const kept = await KEPT_BY_OTHERS.rows(db, person.id);
        if (Number(kept[0]?.kept ?? 0) > 0) {
          await formerMemberAccount();
          await db.execute(sql`update messages set sender_id = ${formerId} where sender_id = ${person.id} and not recipient_deleted`);
          await db.execute(sql`update messages set recipient_id = ${formerId} where recipient_id = ${person.id} and not sender_deleted`);
        }
      },
    },
  ],
};
