import { redirect } from "react-router";
import { signOut } from "~/features/accounts/sign-in.server";
import { requestContext } from "~/lib/context.server";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/logout";

/** Revokes the session on the server, clears its cookie and goes home. */
export async function action({ context }: Route.ActionArgs) {
  return redirect("/", { headers: withCookies(await signOut(context.get(requestContext))) });
}

/** Signing out is a POST; a GET just goes home. */
export function loader() {
  return redirect("/");
}
