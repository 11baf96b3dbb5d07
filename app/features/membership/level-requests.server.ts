import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { isUniqueViolation } from "~/db/errors";
import { rawQuery } from "~/db/raw-query";
import { levelRequests } from "~/db/schema/membership";
import { userProfiles } from "~/db/schema/profiles";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError, errorKey } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { parseInput } from "~/lib/parse-input.server";
import { textField } from "~/lib/text-input";
import { displayName } from "~/lib/vocabulary/display-name";
import { announceLevelDecision } from "./level-notice.server";
import { heldLevel, membershipPolicy } from "./policy";

export const LEVEL_QUEUE_PAGE_SIZE = 25;

/** A page of the level requests: pending ones first, oldest first, then the rest newest first; with the member's names. */
const QUEUE = rawQuery(
  "membership.level-queue",
  (limit: number, offset: number) =>
    sql<{
      id: number | string;
      user_id: string;
      first_name: string | null;
      last_name: string | null;
      email: string;
      from_level: string;
      requested_level: "silver" | "gold";
      note: string | null;
      status: LevelRequest["status"];
      created_at: Date | string;
      decided_at: Date | string | null;
    }>`select r.id, r.user_id, p.first_name, p.last_name, coalesce(p.email, '') as email,
                 r.from_level, r.requested_level, r.note, r.status, r.created_at, r.decided_at
          from level_requests r left join user_profiles p on p.id = r.user_id
          order by (r.status = 'pending') desc, case when r.status = 'pending' then r.created_at end asc, r.created_at desc, r.id desc
          limit ${limit} offset ${offset}`,
  [[LEVEL_QUEUE_PAGE_SIZE, 0]],
);

const QUEUE_COUNTS = rawQuery(
  "membership.level-queue-counts",
  () =>
    sql<{
      total: number | string;
      pending: number | string;
    }>`select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending from level_requests`,
  [[]],
);
const NOTE_MAX = 500;

const requestInput = z.object({
  level: z.enum(["silver", "gold"], { error: errorKey("LEVEL_REQUEST_INVALID") }),
  note: textField({ max: NOTE_MAX, shape: "multiline" })
    .optional()
    .transform((value) => value || null),
});

/** A member's request as they and the admins see it. */
export type LevelRequest = {
  id: number;
  userId: string;
  name: string;
  email: string;
  fromLevel: string;
  requestedLevel: "silver" | "gold";
  note: string | null;
  status: "pending" | "approved" | "refused";
  createdAt: string;
  decidedAt: string | null;
};

/**
 * An individual asks for a higher level (silver or gold) with an optional note of up to 500
 * characters. One request waits at a time: a second, even sent at the same moment, is 409.
 */
export async function requestLevel(ctx: Ctx, raw: { level?: unknown; note?: unknown }): Promise<{ id: number }> {
  const actor = membershipPolicy.authorize(requireActor(ctx), "askForLevel");
  const input = parseInput(requestInput, raw);
  membershipPolicy.authorize(actor, "askForThisLevel", input.level);
  try {
    const [row] = await ctx.db
      .insert(levelRequests)
      .values({ userId: actor.id, fromLevel: heldLevel(actor), requestedLevel: input.level, note: input.note, createdAt: ctx.now() })
      .returning({ id: levelRequests.id });
    return { id: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("LEVEL_REQUEST_PENDING", 409);
    throw error;
  }
}

/** The signed-in individual's latest request (pending, or decided), or null. */
export async function myLevelRequest(ctx: Ctx): Promise<Pick<LevelRequest, "requestedLevel" | "status" | "createdAt" | "decidedAt"> | null> {
  const actor = requireActor(ctx);
  if (!membershipPolicy.can(actor, "askForLevel")) return null;
  const [row] = await ctx.db
    .select({
      requestedLevel: levelRequests.requestedLevel,
      status: levelRequests.status,
      createdAt: levelRequests.createdAt,
      decidedAt: levelRequests.decidedAt,
    })
    .from(levelRequests)
    .where(eq(levelRequests.userId, actor.id))
    .orderBy(desc(levelRequests.createdAt))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null } : null;
}

/** The admins' queue: pending requests first (oldest first), then the decided ones (newest first), 25 a page, with each member's name and e-mail. */
export async function levelRequestQueue(
  ctx: Ctx,
  page: number,
): Promise<{ requests: LevelRequest[]; total: number; pending: number; page: number; pages: number }> {
  membershipPolicy.authorize(requireActor(ctx), "decideLevelRequests");
  const listed = await pagedList({
    page: pageNumber(page),
    size: LEVEL_QUEUE_PAGE_SIZE,
    rows: ({ limit, offset }) => QUEUE.rows(ctx.db, limit, offset),
    count: () => QUEUE_COUNTS.rows(ctx.db),
  });
  const { t } = serverI18n(ctx.locale);
  return {
    requests: listed.rows.map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      name: displayName(t, { company: false, firstName: row.first_name, lastName: row.last_name, email: row.email }),
      email: row.email,
      fromLevel: row.from_level,
      requestedLevel: row.requested_level,
      note: row.note,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    })),
    total: listed.total,
    pending: Number(listed.counted?.pending ?? 0),
    page: listed.page,
    pages: listed.pages,
  };
}

/**
 * An admin approves or refuses a pending request, once (409 afterwards). Approving sets the member's
 * level, which their next request already sees (guards and areas follow). In the same transaction:
 * the audit log, and the member told in the app and by e-mail.
 */
export async function decideLevelRequest(ctx: Ctx, input: { id: unknown; approve: boolean }): Promise<{ status: "approved" | "refused" }> {
  membershipPolicy.authorize(requireActor(ctx), "decideLevelRequests");
  const id = typeof input.id === "string" && /^\d{1,15}$/.test(input.id) ? Number(input.id) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new AppError("LEVEL_REQUEST_NOT_FOUND", 404);
  const status = input.approve ? "approved" : "refused";
  const memberId = await withTransaction(ctx, async (tx) => {
    const [request] = await tx.db.select().from(levelRequests).where(eq(levelRequests.id, id)).for("update").limit(1);
    if (!request) throw new AppError("LEVEL_REQUEST_NOT_FOUND", 404);
    if (request.status !== "pending") throw new AppError("LEVEL_REQUEST_DECIDED", 409);
    const [profile] = await tx.db
      .select({ level: userProfiles.membershipLevel })
      .from(userProfiles)
      .where(eq(userProfiles.id, request.userId))
      .for("update")
      .limit(1);
    if (!profile) throw new AppError("LEVEL_REQUEST_NOT_FOUND", 404);
    await tx.db
      .update(levelRequests)
      .set({ status, decidedBy: tx.actor?.id ?? null, decidedAt: tx.now() })
      .where(and(eq(levelRequests.id, id), eq(levelRequests.status, "pending")));
    if (input.approve) {
      await tx.db.update(userProfiles).set({ membershipLevel: request.requestedLevel, updatedAt: tx.now() }).where(eq(userProfiles.id, request.userId));
    }
    const level = input.approve ? request.requestedLevel : profile.level;
    await recordAdminAction(tx, {
      action: input.approve ? "level-request.approve" : "level-request.refuse",
      targetType: "level-request",
      targetId: String(id),
      subjectId: request.userId,
      before: { status: "pending", level: profile.level },
      after: { status, level },
    });
    await announceLevelDecision(tx.db, { userId: request.userId, outcome: status, level, previousLevel: profile.level });
    return request.userId;
  });
  // The member's public page shows their level's badge (issue 38).
  await purgeMemberPage(ctx.db, memberId);
  return { status };
}
