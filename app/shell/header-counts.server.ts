import { unreadMessageCount } from "~/features/messages/messages.server";
import { unreadCount } from "~/features/notifications/notifications.server";
import type { Ctx } from "~/lib/context.server";
import type { HeaderCounts } from "./account-menu";

/** The counts the document carries, so the bell and the messages link show the server's numbers from the first paint, and again after each revalidation. */
export async function headerCounts(ctx: Ctx): Promise<HeaderCounts> {
  const [notifications, messages] = await Promise.all([unreadCount(ctx), unreadMessageCount(ctx)]);
  return { notifications, messages };
}
