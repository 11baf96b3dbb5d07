import { redirect } from "react-router";
import { changeFollow } from "~/features/follows/follow-action.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import { flashCookie } from "~/lib/flash.server";
import { formValues, readForm } from "~/lib/request-body.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/follows";

/**
 * Follows or unfollows a profile. The button's script asks for JSON (`{ following, followers }`, or
 * the error with its status); a form posted without JavaScript is sent back to its page, with the
 * refusal as a one-time message (a visitor is sent to sign in first).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  let values: Record<string, string> = {};
  try {
    values = formValues(await readForm(request));
    const state = await changeFollow(ctx, values);
    if (wantsJson) return Response.json(state, { headers: { "Cache-Control": "no-store" } });
    return redirect(safeRedirectPath(values.redirectTo), 303);
  } catch (error) {
    if (wantsJson || !isAppError(error)) return jsonFailure(ctx, error);
    const back = safeRedirectPath(values.redirectTo);
    if (error.status === 401) return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, 303);
    return redirect(back, { status: 303, headers: { "Set-Cookie": flashCookie(`errors:${error.key}`) } });
  }
}
