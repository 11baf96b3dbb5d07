import { eq } from "drizzle-orm";
import { jobOffers } from "~/db/schema/job-board";
import { addDays, earlierDay, laterDay, type SearchWindow } from "~/features/availability/public";
import type { FreeDay } from "~/features/availability/public.server";
import type { CardProfile } from "~/features/profiles/public";
import { searchTechnicians } from "~/features/profiles/public.server";
import type { Ctx } from "~/lib/context.server";
import { ownedOffer, requireCompany, utcDay } from "./offer-access.server";

/** How many suggestions the offer's page shows (the search link shows the rest). */
export const SUGGESTIONS_SHOWN = 6;
/** The longest stretch of an offer's dates the suggestions ask about (the search's own limit). */
const WINDOW_DAYS = 31;

/** Who is free for an offer's dates: the first technicians, their free days, how many in all, and the technician search that shows them all. */
export type OfferSuggestions = {
  window: SearchWindow;
  place: string;
  technicians: CardProfile[];
  free: Record<string, FreeDay[]>;
  count: number;
  capped: boolean;
  searchQuery: string;
};

/**
 * 'Técnicos disponibles para estas fechas' for one of the signed-in company's own offers (403 for
 * another's, 404 when missing): technicians of any of its categories, in its country (and city),
 * free on every day of its dates from today on (at most 31 days), as the technician search finds
 * them, so each technician's calendar privacy, blocks and suspensions hold. Null when the offer has
 * no dates or they are over.
 */
export async function offerSuggestions(ctx: Ctx, jobId: number): Promise<OfferSuggestions | null> {
  const actor = requireCompany(ctx);
  await ownedOffer(ctx.db, actor, jobId);
  const [offer] = await ctx.db
    .select({ category: jobOffers.category, country: jobOffers.country, city: jobOffers.city, from: jobOffers.workStartsOn, to: jobOffers.workEndsOn })
    .from(jobOffers)
    .where(eq(jobOffers.id, jobId));
  const today = utcDay(ctx.now());
  if (!offer?.from || !offer.to || offer.to < today) return null;
  const from = laterDay(offer.from, today);
  const last = addDays(from, WINDOW_DAYS - 1);
  const window: SearchWindow = { from, to: earlierDay(offer.to, last), tentative: false };
  const city = offer.city ?? "";
  const result = await searchTechnicians(ctx, { q: "", skills: offer.category, country: offer.country, city, page: 1, seed: 0, window });
  const query = new URLSearchParams({ pais: offer.country, desde: window.from, hasta: window.to });
  if (city) query.set("ciudad", city);
  for (const skill of offer.category) query.append("habilidad", skill);
  return {
    window,
    place: [city, offer.country].filter(Boolean).join(", "),
    technicians: result.technicians.slice(0, SUGGESTIONS_SHOWN),
    free: result.free,
    count: result.count,
    capped: result.capped,
    searchQuery: query.toString(),
  };
}
