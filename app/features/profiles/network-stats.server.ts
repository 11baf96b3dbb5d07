import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { Ctx } from "~/lib/context.server";

export type NetworkStats = { technicians: number; companies: number; countries: number };

const NETWORK_STATS = rawQuery(
  "profiles.network-stats",
  () => sql<{ technicians: number; companies: number; countries: number }>`select
      (select count(*)::int from user_profiles p where not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null) as technicians,
      (select count(*)::int from company_profiles) as companies,
      (select count(*)::int from (select country from user_profiles where country is not null union select country from company_profiles where country is not null) places) as countries`,
  [[]],
);

/** The home page's figures, read from the database (one query): listed technicians, companies, and the countries they are in. */
export async function networkStats(ctx: Pick<Ctx, "db">): Promise<NetworkStats> {
  const [row] = await NETWORK_STATS.rows(ctx.db);
  return { technicians: Number(row?.technicians ?? 0), companies: Number(row?.companies ?? 0), countries: Number(row?.countries ?? 0) };
}
