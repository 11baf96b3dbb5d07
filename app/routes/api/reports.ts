import { submitReport } from "~/features/moderation/reports.server";
import { buttonAction } from "~/lib/button-action.server";
import type { Route } from "./+types/reports";

/** Sends a report (`kind` message or profile, `targetId`, `reason`, `details`) to the moderation queue: JSON `{ reported }` for the dialog's script. */
export function action({ request, context }: Route.ActionArgs) {
  return buttonAction(request, context, submitReport);
}
