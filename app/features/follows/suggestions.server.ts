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
 */
export async function suggestedTechnicians(ctx: Ctx, limit = SUGGESTIONS_DEFAULT): Promise<CardProfile[]> {
  const actor = requireActor(ctx);
  const size = Math.min(Math.max(1, Math.floor(limit)), 30);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select p.id, p.first_name, p.last_name, p.job_title, p.skills, p.city, p.country, p.profile_image_path, p.membership_level
        from user_profiles p
        where not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null
          and p.id <> ${actor.id}
          and not exists (select 1 from user_follows f where f.follower_id = ${actor.id} and f.following_id = p.id)
        order by (p.country is not distinct from (select country from user_profiles where id = ${actor.id} union all select country from company_profiles where id = ${actor.id} limit 1)) desc, p.created_at desc
        limit ${size}`,
  );
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
