import { recordOfferView } from "~/features/jobs/offers.server";
import { offerViewerKey } from "~/features/jobs/viewer-key.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/job-view";

/**
 * POST /api/jobs/{id}/view, the offer page's beacon once it runs in a browser (the page itself may
 * come from the anonymous page cache, where no loader runs): counts the visit once per viewer and day.
 * Always 204, whether it counted or not.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  await recordOfferView(ctx, Number(params.jobId), offerViewerKey(ctx));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
