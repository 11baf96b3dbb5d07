import { redirect } from "react-router";
import { downloadDocument } from "~/features/library/library.server";
import { requestContext } from "~/lib/context.server";
import { errorMessage } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import type { Route } from "./+types/document-download";

/** An ASCII file name for the download header (accents dropped, anything else a hyphen). */
function headerName(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "documento"
  );
}

/**
 * /library/{id}/download: the document's file as a sandboxed attachment after the permission check
 * and counting, or, for a link, a redirect to its page on this site (never to the link itself: issue
 * 35 §6); a refusal is its status with the message as text.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    const download = await downloadDocument(ctx, Number(params.documentId));
    if (download.kind === "link") return redirect(`/library/${Number(params.documentId)}/link`, 303);
    return new Response(new Uint8Array(download.bytes), {
      headers: {
        "Content-Type": download.contentType,
        "Content-Disposition": `attachment; filename="${headerName(download.fileName)}"`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "X-Content-Type-Options": "nosniff",
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
