import { userFollows } from "~/db/schema/follows";
import type { Ctx } from "~/lib/context.server";

/** A follow as bulk data (the demo seed) brings it in. */
export type ImportedFollow = { followerId: string; followingId: string; followingType: "technician" | "company" };

/** Records follows in batches of 200 (nobody is notified); a follow already there stays as it is. */
export async function importFollows(ctx: Pick<Ctx, "db">, rows: ImportedFollow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200)
    await ctx.db
      .insert(userFollows)
      .values(rows.slice(start, start + 200))
      .onConflictDoNothing();
}
