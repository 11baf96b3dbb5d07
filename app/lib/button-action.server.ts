import { type RouterContextProvider, redirect } from "react-router";
import { type Ctx, requestContext } from "./context.server";
import { jsonFailure } from "./error-answer.server";
import { isAppError } from "./errors";
import { flashCookie } from "./flash.server";
import { formValues, readForm } from "./request-body.server";
import { safeRedirectPath } from "./safe-redirect";

/**
 * The answer of a button's POST endpoint: a script asking for JSON gets the work's result (or the
 * error with its status); a form posted without JavaScript goes back to its `redirectTo` page, with a
 * refusal as a one-time message, and a visitor is sent to sign in first.
 */
export async function buttonAction<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  work: (ctx: Ctx, values: Record<string, string>) => Promise<T>,
): Promise<Response> {
  const ctx = context.get(requestContext);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  let values: Record<string, string> = {};
  try {
    values = formValues(await readForm(request));
    const result = await work(ctx, values);
    if (wantsJson) return Response.json(result, { headers: { "Cache-Control": "no-store" } });
    return redirect(safeRedirectPath(values.redirectTo), 303);
  } catch (error) {
    if (wantsJson || !isAppError(error)) return jsonFailure(ctx, error);
    const back = safeRedirectPath(values.redirectTo);
    if (error.status === 401) return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, 303);
    return redirect(back, { status: 303, headers: { "Set-Cookie": flashCookie(`errors:${error.key}`, error.params) } });
  }
}
