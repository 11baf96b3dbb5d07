import { unreadMessageCount } from "~/features/messages/messages.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import type { Route } from "./+types/messages-unread";

/** The signed-in user's unread message count as JSON `{ unread }` (for the header); 401 when signed out. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    return Response.json({ unread: await unreadMessageCount(ctx) }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}
