import { AppError } from "~/lib/errors";

/** A push subscription or its endpoint is well under this (an endpoint is at most 2 KiB, the keys 0.1 KiB). */
export const PUSH_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The JSON body of a push-subscription request: larger than `limit` bytes is a 413 'BODY_TOO_LARGE'
 * (declared or read), a body that is not JSON (or holds a NUL character) a 400 'INVALID_BODY'.
 */
export async function readJsonBody(request: Request, limit = PUSH_BODY_LIMIT_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new AppError("BODY_TOO_LARGE", 413);
  const bytes = new Uint8Array(await request.arrayBuffer().catch(() => new ArrayBuffer(0)));
  if (bytes.byteLength > limit) throw new AppError("BODY_TOO_LARGE", 413);
  const text = new TextDecoder().decode(bytes);
  if (text.includes("\u0000")) throw new AppError("INVALID_BODY", 400);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("INVALID_BODY", 400);
  }
}
