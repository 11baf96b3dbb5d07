import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import { dropUnlinkedFiles, MESSAGE_FILES_BUCKET, storedKeys } from "./message-file-store.server";

/** How many of the member's messages the other side kept. */
const KEPT_BY_OTHERS = rawQuery(
  "messages.kept-by-others",
  (userId: string) =>
    sql<{
      kept: number | string;
    }>`select count(*)::int as kept from messages where (sender_id = ${userId} and not recipient_deleted) or (recipient_id = ${userId} and not sender_deleted)`,
  [["someone"]],
);

/** The files a message carries, as the copy lists them (name, kind, size in bytes), in their order. */
const FILES_OF_MESSAGE = sql`coalesce((select json_agg(json_build_object('name', f.file_name, 'kind', f.kind, 'size', f.size) order by l.position)
            from message_file_links l join message_files f on f.id = l.file_id where l.message_id = m.id), '[]'::json) as files`;

/** Messages that go with the member's account: those the other side deleted (the member's own copy is all that is left). */
const GOING = (userId: string) => sql`((m.sender_id = ${userId} and m.recipient_deleted) or (m.recipient_id = ${userId} and m.sender_deleted))`;

/** Others' files that only messages going with the member carry: removed with them (the member's own files go with their folder and account). */
const FILES_LEFT_UNLINKED = rawQuery(
  "messages.files-left-unlinked",
  (userId: string) =>
    sql<{ id: string; kind: string; storage_key: string }>`select f.id, f.kind, f.storage_key from message_files f
        where f.owner_id <> ${userId} and f.attached_at is not null
          and exists (select 1 from message_file_links l join messages m on m.id = l.message_id where l.file_id = f.id and ${GOING(userId)})
          and not exists (select 1 from message_file_links l join messages m on m.id = l.message_id where l.file_id = f.id and not ${GOING(userId)})`,
  [["someone"]],
);

/** The links of the messages going with the member. */
const UNLINK_GOING = rawQuery(
  "messages.unlink-going",
  (userId: string) => sql`delete from message_file_links l using messages m where m.id = l.message_id and ${GOING(userId)}`,
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
                   m.sender_deleted as deleted_by_me, ${FILES_OF_MESSAGE}
            from messages m where m.sender_id = ${id} order by m.created_at, m.id`,
    },
    {
      name: "messagesReceived",
      query: ({ id }) =>
        sql`select m.id, m.sender_id, ${storedNameSql("m.sender_id")} as sender_name, m.subject, m.content, m.created_at, m.is_read, m.read_at,
                   m.recipient_deleted as deleted_by_me, ${FILES_OF_MESSAGE}
            from messages m where m.recipient_id = ${id} order by m.created_at, m.id`,
    },
  ],
  goesWithAccount: ["message_files"],
  erasure: [
    {
      // Messages the other side kept stay theirs, with the ex-member; those both sides deleted go (with the account row).
      // Issue 41: the member's own files go with their folder and account row (recipients lose them too); others'
      // files that only going messages carry go with those messages.
      name: "messages",
      tables: ["messages", "message_file_links"],
      files: async (db, person) =>
        (await FILES_LEFT_UNLINKED.rows(db, person.id)).flatMap((row) =>
          storedKeys({ kind: row.kind, storageKey: row.storage_key }).map((key) => ({ bucket: MESSAGE_FILES_BUCKET, key })),
        ),
      erase: async ({ db, person, formerId, formerMemberAccount }) => {
        const left = await FILES_LEFT_UNLINKED.rows(db, person.id);
        await UNLINK_GOING.run(db, person.id);
        await dropUnlinkedFiles(
          db,
          left.map((row) => row.id),
        );
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
