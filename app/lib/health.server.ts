import { sql } from "drizzle-orm";
import type { Ctx } from "./context.server";

/** Resolves when the database answers a trivial query; rejects when it does not. */
export async function checkDatabase(ctx: Pick<Ctx, "db">): Promise<void> {
  await ctx.db.execute(sql`select 1`);
}
