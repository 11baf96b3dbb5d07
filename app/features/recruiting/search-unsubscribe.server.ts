import { eq } from "drizzle-orm";
import { talentSearches } from "~/db/schema/recruiting";
import type { Ctx } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { signature, signatureMatches } from "~/lib/signature.server";
import { isSearchId } from "./search-rows.server";

const message = (searchId: string) => `talent-search-alerts:${searchId}`;

/** The secret that lets a link turn one saved search's alerts off without signing in. */
export function talentSearchUnsubscribeToken(searchId: string): string {
  return signature(message(searchId));
}

/** The one-click link that turns one saved search's alerts off (/unsubscribe/talent-search?s=…&t=…). */
export function talentSearchUnsubscribeUrl(searchId: string): string {
  return `${env().PUBLIC_URL}/unsubscribe/talent-search?s=${encodeURIComponent(searchId)}&t=${talentSearchUnsubscribeToken(searchId)}`;
}

/**
 * The one-click unsubscribe of one saved search's alerts, by its signed link (no sign-in needed; the
 * signature is checked in constant time): a bad or incomplete link, or a search that is gone, is
 * TALENT_SEARCH_UNSUBSCRIBE_INVALID (400) and changes nothing.
 */
export async function unsubscribeTalentSearch(ctx: Pick<Ctx, "db">, input: { searchId?: unknown; token?: unknown }): Promise<void> {
  const searchId = input.searchId;
  const token = typeof input.token === "string" ? input.token : "";
  if (!isSearchId(searchId) || !signatureMatches(message(searchId), token)) throw new AppError("TALENT_SEARCH_UNSUBSCRIBE_INVALID", 400);
  const changed = await ctx.db.update(talentSearches).set({ alerts: false }).where(eq(talentSearches.id, searchId)).returning({ id: talentSearches.id });
  if (changed.length === 0) throw new AppError("TALENT_SEARCH_UNSUBSCRIBE_INVALID", 400);
}
