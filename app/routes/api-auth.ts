import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/api-auth";

/** better-auth's HTTP endpoints (with its own database-backed rate limits), for API clients. */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
