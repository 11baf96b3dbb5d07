import { unreadMessageCount } from "~/features/messages/messages.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { sessionCountsContext } from "~/shell/header-counts.server";
import type { Route } from "./+types/messages-unread";

/** The signed-in user's unread message count as JSON `{ unread }` (for the header; read with the session when it was); 401 when signed out. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    const unread = context.get(sessionCountsContext)?.messages ?? (await unreadMessageCount(ctx));
    return Response.json({ unread }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}
