import { issuerAnswer } from "~/features/learning/credential-answers.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/issuer";

/** /credentials/issuer: the network's issuer profile and the controller document of its signing keys (JSON-LD). */
export function loader({ context }: Route.LoaderArgs) {
  return issuerAnswer(context.get(requestContext));
}
