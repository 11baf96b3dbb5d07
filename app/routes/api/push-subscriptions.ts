import { removePushDevice, subscribeDevice } from "~/features/notifications/push-devices.server";
import { requestContext, requireActor } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { AppError } from "~/lib/errors";
import { readJsonBody } from "~/lib/push/json-body.server";
import type { Route } from "./+types/push-subscriptions";

const PRIVATE = { "Cache-Control": "no-store" };

/**
 * Issue 42, contract §3: POST `PushSubscription.toJSON()` turns Web Push on for this browser for the
 * signed-in member (201 `{ device }`); DELETE `{ endpoint }` turns it off for one of their own devices
 * (204; 404 for anyone else's). A visitor gets a 401 before the body is read. Errors are JSON `{ error: { code, message } }` with their status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  try {
    requireActor(ctx);
    if (request.method === "POST") return Response.json({ device: await subscribeDevice(ctx, await readJsonBody(request)) }, { status: 201, headers: PRIVATE });
    if (request.method === "DELETE") {
      const body = await readJsonBody(request);
      await removePushDevice(ctx, { endpoint: body && typeof body === "object" ? (body as { endpoint?: unknown }).endpoint : undefined });
      return new Response(null, { status: 204, headers: PRIVATE });
    }
    throw new AppError("METHOD_NOT_ALLOWED", 405);
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}
