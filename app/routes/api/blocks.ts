import { changeBlock } from "~/features/moderation/blocks.server";
import { buttonAction } from "~/lib/button-action.server";
import type { Route } from "./+types/blocks";

/** Blocks or unblocks an account: JSON `{ blocked }` for the button's script, a redirect back for a form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return buttonAction(request, context, changeBlock);
}
