import { redirect } from "react-router";
import { signOut } from "~/features/accounts/auth-flows.server";
import { callerOf } from "~/lib/route-helpers.server";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/logout";

/** Revokes the session on the server, clears its cookie and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/", { headers: withCookies(await signOut(callerOf(request, context))) });
}

/** Signing out is a POST; a GET just goes home. */
export function loader() {
  return redirect("/");
}
