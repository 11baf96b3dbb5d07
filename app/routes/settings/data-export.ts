import { exportDownload } from "~/features/privacy/data-exports.server";
import { requestContext } from "~/lib/context.server";
import { attachmentAnswer } from "~/lib/pdf-answer.server";
import type { Route } from "./+types/data-export";

/** /settings/privacy/export/{id}: the member's own data export as a ZIP attachment (anyone else: 404); a refusal is its status with the Spanish message. */
export function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return attachmentAnswer(ctx, () => exportDownload(ctx, params.exportId), "application/zip");
}
