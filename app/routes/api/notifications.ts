import { changeNotifications, notificationFeed } from "~/features/notifications/feed.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { formValues, readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/notifications";

const PRIVATE = { "Cache-Control": "no-store" };

/** The signed-in user's notifications as JSON (for the bell and the list); 401 'No hay usuario autenticado' otherwise. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    return Response.json(await notificationFeed(ctx, new URL(request.url).searchParams), { headers: PRIVATE });
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}

/** Marks read, marks all read or deletes one of the user's own notifications; answers the new unread count. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  try {
    return Response.json(await changeNotifications(ctx, formValues(await readForm(request))), { headers: PRIVATE });
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}
