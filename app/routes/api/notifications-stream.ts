import { openNotificationStream } from "~/features/notifications/live.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { STREAM_REFUSAL_RETRY_SECONDS } from "~/lib/live/streams.server";
import { liveStreamsContext } from "~/lib/transport-context";
import type { Route } from "./+types/notifications-stream";

/** The signed-in user's live notifications as Server-Sent Events (resumes after Last-Event-ID); 401 JSON otherwise, 429 JSON with Retry-After for one stream too many. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    return await openNotificationStream(ctx, context.get(liveStreamsContext), request);
  } catch (error) {
    const answer = jsonFailure(ctx, error);
    if (answer.status === 429) answer.headers.set("Retry-After", String(STREAM_REFUSAL_RETRY_SECONDS));
    return answer;
  }
}
