import { createHash } from "node:crypto";
import { isbot } from "isbot";
import type { Ctx } from "~/lib/context.server";
import { utcDay } from "./offer-access.server";

/** A visit's address as a view key: hashed with the day, never stored in clear nor linkable across days. */
export function offerAddressKey(ctx: Pick<Ctx, "ip" | "now">): string {
  return `address:${createHash("sha256")
    .update(`${utcDay(ctx.now())}\n${ctx.ip}`)
    .digest("base64url")}`;
}

/**
 * Who a visit to an offer comes from, for its daily view count. A signed-in member is a person
 * whatever their browser says, and counts as themselves: their address (shared by a whole office or a
 * mobile carrier's network) never hides their visit. A visitor is their address; the browser is not
 * part of it, so a script changing its User-Agent stays one visitor; a known bot (or a request naming
 * no browser at all) is nobody: null, and it never counts.
 */
export function offerViewerKeys(ctx: Pick<Ctx, "actor" | "ip" | "headers" | "now">): string[] | null {
  if (ctx.actor) return [`member:${ctx.actor.id}`];
  const agent = ctx.headers.get("user-agent") ?? "";
  if (!agent.trim() || isbot(agent)) return null;
  return [offerAddressKey(ctx)];
}

/** The keys a counted visit also marks as seen that day, without deciding whether it counts: a member's address, so the same person signed out again adds nothing. */
export function offerSeenAlso(ctx: Pick<Ctx, "actor" | "ip" | "now">): string[] {
  return ctx.actor ? [offerAddressKey(ctx)] : [];
}
