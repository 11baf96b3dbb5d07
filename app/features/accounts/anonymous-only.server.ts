import { redirect } from "react-router";
import type { Ctx } from "~/lib/context.server";
import { landingPath } from "./landing";

/** For screens meant for anonymous visitors (login, register): a signed-in user is sent to their landing instead. */
export function redirectSignedInUser(ctx: Pick<Ctx, "actor">): null {
  if (ctx.actor) throw redirect(landingPath(ctx.actor));
  return null;
}
