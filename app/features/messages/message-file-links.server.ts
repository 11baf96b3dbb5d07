import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { messageFileLinks, messageFiles } from "~/db/schema/messages";
import { AppError } from "~/lib/errors";
import { MESSAGE_FILES_MAX } from "./message-file-limits";
import { dropUnlinkedFiles, isFileId } from "./message-file-store.server";
import { fileView, type MessageFileView } from "./message-file-view";

/** The file ids a send names, each once; more than 5 is refused (400), a malformed one is not found (404), before any SQL. */
export function checkedFileIds(fileIds: readonly unknown[] | undefined): string[] {
  const ids = [...new Set((fileIds ?? []).map((id) => String(id ?? "").trim()).filter(Boolean))];
  if (ids.length > MESSAGE_FILES_MAX) throw new AppError("MESSAGE_FILES_TOO_MANY", 400, { max: MESSAGE_FILES_MAX }, "files");
  if (!ids.every(isFileId)) throw new AppError("MESSAGE_FILE_NOT_FOUND", 404, {}, "files");
  return ids;
}

/**
 * Links the sender's own pending files to the new messages (the same file to every message of a bulk
 * send: stored once), in the caller's transaction, and marks them sent. Someone else's file, or one
 * already sent, is not found (404) and nothing is linked; the rows are locked, so two sends at once
 * never both take the same pending file.
 */
export async function linkFiles(db: Db, senderId: string, messageIds: number[], fileIds: string[], now: Date): Promise<void> {
  if (fileIds.length === 0 || messageIds.length === 0) return;
  const mine = await db
    .select({ id: messageFiles.id })
    .from(messageFiles)
    .where(and(inArray(messageFiles.id, fileIds), eq(messageFiles.ownerId, senderId), isNull(messageFiles.attachedAt)))
    .for("update");
  if (mine.length !== fileIds.length) throw new AppError("MESSAGE_FILE_NOT_FOUND", 404, {}, "files");
  await db.insert(messageFileLinks).values(messageIds.flatMap((messageId) => fileIds.map((fileId, position) => ({ messageId, fileId, position }))));
  await db.update(messageFiles).set({ attachedAt: now }).where(inArray(messageFiles.id, fileIds));
}

/** The files each of these messages carries, in the order they were attached, in one query. */
export async function filesOfMessages(db: Db, messageIds: number[]): Promise<Map<number, MessageFileView[]>> {
  const files = new Map<number, MessageFileView[]>();
  if (messageIds.length === 0) return files;
  const rows = await db
    .select({
      messageId: messageFileLinks.messageId,
      id: messageFiles.id,
      fileName: messageFiles.fileName,
      kind: messageFiles.kind,
      size: messageFiles.size,
    })
    .from(messageFileLinks)
    .innerJoin(messageFiles, eq(messageFiles.id, messageFileLinks.fileId))
    .where(inArray(messageFileLinks.messageId, messageIds))
    .orderBy(asc(messageFileLinks.messageId), asc(messageFileLinks.position));
  for (const row of rows) files.set(row.messageId, [...(files.get(row.messageId) ?? []), fileView(row)]);
  return files;
}

/** Removes the links of messages both sides deleted, in the caller's transaction; the files no message links any more lose their rows, and their stored keys are answered (to remove after the commit). */
export async function unlinkMessageFiles(db: Db, messageIds: number[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const unlinked = await db.delete(messageFileLinks).where(inArray(messageFileLinks.messageId, messageIds)).returning({ fileId: messageFileLinks.fileId });
  return dropUnlinkedFiles(db, [...new Set(unlinked.map((row) => row.fileId))]);
}
