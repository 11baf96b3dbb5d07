import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accountDeletions } from "~/db/schema/privacy";

/** When the account's scheduled deletion happens, or null when none is scheduled (one primary-key probe). */
export async function pendingDeletionOf(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db.select({ deleteAfter: accountDeletions.deleteAfter }).from(accountDeletions).where(eq(accountDeletions.userId, userId)).limit(1);
  return row?.deleteAfter ?? null;
}
