import { requestContext } from "~/lib/context.server";
import { isPublicBucket } from "~/lib/storage/buckets";
import { fileStore } from "~/lib/storage/file-store.server";
import type { Route } from "./+types/files";

const NOT_FOUND = () => new Response("No encontrado", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A file of a public bucket (profile photos, logos, gallery…). Keys are random and never reused, so
 * the answer is cached for a year; it can never run as a page (its own CSP allows nothing). Private
 * buckets (CVs) are not served here: 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!isPublicBucket(params.bucket)) return NOT_FOUND();
  const file = await fileStore(context.get(requestContext).db).get(params.bucket, key);
  if (!file) return NOT_FOUND();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
