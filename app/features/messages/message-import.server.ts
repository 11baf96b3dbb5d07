import { messages } from "~/db/schema/messages";
import type { Ctx } from "~/lib/context.server";

/** A past message as bulk data (the demo seed) brings it in, read or not, counted against the sender's quota or not. */
export type ImportedMessage = {
  senderId: string;
  recipientId: string;
  subject: string;
  content: string;
  isRead: boolean;
  readAt: Date | null;
  createdAt: Date;
  countsTowardQuota: boolean;
};

/** Inserts past messages as they stand, in one insert (nobody is notified); answers how many. */
export async function importMessages(ctx: Pick<Ctx, "db">, list: ImportedMessage[]): Promise<number> {
  if (list.length === 0) return 0;
  await ctx.db.insert(messages).values(list);
  return list.length;
}
