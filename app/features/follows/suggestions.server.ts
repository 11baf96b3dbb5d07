import { sql } from "drizzle-orm";
import { queryRows } from "~/db/rows";
import { avatarUrl, type CardProfile } from "~/features/profiles/public";
import { parseArrayField } from "~/lib/array-field";
import { type Ctx, requireActor } from "~/lib/context.server";

export const SUGGESTIONS_DEFAULT = 10;

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  job_title: unknown;
  skills: unknown;
  city: string | null;
  country: string | null;
  profile_image_path: string | null;
  membership_level: string;
};

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
  const [result] = await queryRows<{ found: Row[] | string }>(ctx.db, sql`select suggested_technicians(${actor.id}, ${size}) as found`);
  const rows: Row[] = typeof result?.found === "string" ? JSON.parse(result.found) : (result?.found ?? []);
  return rows.map((row) => ({
    kind: "individual",
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    titles: parseArrayField(row.job_title),
    skills: parseArrayField(row.skills),
    city: row.city,
    country: row.country,
    text: null,
    gold: row.membership_level === "gold",
    foundingMember: false,
    imageUrl: avatarUrl(row.profile_image_path, 96),
    slug: null,
  }));
}
