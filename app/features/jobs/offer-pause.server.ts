import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobOffers } from "~/db/schema/job-board";
import { purgeJobPages } from "./offer-access.server";

/** Issue 25 §1: a company that asked for its deletion closes its offers on the board; the ids it closed (a cancellation reopens exactly those). */
export async function closeOffersOf(db: Db, companyId: string, now: Date): Promise<number[]> {
  const closed = await db
    .update(jobOffers)
    .set({ status: "closed", updatedAt: now })
    .where(and(eq(jobOffers.creatorId, companyId), eq(jobOffers.status, "active")))
    .returning({ id: jobOffers.id });
  if (closed.length > 0) await purgeJobPages(db);
  return closed.map((row) => row.id);
}

/** A cancelled deletion reopens the offers its request closed (those still closed). */
export async function reopenOffers(db: Db, companyId: string, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobOffers)
    .set({ status: "active", updatedAt: now })
    .where(and(eq(jobOffers.creatorId, companyId), eq(jobOffers.status, "closed"), inArray(jobOffers.id, ids)));
  await purgeJobPages(db);
}
