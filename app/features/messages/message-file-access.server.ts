import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { MessageFileKind } from "~/db/schema/messages";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { fileStore } from "~/lib/storage/file-store.server";
import { imageKey } from "~/lib/storage/image-key";
import { IMAGE_FULL_PX, IMAGE_PREVIEW_PX } from "./message-file-prepare.server";
import { isFileId, MESSAGE_FILES_BUCKET } from "./message-file-store.server";
import { messagesPolicy } from "./policy";

/**
 * A file, when the reader may read it: its uploader while it is pending; a side of a message carrying
 * it that has not deleted its copy; an admin (`asAdmin`) when an open report names a message carrying it.
 */
const READABLE_FILE = rawQuery(
  "messages.readable-file",
  (fileId: string, readerId: string, asAdmin: boolean) =>
    sql<{ storage_key: string; kind: MessageFileKind; content_type: string; file_name: string }>`
      select f.storage_key, f.kind, f.content_type, f.file_name from message_files f
      where f.id = ${fileId}
        and ((f.owner_id = ${readerId} and f.attached_at is null)
          or exists (select 1 from message_file_links l join messages m on m.id = l.message_id
                     where l.file_id = f.id
                       and ((m.sender_id = ${readerId} and not m.sender_deleted) or (m.recipient_id = ${readerId} and not m.recipient_deleted)))
          or (${asAdmin} and exists (select 1 from message_file_links l join reports r on r.target_type = 'message' and r.target_id = l.message_id::text
                     where l.file_id = f.id and r.status = 'open')))`,
  [
    ["00000000-0000-4000-8000-000000000000", "someone", false],
    ["00000000-0000-4000-8000-000000000000", "someone", true],
  ],
);

/** A stored file as the download answers it; `inline` for an image or a PDF (a PDF opens sandboxed), else an attachment. */
export type ReadFile = { bytes: Uint8Array; contentType: string; fileName: string; inline: boolean; kind: MessageFileKind };

/**
 * A stored file for whoever may read it (the two people of a conversation carrying it, each until they
 * delete their copy; the uploader while pending; an admin handling an open report of a message
 * carrying it); 404 for anyone else, never 403, so nobody learns it exists.
 */
export async function readMessageFile(ctx: Ctx, input: { fileId?: unknown; variant?: "preview" | "full" }): Promise<ReadFile> {
  const actor = ctx.actor;
  if (!actor || !isFileId(input.fileId)) throw new AppError("MESSAGE_FILE_NOT_FOUND", 404);
  const [row] = await READABLE_FILE.rows(ctx.db, input.fileId, actor.id, messagesPolicy.can(actor, "readReportedFiles"));
  if (!row) throw new AppError("MESSAGE_FILE_NOT_FOUND", 404);
  const key = row.kind === "image" ? imageKey(row.storage_key, input.variant === "preview" ? IMAGE_PREVIEW_PX : IMAGE_FULL_PX) : row.storage_key;
  const stored = await fileStore(ctx.db).get(MESSAGE_FILES_BUCKET, key);
  if (!stored) throw new AppError("MESSAGE_FILE_NOT_FOUND", 404);
  return {
    bytes: new Uint8Array(stored.bytes),
    contentType: row.content_type,
    fileName: row.file_name,
    inline: row.kind === "image" || row.kind === "pdf",
    kind: row.kind,
  };
}
