import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { checkDatabase } from "~/lib/health.server";
import type { Route } from "./+types/api-health";

/** Liveness and database readiness as a small JSON document; `{ error }` with 500 when the database does not answer. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    await checkDatabase(ctx);
  } catch (error) {
    return jsonFailure(ctx, error);
  }
  return Response.json({ status: "ok", service: "redav" }, { headers: { "Cache-Control": "no-store" } });
}
