import { statusListAnswer } from "~/features/learning/credential-answers.server";
import { requestContext } from "~/lib/context.server";
import type { Route } from "./+types/status-list";

/** /credentials/status/{id}: a signed Bitstring Status List credential of revocations (JSON-LD, never cached). */
export function loader({ params, context }: Route.LoaderArgs) {
  return statusListAnswer(context.get(requestContext), params.listId);
}
