import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { userFollows } from "~/db/schema/follows";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { isBlockedBetween, notHidden, visibleTo } from "~/features/moderation/public.server";
import type { Actor } from "~/lib/actor";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { countryLabel } from "~/lib/vocabulary/countries";
import { displayName } from "~/lib/vocabulary/display-name";

export const FOLLOWS_PAGE_SIZE = 50;
const STATUS_IDS_LIMIT = 200;

export type FollowCounts = { followers: number; following: number };
export type FollowListItem = { id: string; kind: "individual" | "company"; name: string; headline: string | null; place: string | null; followedAt: string };
export type FollowList = { items: FollowListItem[]; total: number; page: number; hasMore: boolean };

/** Issue 20 §4: follow and unfollow changes a member may make in an hour (a person never does; a toggling script meets it). */
export const FOLLOW_CHANGES_PER_HOUR: LimitRule = { name: "follow-changes", max: 200, windowSeconds: 60 * 60 };

/** Spec §5 Follow: the signed-in follower, or 'Usuario no autenticado' (401); each change counts toward the hourly limit (429, saying when). */
async function follower(ctx: Ctx): Promise<Actor> {
  if (!ctx.actor) throw new AppError("NOT_AUTHENTICATED", 401);
  await consumeLimit(ctx, FOLLOW_CHANGES_PER_HOUR, ctx.actor.id, "FOLLOW_TOGGLE_LIMIT");
  return ctx.actor;
}

/** Whether an account is a technician or a company; 404 when it has no profile. */
async function followingType(ctx: Ctx, id: string): Promise<"technician" | "company"> {
  const [row] = await ctx.db
    .select({
      company: sql<boolean>`exists (select 1 from ${companyProfiles} where ${companyProfiles.id} = ${id})`,
      technician: sql<boolean>`exists (select 1 from ${userProfiles} where ${userProfiles.id} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  if (row?.company) return "company";
  if (row?.technician) return "technician";
  throw new AppError("PROFILE_NOT_FOUND", 404);
}

/**
 * The signed-in user follows a profile. Following someone already followed succeeds and changes
 * nothing; a new follow tells the followed member through the outbox (batched into one notification
 * per member), committed together with the follow. Refused (403) when either blocked the other,
 * under the pair's lock, so a follow never survives a block made at the same moment. A member makes
 * at most 200 follow changes an hour.
 */
export async function follow(ctx: Ctx, followingId: string): Promise<{ following: true; followers: number }> {
  const actor = await follower(ctx);
  if (followingId === actor.id) throw new AppError("FOLLOW_SELF", 400);
  const type = await followingType(ctx, followingId);
  await withTransaction(ctx, async (tx) => {
    if (await isBlockedBetween(tx, actor.id, followingId, { lock: true })) throw new AppError("FOLLOW_BLOCKED", 403);
    const inserted = await tx.db
      .insert(userFollows)
      .values({ followerId: actor.id, followingId, followingType: type })
      .onConflictDoNothing()
      .returning({ id: userFollows.id });
    if (inserted.length === 0) return;
    await enqueue(tx.db, { type: "follow.created", payload: { followerId: actor.id, followedId: followingId, followerName: actor.displayName } });
  });
  return { following: true, followers: (await followCounts(ctx, followingId)).followers };
}

/** The signed-in user stops following a profile (the row is deleted); unfollowing someone not followed succeeds. */
export async function unfollow(ctx: Ctx, followingId: string): Promise<{ following: false; followers: number }> {
  const actor = await follower(ctx);
  await ctx.db.delete(userFollows).where(and(eq(userFollows.followerId, actor.id), eq(userFollows.followingId, followingId)));
  return { following: false, followers: (await followCounts(ctx, followingId)).followers };
}

/** How many follow a profile and how many it follows, in one query; suspended accounts are not counted. */
export async function followCounts(ctx: Pick<Ctx, "db">, id: string): Promise<FollowCounts> {
  const [row] = await ctx.db
    .select({
      followers: sql<number>`(select count(*) from ${userFollows} where ${userFollows.followingId} = ${id} and ${notHidden(sql`${userFollows.followerId}`)})::int`,
      following: sql<number>`(select count(*) from ${userFollows} where ${userFollows.followerId} = ${id} and ${notHidden(sql`${userFollows.followingId}`)})::int`,
    })
    .from(sql`(select 1) as one`);
  return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
}

/** Which of these profiles the signed-in user follows, in one query (grids ask for a page at once); empty when signed out. */
export async function followStatus(ctx: Ctx, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)].slice(0, STATUS_IDS_LIMIT);
  if (!ctx.actor || wanted.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: userFollows.followingId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, ctx.actor.id), inArray(userFollows.followingId, wanted)));
  return new Set(rows.map((row) => row.id));
}

/** Whether the signed-in user follows one profile. */
export async function isFollowing(ctx: Ctx, id: string): Promise<boolean> {
  return (await followStatus(ctx, [id])).has(id);
}

/**
 * A page (50, newest first) of a profile's followers or of the profiles it follows, each with the
 * name and headline of its profile (technician or company), and the exact total. Suspended
 * accounts and those the viewer blocked are left out of both, as in every other list.
 */
export async function listFollows(ctx: Ctx, input: { profileId: string; direction: "followers" | "following"; page: number }): Promise<FollowList> {
  const mine = input.direction === "followers" ? userFollows.followingId : userFollows.followerId;
  const other = input.direction === "followers" ? userFollows.followerId : userFollows.followingId;
  const shown = and(eq(mine, input.profileId), visibleTo(ctx.actor?.id ?? null, sql`${other}`));
  const listed = await pagedList({
    page: pageNumber(input.page),
    size: FOLLOWS_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select({
          id: other,
          createdAt: userFollows.createdAt,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          jobTitle: userProfiles.jobTitle,
          personCity: userProfiles.city,
          personCountry: userProfiles.country,
          companyName: companyProfiles.companyName,
          category: companyProfiles.mainCategory,
          companyCity: companyProfiles.city,
          companyCountry: companyProfiles.country,
        })
        .from(userFollows)
        .leftJoin(userProfiles, eq(userProfiles.id, other))
        .leftJoin(companyProfiles, eq(companyProfiles.id, other))
        .where(shown)
        .orderBy(desc(userFollows.createdAt), desc(userFollows.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ total: count() }).from(userFollows).where(shown),
  });
  // The company's category and the country read in the viewer's language (decision 042).
  const { t } = serverI18n(ctx.locale);
  const items = listed.rows.map((row): FollowListItem => {
    const company = row.companyName !== null;
    const country = countryLabel(t, ctx.locale, company ? row.companyCountry : row.personCountry);
    const place = [company ? row.companyCity : row.personCity, country].filter(Boolean).join(", ");
    return {
      id: row.id,
      kind: company ? "company" : "individual",
      name: displayName(t, { company, companyName: row.companyName, firstName: row.firstName, lastName: row.lastName }),
      headline: company ? (row.category ? t(`common:companyCategories.${row.category}`, { defaultValue: row.category }) : null) : (row.jobTitle?.[0] ?? null),
      place: place || null,
      followedAt: row.createdAt.toISOString(),
    };
  });
  return { items, total: listed.total, page: listed.page, hasMore: listed.hasMore };
}

const FOLLOWER_PAGE = 500;

/** Every follower id of a profile, a page of 500 at a time in id order (a company with many followers is never read at once). */
export async function* followerIdPages(db: Ctx["db"], profileId: string): AsyncGenerator<string[]> {
  let after = "";
  for (;;) {
    const page = await db
      .select({ id: userFollows.followerId })
      .from(userFollows)
      .where(and(eq(userFollows.followingId, profileId), sql`${userFollows.followerId} > ${after}`))
      .orderBy(userFollows.followerId)
      .limit(FOLLOWER_PAGE);
    if (page.length === 0) return;
    yield page.map((row) => row.id);
    after = page[page.length - 1].id;
  }
}
