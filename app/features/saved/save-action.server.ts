import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { type SaveOutcome, saveItem, unsaveItem } from "./saved-items.server";

/** The save button's form (`intent` save or unsave, `itemType`, `itemId`) applied for the signed-in member or company: the new state and, for a save, its outcome. */
export async function changeSaved(ctx: Ctx, values: Record<string, string>): Promise<{ saved: boolean; outcome: SaveOutcome | "removed" }> {
  const ref = { itemType: values.itemType, itemId: values.itemId };
  if (values.intent === "save") return { saved: true, outcome: await saveItem(ctx, ref) };
  if (values.intent === "unsave") {
    await unsaveItem(ctx, ref);
    return { saved: false, outcome: "removed" };
  }
  throw new AppError("BAD_REQUEST", 400);
}
