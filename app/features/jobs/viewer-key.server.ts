import { createHash } from "node:crypto";
import type { Ctx } from "~/lib/context.server";

/**
 * Who counts as one visitor of an offer for its daily view count: a member by their id; anyone else
 * by a hash of their address and browser (never stored in clear).
 */
export function offerViewerKey(ctx: Pick<Ctx, "actor" | "ip" | "headers">): string {
  if (ctx.actor) return `user:${ctx.actor.id}`;
  const agent = ctx.headers.get("user-agent") ?? "";
  return `visitor:${createHash("sha256").update(`${ctx.ip}\n${agent}`).digest("base64url")}`;
}
