import { certificatePdfAnswer } from "~/features/learning/certificate-answers.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/certificate-pdf";

/** /certificates/{id}/pdf: the certificate as a PDF anyone may download (it is public); the refusal's message for an unknown id. */
export function loader({ params, context }: Route.LoaderArgs) {
  return certificatePdfAnswer(context.get(requestContext), params.certificateId);
}
