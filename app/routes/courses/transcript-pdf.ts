import { myTranscriptPdfAnswer } from "~/features/learning/transcript-pdf.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/transcript-pdf";

/** /courses/transcript/pdf: the signed-in member's whole transcript as a PDF. */
export function loader({ context }: Route.LoaderArgs) {
  return myTranscriptPdfAnswer(context.get(requestContext));
}
