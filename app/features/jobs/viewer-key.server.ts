import { createHash } from "node:crypto";
import { isbot } from "isbot";
import type { Ctx } from "~/lib/context.server";
import { utcDay } from "./offer-access.server";

/**
 * Who a visit to an offer comes from, for its daily view count: the address (hashed with the day,
 * never stored in clear nor linkable across days) and, when signed in, the member. The browser is
 * not part of it, so a script changing its User-Agent stays one visitor; a known bot (or a request
 * naming no browser at all) is nobody: null, and it never counts.
 */
export function offerViewerKeys(ctx: Pick<Ctx, "actor" | "ip" | "headers" | "now">): string[] | null {
  const agent = ctx.headers.get("user-agent") ?? "";
  if (!agent.trim() || isbot(agent)) return null;
  const address = `address:${createHash("sha256")
    .update(`${utcDay(ctx.now())}\n${ctx.ip}`)
    .digest("base64url")}`;
  return ctx.actor ? [address, `member:${ctx.actor.id}`] : [address];
}
