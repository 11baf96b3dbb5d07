import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { checkDatabase } from "~/lib/health.server";
import type { Route } from "./+types/ready";

/** Readiness: the database answers a trivial query within 1.5 s; 503 `UNAVAILABLE` with Retry-After when it does not (refused, stalled or too slow). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    await checkDatabase(ctx);
  } catch (error) {
    return jsonFailure(ctx, error);
  }
  return Response.json({ status: "ready", service: "redav" }, { headers: { "Cache-Control": "no-store" } });
}
