import { recordOfferView } from "~/features/jobs/offers.server";
import { offerSeenAlso, offerViewerKeys } from "~/features/jobs/viewer-key.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/job-view";

/**
 * POST /api/jobs/{id}/view, the offer page's beacon once it runs in a browser (the page itself may
 * come from the anonymous page cache, where no loader runs): counts the visit once per member, or per
 * visitor's address, and day, never an anonymous bot's. Always 204, whether it counted or not.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const viewer = offerViewerKeys(ctx);
  if (viewer) await recordOfferView(ctx, Number(params.jobId), viewer, offerSeenAlso(ctx));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
