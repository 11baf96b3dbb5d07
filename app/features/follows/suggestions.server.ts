import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { type CardProfile, type TechnicianRow, technicianCard } from "~/features/profiles/public";
import { type Ctx, requireActor } from "~/lib/context.server";

export const SUGGESTIONS_DEFAULT = 10;

const SUGGESTED = rawQuery(
  "follows.suggested-technicians",
  (userId: string, size: number) => sql<{ found: TechnicianRow[] | string }>`select suggested_technicians(${userId}, ${size}) as found`,
  [["someone", SUGGESTIONS_DEFAULT]],
);

/**
 * Spec §5 Suggestions: up to `limit` (10) listed technicians to follow, never the user and never
 * someone already followed; from the user's country first, then the newest. Spec's "fetch three
 * times as many, then exclude" is done in the query itself, so a heavy follower still gets `limit`.
 * The query is the database function `suggested_technicians` (migration 0014), planned once per
 * connection.
 */
export async function suggestedTechnicians(ctx: Ctx, limit = SUGGESTIONS_DEFAULT): Promise<CardProfile[]> {
  const actor = requireActor(ctx);
  const size = Math.min(Math.max(1, Math.floor(limit)), 30);
  const [result] = await SUGGESTED.rows(ctx.db, actor.id, size);
  const rows: TechnicianRow[] = typeof result?.found === "string" ? JSON.parse(result.found) : (result?.found ?? []);
  return rows.map((row) => technicianCard(row));
}
