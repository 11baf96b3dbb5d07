import { credentialAnswer } from "~/features/learning/certificate-answers.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/certificate-credential";

/** /certificates/{id}/credential.json: the certificate's Open Badges 3.0 credential (the page's address answers it too, for `Accept: application/ld+json`). */
export function loader({ params, context }: Route.LoaderArgs) {
  return credentialAnswer(context.get(requestContext), params.certificateId);
}
