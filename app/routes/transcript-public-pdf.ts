import { publicTranscriptPdfAnswer } from "~/features/learning/transcript-pdf.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/transcript-public-pdf";

/** /formacion/{shareId}/pdf: a shared transcript as a PDF for anyone with the link; the refusal's message for an unknown or withdrawn link. */
export function loader({ params, context }: Route.LoaderArgs) {
  return publicTranscriptPdfAnswer(context.get(requestContext), params.shareId);
}
