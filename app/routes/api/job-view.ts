import { recordOfferView } from "~/features/jobs/offers.server";
import { offerSeenAlso, offerViewerKeys } from "~/features/jobs/viewer-key.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import type { Route } from "./+types/job-view";

// A 1×1 transparent GIF (43 bytes).
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** Counts the visit once per member, or per visitor's address, and day, never an anonymous bot's (offerViewerKeys). */
async function countVisit(ctx: Ctx, jobId: string): Promise<void> {
  const viewer = offerViewerKeys(ctx);
  if (viewer) await recordOfferView(ctx, Number(jobId), viewer, offerSeenAlso(ctx));
}

/**
 * Whether an image request comes from one of the site's own pages: the browser says so (`same-origin`)
 * or says nothing (older browsers, scripts). Another site embedding the image, or the address typed
 * in the address bar, never counts, as a cross-site POST is refused by the same-origin check.
 */
function fromOwnPage(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}

/**
 * GET /api/jobs/{id}/view, the offer page's image beacon, loaded with or without the page's
 * JavaScript (and when the page itself came from the anonymous page cache, where no loader runs):
 * counts the visit as the POST does, only for a GET from the site's own page (a HEAD never counts),
 * and always answers a 1×1 transparent GIF that no cache keeps, whether it counted or not.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (request.method === "GET" && fromOwnPage(request.headers)) await countVisit(context.get(requestContext), params.jobId);
  return new Response(new Uint8Array(PIXEL), {
    headers: { "Content-Type": "image/gif", "Content-Length": String(PIXEL.length), "Cache-Control": "no-store" },
  });
}

/**
 * POST /api/jobs/{id}/view, the same count for a script's beacon (the page itself uses the GET):
 * cross-site POSTs never get here (the same-origin check). Always 204, whether it counted or not.
 */
export async function action({ params, context }: Route.ActionArgs) {
  await countVisit(context.get(requestContext), params.jobId);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
