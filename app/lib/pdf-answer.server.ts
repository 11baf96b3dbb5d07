import type { Ctx } from "./context.server";
import { errorMessage } from "./error-answer.server";
import { isAppError, LimitReached } from "./errors";

/** A PDF download's answer: `attachmentAnswer` for a PDF. */
export function pdfAnswer(ctx: Pick<Ctx, "locale">, work: () => Promise<{ bytes: Buffer; fileName: string }>): Promise<Response> {
  return attachmentAnswer(ctx, work, "application/pdf");
}

/**
 * A download's answer: the file as a sandboxed, uncached attachment of `contentType`; an expected
 * refusal is its status with the Spanish (or the user's language) message as plain text. Anything
 * else is rethrown.
 */
export async function attachmentAnswer(
  ctx: Pick<Ctx, "locale">,
  work: () => Promise<{ bytes: Buffer; fileName: string }>,
  contentType: string,
): Promise<Response> {
  try {
    const file = await work();
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(errorMessage(error, ctx.locale), {
      status: error.status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...(error instanceof LimitReached ? { "Retry-After": String(error.retryAfterSeconds) } : {}),
      },
    });
  }
}
