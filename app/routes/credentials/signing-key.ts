import { signingKeyAnswer } from "~/features/learning/credential-answers.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/signing-key";

/** /credentials/keys/{id}: one signing key's Multikey document, the `verificationMethod` of what it signed (JSON-LD). */
export function loader({ params, context }: Route.LoaderArgs) {
  return signingKeyAnswer(context.get(requestContext), params.keyId);
}
