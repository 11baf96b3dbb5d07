import { redirect } from "react-router";
import { saveTalentNote } from "~/features/recruiting/public.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { AppError, isAppError } from "~/lib/errors";
import { flashCookie } from "~/lib/flash.server";
import { formValues, readForm } from "~/lib/request-body.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/talent-notes";

/**
 * A company saves or deletes its private note on a technician (intent "save": technicianId, note,
 * returnTo; a blank note or intent "delete" deletes it). The form goes back to `returnTo` (a path on this site) with 'Nota guardada' or 'Nota
 * borrada'; a refusal goes back with its message. A script asking for JSON gets `{ deleted }` or the
 * error with its status (404 for anyone but a company).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  let values: Record<string, string> = {};
  try {
    values = formValues(await readForm(request));
    if (values.intent !== "save" && values.intent !== "delete") throw new AppError("NOT_FOUND", 404);
    const result = await saveTalentNote(ctx, { technicianId: values.technicianId, note: values.intent === "delete" ? "" : (values.note ?? "") });
    if (wantsJson) return Response.json(result, { headers: { "Cache-Control": "no-store" } });
    return redirect(safeRedirectPath(values.returnTo), {
      status: 303,
      headers: { "Set-Cookie": flashCookie(result.deleted ? "recruiting:toasts.noteDeleted" : "recruiting:toasts.noteSaved") },
    });
  } catch (error) {
    if (wantsJson || !isAppError(error)) return jsonFailure(ctx, error);
    return redirect(safeRedirectPath(values.returnTo), { status: 303, headers: { "Set-Cookie": flashCookie(`errors:${error.key}`, error.params) } });
  }
}

/** Nothing to read here: the notes live on the pages that show them. */
export function loader() {
  return new Response(null, { status: 404 });
}
