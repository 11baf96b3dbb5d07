import { data } from "react-router";
import { uploadMessageFile } from "~/features/messages/message-files.server";
import { requestContext } from "~/lib/context.server";
import { errorMessage } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import { readForm } from "~/lib/request-body.server";
import { chosenFile } from "~/lib/storage/uploads.server";
import type { Route } from "./+types/file-upload";

/** POST /messages/files: one chosen file (`file`) checked and stored pending for the composer; answers the file as JSON, or {error} with the refusal's status. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  try {
    const form = await readForm(request);
    return await uploadMessageFile(ctx, chosenFile(form.get("file")));
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: errorMessage(error, ctx.locale), code: error.key }, { status: error.status });
  }
}

/** Nothing to read here: the address only takes uploads. */
export function loader() {
  return new Response(null, { status: 404 });
}
