import { downloadCv } from "~/features/profiles/cv.server";
import { requestContext } from "~/lib/context.server";
import { errorMessage } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import type { Route } from "./+types/cv-download";

/** /profile/{userId}/cv (`me` for one's own): the CV as an attachment, under the download rule of cv.server; a refusal is its status with the Spanish message. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    const ownerId = params.userId === "me" ? (ctx.actor?.id ?? "") : params.userId;
    const file = await downloadCv(ctx, ownerId);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(errorMessage(error, ctx.locale), {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
