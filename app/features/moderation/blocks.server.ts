import { and, count, eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { userFollows } from "~/db/schema/follows";
import { userBlocks } from "~/db/schema/moderation";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { purgePages } from "~/lib/page-cache.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { displayName, type NameParts } from "~/lib/vocabulary/display-name";
import { type AccountKind, checkedMemberId, isCompany, memberName, profileJoins, requireMember } from "./accounts.server";
import { type DbSource, dbOf } from "./db-source";

export const BLOCKS_PAGE_SIZE = 20;

export type BlockStatus = { blockedByMe: boolean; blockedMe: boolean };
export type BlockedMember = { id: string; kind: AccountKind; name: string; blockedAt: string };
export type BlockedPage = { items: BlockedMember[]; total: number; page: number; pages: number };

/** The transaction lock of an unordered pair of accounts: a block and a write between the two (a follow) never interleave. */
async function lockPair(db: Db, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`blocks:${low}:${high}`}))`);
}

/**
 * Whether either of two accounts blocked the other, in one query. With `lock` (inside a
 * transaction) it first takes the pair's lock that `block` holds, so a write that follows it in the
 * same transaction cannot slip in beside a block being made.
 */
export async function isBlockedBetween(source: DbSource, a: string, b: string, options: { lock?: boolean } = {}): Promise<boolean> {
  if (!a || !b || a === b) return false;
  const db = dbOf(source);
  if (options.lock) await lockPair(db, a, b);
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))))
    .limit(1);
  return rows.length > 0;
}

/** Between the signed-in user and another account: whether the user blocked them and whether they blocked the user; both false when signed out. */
export async function blockStatus(ctx: Ctx, otherId: string): Promise<BlockStatus> {
  const me = ctx.actor?.id;
  if (!me || !otherId || otherId === me) return { blockedByMe: false, blockedMe: false };
  const rows = await ctx.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, otherId)), and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, me))));
  return { blockedByMe: rows.some((row) => row.blockerId === me), blockedMe: rows.some((row) => row.blockerId === otherId) };
}

/**
 * Forgets the cached technicians' pages on every instance after a block changes (technician-pages sits
 * above this feature, so the whole `/tecnicos` prefix): the cache holds only visitors' copies, which a
 * block does not change, so this keeps the rule "every change purges the page" without relying on that.
 */
async function forgetTechnicianPages(ctx: Ctx): Promise<void> {
  await purgePages(ctx.db, "/tecnicos");
}

/**
 * The signed-in user blocks an account: from then on neither can message the other, neither can
 * follow the other and the user no longer finds them in searches. The follows between the two end
 * in the same transaction. Blocking twice (even at once) keeps one block; never oneself (400), never
 * an unknown account (404).
 */
export async function block(ctx: Ctx, rawId: unknown): Promise<{ blocked: true }> {
  const actor = requireActor(ctx);
  const id = checkedMemberId(rawId);
  if (id === actor.id) throw new AppError("BLOCK_SELF", 400);
  await requireMember(ctx, id);
  await withTransaction(ctx, async (tx) => {
    await lockPair(tx.db, actor.id, id);
    await tx.db.insert(userBlocks).values({ blockerId: actor.id, blockedId: id, createdAt: ctx.now() }).onConflictDoNothing();
    await tx.db
      .delete(userFollows)
      .where(
        or(
          and(eq(userFollows.followerId, actor.id), eq(userFollows.followingId, id)),
          and(eq(userFollows.followerId, id), eq(userFollows.followingId, actor.id)),
        ),
      );
  });
  await forgetTechnicianPages(ctx);
  return { blocked: true };
}

/** The signed-in user lifts their own block of an account (only the blocker can); lifting one that does not exist succeeds. */
export async function unblock(ctx: Ctx, rawId: unknown): Promise<{ blocked: false }> {
  const actor = requireActor(ctx);
  const id = checkedMemberId(rawId);
  await ctx.db.delete(userBlocks).where(and(eq(userBlocks.blockerId, actor.id), eq(userBlocks.blockedId, id)));
  await forgetTechnicianPages(ctx);
  return { blocked: false };
}

const BLOCKED = rawQuery(
  "moderation.blocked-page",
  (blockerId: string, limit: number, offset: number) =>
    sql<{
      id: string;
      company: boolean;
      name: NameParts;
      created_at: Date | string;
    }>`select b.blocked_id as id, ${isCompany("m")} as company, ${memberName("m")} as name, b.created_at
          from user_blocks b ${profileJoins(sql`b.blocked_id`, "m")}
          where b.blocker_id = ${blockerId}
          order by b.created_at desc, b.blocked_id
          limit ${limit} offset ${offset}`,
  [["someone", 20, 0]],
);

/** A page (20, newest first) of the accounts the signed-in user blocked, with their names, and the exact total. */
export async function listBlocked(ctx: Ctx, requestedPage: number): Promise<BlockedPage> {
  const actor = requireActor(ctx);
  const listed = await pagedList({
    page: pageNumber(requestedPage),
    size: BLOCKS_PAGE_SIZE,
    rows: ({ limit, offset }) => BLOCKED.rows(ctx.db, actor.id, limit, offset),
    count: () => ctx.db.select({ total: count() }).from(userBlocks).where(eq(userBlocks.blockerId, actor.id)),
  });
  const { t } = serverI18n(ctx.locale);
  return {
    items: listed.rows.map((row) => ({
      id: row.id,
      kind: row.company ? "company" : "individual",
      name: displayName(t, row.name),
      blockedAt: new Date(row.created_at).toISOString(),
    })),
    total: listed.total,
    page: listed.page,
    pages: listed.pages,
  };
}

/** The block button's form (`intent` block or unblock, `userId`) applied for the signed-in user: the new state. */
export async function changeBlock(ctx: Ctx, values: Record<string, string>): Promise<{ blocked: boolean }> {
  requireActor(ctx);
  if (values.intent === "block") return block(ctx, values.userId);
  if (values.intent === "unblock") return unblock(ctx, values.userId);
  throw new AppError("BAD_REQUEST", 400);
}
