import { eq } from "drizzle-orm";
import { messageFiles } from "~/db/schema/messages";
import { MESSAGE_FILES_BUCKET, storedKeys } from "~/features/messages/message-file-store.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { testDb } from "./setup/test-database";

/** A small plain-text rider, as a browser would send it. */
export const riderTxt = () => new File([new TextEncoder().encode("Canal 1: bombo\nCanal 2: caja\n")], "rider.txt", { type: "text/plain" });

/** A message's input to `recipientId` carrying `fileIds`. */
export const note = (recipientId: string, fileIds: string[] = []) => ({ recipientId, subject: "Rider", content: "Te paso el rider del sábado.", fileIds });

/** The storage keys a message file's row names (every size of an image); none once the row is gone. */
export async function keysOfRow(id: string): Promise<string[]> {
  const [row] = await testDb().select().from(messageFiles).where(eq(messageFiles.id, id));
  return row ? storedKeys(row) : [];
}

/** Whether each key is still stored in the message files' bucket. */
export async function stored(keys: string[]): Promise<boolean[]> {
  const store = fileStore(testDb());
  return Promise.all(keys.map(async (key) => (await store.get(MESSAGE_FILES_BUCKET, key)) !== null));
}
