import { createContext } from "react-router";
import { unreadMessageCount } from "~/features/messages/messages.server";
import { unreadCount } from "~/features/notifications/notifications.server";
import type { Ctx } from "~/lib/context.server";
import type { HeaderCounts } from "./account-menu";

/** The unread counts the session lookup read at the start of a GET (null otherwise: an action may change them). */
export const sessionCountsContext = createContext<HeaderCounts | null>(null);

/** The API reads that answer one of the header's counts: the session lookup reads the counts for them too (one planned call, not two). */
export const COUNTED_API_PATHS: ReadonlySet<string> = new Set(["/api/messages/unread"]);

/**
 * The counts the document carries, so the bell and the messages link show the server's numbers from
 * the first paint, and again after each revalidation: those the session lookup read when given,
 * else counted now.
 */
export async function headerCounts(ctx: Ctx, read: HeaderCounts | null): Promise<HeaderCounts> {
  if (read) return read;
  const [notifications, messages] = await Promise.all([unreadCount(ctx), unreadMessageCount(ctx)]);
  return { notifications, messages };
}
