import { redirect } from "react-router";
import { signOut } from "~/features/accounts/auth-flows.server";
import { callerOf } from "~/lib/route-helpers.server";
import type { Route } from "./+types/logout";

/** Revokes the session on the server, clears its cookie and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await signOut(callerOf(request, context));
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
