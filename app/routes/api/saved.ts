import { changeSaved } from "~/features/saved/save-action.server";
import { buttonAction } from "~/lib/button-action.server";
import type { Route } from "./+types/saved";

/**
 * Saves or unsaves an item (spec §7 saved_items). The button's script asks for JSON (`{ saved,
 * outcome }`, or the error with its status); a form posted without JavaScript goes back to its page,
 * and a visitor is sent to sign in first.
 */
export function action({ request, context }: Route.ActionArgs) {
  return buttonAction(request, context, changeSaved);
}
