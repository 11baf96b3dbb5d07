import { changeFollow } from "~/features/follows/follow-action.server";
import { buttonAction } from "~/lib/button-action.server";
import type { Route } from "./+types/follows";

/**
 * Follows or unfollows a profile. The button's script asks for JSON (`{ following, followers }`, or
 * the error with its status); a form posted without JavaScript is sent back to its page, with the
 * refusal as a one-time message (a visitor is sent to sign in first).
 */
export function action({ request, context }: Route.ActionArgs) {
  return buttonAction(request, context, changeFollow);
}
