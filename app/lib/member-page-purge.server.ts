import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userProfiles } from "~/db/schema/profiles";
import { purgePages } from "./page-cache.server";

/**
 * Forgets, on every instance, the cached public page of the member `userId` (/tecnicos/{handle},
 * issue 38) when they have one: for the features below technician-pages whose changes the page
 * shows (the profile's fields, the availability summary, the certificates).
 */
export async function purgeMemberPage(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ handle: userProfiles.handle }).from(userProfiles).where(eq(userProfiles.id, userId));
  if (row?.handle) await purgePages(db, `/tecnicos/${row.handle}`);
}
