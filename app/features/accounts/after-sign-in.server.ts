import { redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { withCookies } from "~/lib/with-cookies";
import { landingPath } from "./landing";
import { loadSessionUser } from "./session.server";

/** Redirects a freshly signed-in user to the remembered origin, else to the spec's landing for their role. */
export async function redirectAfterSignIn(db: Db, userId: string, setCookies: string[], redirectTo: string | undefined): Promise<Response> {
  const user = await loadSessionUser(db, userId);
  const target = safeRedirectPath(redirectTo, landingPath(user));
  return redirect(target === "/login" ? landingPath(user) : target, { headers: withCookies(setCookies) });
}
