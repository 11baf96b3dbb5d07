import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import { showCredits } from "~/db/schema/technician-pages";
import { notHidden } from "~/features/moderation/public.server";
import type { Ctx } from "~/lib/context.server";
import { fileUrl } from "~/lib/storage/buckets";
import { imageKey } from "~/lib/storage/image-key";

/** A technician of a company's confirmed crew, as its site lists them: the page's address, the name, a photo, and the latest show worked with the company. */
export type CrewMember = {
  handle: string;
  name: string;
  jobTitle: string | null;
  /** The profile photo's small size, or null. */
  photoUrl: string | null;
  production: string;
  /** The first day of that latest show (YYYY-MM-DD). */
  startsOn: string;
};

/** The most technicians a company's site lists. */
export const CREW_LIMIT = 24;

/**
 * The technicians a company's site may show as its confirmed crew (decision 063), newest show first,
 * at most `limit`, in one query: those with a show credit naming the company (`company_id`) that the
 * company confirmed (`verified_at`) and the technician lets it show (`show_on_company_site`, not `hidden`), whose
 * page anyone may see (visibility 'public', a handle, the account neither suspended, leaving nor
 * unverified) and with no block between the technician and the company either way.
 */
export async function confirmedCrewOf(ctx: Pick<Ctx, "db">, companyId: string, limit = CREW_LIMIT): Promise<CrewMember[]> {
  const latest = sql<string>`max(${showCredits.startsOn})`;
  const rows = await ctx.db
    .select({
      handle: userProfiles.handle,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      jobTitle: sql<string | null>`${userProfiles.jobTitle}[1]`,
      photo: userProfiles.profileImagePath,
      production: sql<string>`(array_agg(${showCredits.production} order by ${showCredits.startsOn} desc, ${showCredits.id}))[1]`,
      startsOn: sql<string>`${latest}::text`,
    })
    .from(showCredits)
    .innerJoin(userProfiles, eq(userProfiles.id, showCredits.userId))
    .where(
      and(
        eq(showCredits.companyId, companyId),
        isNotNull(showCredits.verifiedAt),
        eq(showCredits.showOnCompanySite, true),
        eq(showCredits.hidden, false),
        eq(userProfiles.pageVisibility, "public"),
        isNotNull(userProfiles.handle),
        notHidden(sql`${userProfiles.id}`),
        sql`not exists (select 1 from user_blocks crew_block where (crew_block.blocker_id = ${userProfiles.id} and crew_block.blocked_id = ${companyId}) or (crew_block.blocker_id = ${companyId} and crew_block.blocked_id = ${userProfiles.id}))`,
      ),
    )
    .groupBy(userProfiles.id)
    .orderBy(desc(latest), userProfiles.id)
    .limit(Math.max(0, Math.min(limit, CREW_LIMIT)));
  return rows.flatMap((row) =>
    row.handle
      ? [
          {
            handle: row.handle,
            name: [row.firstName, row.lastName].filter(Boolean).join(" ").trim(),
            jobTitle: row.jobTitle || null,
            photoUrl: row.photo ? fileUrl("profile-images", imageKey(row.photo, 96)) : null,
            production: row.production,
            startsOn: row.startsOn,
          },
        ]
      : [],
  );
}
