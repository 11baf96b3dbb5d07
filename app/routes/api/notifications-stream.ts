import { openNotificationStream } from "~/features/notifications/live.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { liveStreamsContext } from "~/lib/transport-context";
import type { Route } from "./+types/notifications-stream";

/** The signed-in user's live notifications as Server-Sent Events (resumes after Last-Event-ID); 401 JSON otherwise. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    return await openNotificationStream(ctx, context.get(liveStreamsContext), request);
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}
