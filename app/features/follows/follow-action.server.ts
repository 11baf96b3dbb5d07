import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { follow, unfollow } from "./follows.server";

/** The follow button's form (`intent` follow or unfollow, `userId`) applied for the signed-in user: the new state and follower count. */
export function changeFollow(ctx: Ctx, values: Record<string, string>): Promise<{ following: boolean; followers: number }> {
  const userId = values.userId?.trim() ?? "";
  if (!userId || userId.length > 100) throw new AppError("PROFILE_NOT_FOUND", 404);
  if (values.intent === "follow") return follow(ctx, userId);
  if (values.intent === "unfollow") return unfollow(ctx, userId);
  throw new AppError("BAD_REQUEST", 400);
}
