import { readMessageFile } from "~/features/messages/message-files.server";
import { requestContext } from "~/lib/context.server";
import { errorMessage } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import type { Route } from "./+types/file";

/** The ASCII fallback of a file name for the header (accents dropped, anything else a hyphen). */
function asciiName(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "archivo"
  );
}

/** Content-Disposition with the name as RFC 6266 / 5987 say: an ASCII `filename` and the exact UTF-8 `filename*`. */
function disposition(inline: boolean, name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? "inline" : "attachment"}; filename="${asciiName(name)}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /messages/files/{id} (`?v=preview`: an image's preview): the file for whoever may read it, never
 * cached; an image inline, a PDF inline in a sandbox (no scripts, no forms, no same origin), anything
 * else as an attachment; anyone else reads 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    const variant = new URL(request.url).searchParams.get("v") === "preview" ? "preview" : "full";
    const file = await readMessageFile(ctx, { fileId: params.fileId, variant });
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Content-Disposition": disposition(file.inline, file.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": file.kind === "pdf" ? "sandbox" : "default-src 'none'; img-src 'self'; sandbox",
    };
    return new Response(new Uint8Array(file.bytes), { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(errorMessage(error, ctx.locale), {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    });
  }
}
