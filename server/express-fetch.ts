import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

// Between Express and fetch's Request/Response: the body limits, reading a body, headers and writing an
// answer, shared by React Router's adapter and the JSON routes beside it.

/** The largest request body a form may send; bigger ones are refused with 413 before they are read. */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;
/** A form with files (multipart) may send up to two 5 MB files and its fields. */
export const UPLOAD_BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/** True for a form with files (multipart). */
export function isUpload(req: ExpressRequest): boolean {
  return (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** A body longer than its limit (answered 413 by the caller). */
export class BodyTooLarge extends Error {}

/** The request target as a path on this site, or null for absolute-form targets, NUL characters and anything unparseable. */
export function requestTarget(req: ExpressRequest, origin: string): URL | null {
  const target = req.originalUrl;
  if (!target.startsWith("/") || target.includes("\u0000") || /%00/i.test(target)) return null;
  try {
    return new URL(`${origin}${target}`);
  } catch {
    return null;
  }
}

/** The whole body, at most `limit` bytes: a larger declared length is refused without reading, a longer stream as soon as it passes the limit. */
export async function readBody(req: ExpressRequest, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The request's headers as a fetch Headers (repeated ones kept). */
export function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** Writes a fetch Response to Express: event streams streamed, everything else whole with its length (so compression sees its size); nothing when the client has gone. */
export async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // React Router's 405 (a POST to a page without a form, a GET of an endpoint that only takes forms) says what would be taken.
  if (response.status === 405 && !response.headers.has("Allow")) res.setHeader("Allow", req.method === "POST" ? "GET, HEAD" : "POST");
  if (!response.body) {
    res.end();
    return;
  }
  // Event streams are streamed; everything else is sent whole, so compression sees its size (tiny answers stay plain) and runs once.
  if (response.headers.get("Content-Type")?.startsWith("text/event-stream")) {
    writeEvents(response.body, res);
    return;
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** Resolves when the client can take more (drain) or has gone (close), whichever comes first. */
function writable(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/**
 * Writes an event stream to the client chunk by chunk, without holding the request's objects while it
 * stays open (thousands do at once): ends the answer when the stream ends, cancels the stream when the
 * client leaves, and destroys the connection if the stream fails.
 */
function writeEvents(body: ReadableStream<Uint8Array>, res: ExpressResponse): void {
  const reader = body.getReader();
  const leave = () => void reader.cancel().catch(() => undefined);
  res.once("close", leave);
  void (async () => {
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (res.destroyed) return;
        if (!res.write(read.value)) await writable(res);
      }
      res.end();
    } catch (error) {
      res.destroy(error instanceof Error ? error : undefined);
    } finally {
      res.off("close", leave);
    }
  })();
}
