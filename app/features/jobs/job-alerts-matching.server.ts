import { and, asc, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import { userFollows } from "~/db/schema/follows";
import { jobAlerts } from "~/db/schema/job-alerts";
import { jobOffers } from "~/db/schema/job-board";
import { userBlocks } from "~/db/schema/moderation";
import { notHidden } from "~/features/moderation/public.server";
import type { Ctx } from "~/lib/context.server";
import { onTheBoard } from "./offer-access.server";

/** Members handed to the notifications at a time (the notifications' own batch size). */
const ALERT_MATCH_PAGE = 100;

/**
 * SQL true when an alert's filters select the offer, as /jobs would with the alert's URL: the
 * category contained in the offer's, equal job type, experience and country, remote meaning
 * `remote_allowed`, and the text found in `search_text` exactly as job-search escapes and normalises it.
 */
function alertSelectsOffer(): SQL {
  const escaped = sql`replace(replace(replace(${jobAlerts.q}, ${"\\"}, ${"\\\\"}), ${"%"}, ${"\\%"}), ${"_"}, ${"\\_"})`;
  return sql`(${jobAlerts.category} is null or ${jobOffers.category} @> array[${jobAlerts.category}]::text[])
    and (${jobAlerts.jobType} is null or ${jobAlerts.jobType} = ${jobOffers.jobType})
    and (${jobAlerts.experienceLevel} is null or ${jobAlerts.experienceLevel} = ${jobOffers.experienceLevel})
    and (not ${jobAlerts.remote} or ${jobOffers.remoteAllowed})
    and (${jobAlerts.country} is null or ${jobAlerts.country} = ${jobOffers.country})
    and (${jobAlerts.q} is null or ${jobOffers.searchText} like '%' || redav_unaccent(lower(${escaped})) || '%')`;
}

/** SQL true when the alert's owner already hears of the company's offers (follows it) or one of the two blocked the other. */
function toldOrBlocked(): SQL {
  return sql`exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${jobAlerts.userId} and ${userFollows.followingId} = ${jobOffers.creatorId})
    or exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${jobAlerts.userId} and ${userBlocks.blockedId} = ${jobOffers.creatorId})
      or (${userBlocks.blockerId} = ${jobOffers.creatorId} and ${userBlocks.blockedId} = ${jobAlerts.userId}))`;
}

/**
 * The members to tell of a newly published offer, a page (100) at a time in user-id order (the
 * table is never read whole): each has at least one alert that selects the offer, is not the offer's
 * company, does not follow the company (followers are told by their own notification) and has no
 * block with it. The offer is read again by id for every page: once it is off the board (closed,
 * expired, its company suspended) nobody more is told.
 */
export async function* jobAlertRecipientPages(ctx: Pick<Ctx, "db" | "now">, jobId: number, pageSize = ALERT_MATCH_PAGE): AsyncGenerator<string[]> {
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return;
  let after = "";
  for (;;) {
    const rows = await ctx.db
      .selectDistinct({ userId: jobAlerts.userId })
      .from(jobAlerts)
      .innerJoin(jobOffers, eq(jobOffers.id, jobId))
      .where(
        and(
          gt(jobAlerts.userId, after),
          onTheBoard(ctx.now()),
          notHidden(sql`${jobOffers.creatorId}`),
          ne(jobAlerts.userId, jobOffers.creatorId),
          alertSelectsOffer(),
          sql`not (${toldOrBlocked()})`,
        ),
      )
      .orderBy(asc(jobAlerts.userId))
      .limit(pageSize);
    if (rows.length > 0) yield rows.map((row) => row.userId);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].userId;
  }
}
