// The saved-items feature's server rules as other features (the demo seed) may use them.
import { savedItems } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";

/** Saves courses for members in one insert (demo data); an item already saved stays as it is. */
export async function saveDemoItems(ctx: Pick<Ctx, "db">, items: { userId: string; courseId: number }[]): Promise<void> {
  if (items.length === 0) return;
  await ctx.db
    .insert(savedItems)
    .values(items.map((item) => ({ saverId: item.userId, saverType: "user" as const, itemType: "course" as const, itemId: String(item.courseId) })))
    .onConflictDoNothing();
}
