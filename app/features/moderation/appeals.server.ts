import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { rawQuery } from "~/db/raw-query";
import { type APPEAL_STATUSES, accountSuspensions, suspensionAppeals } from "~/db/schema/moderation";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { purgePages } from "~/lib/page-cache.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";
import { displayName, type NameParts } from "~/lib/vocabulary/display-name";
import { type AccountKind, isCompany, memberName, profileJoins } from "./accounts.server";
import { moderationPolicy } from "./policy";
import { appealTokenHash, mailSuspensionNotice, moderationReason } from "./suspension-notice.server";
import { SUSPENSION_TEXTS } from "./suspension-texts";
import { liftSuspension } from "./suspensions.server";

/** Appeals are sent without an account, so they are counted per client address. */
export const APPEAL_LIMITS = {
  perIp: { name: "appeal-ip", max: 10, windowSeconds: 3600 },
} as const satisfies Record<string, LimitRule>;

export const APPEALS_PAGE_SIZE = 20;
/** Appeal ids are bigint, read as JavaScript numbers: 15 digits stay exact. */
const APPEAL_ID = /^[1-9][0-9]{0,14}$/;

export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** What the appeal page tells the holder of a valid link: the suspension's reason and whether they may still appeal. */
export type AppealLink = { reason: string | null; state: "ready" | "under-review" | "decided" };

/** An appeal as the admins' queue shows it. */
export type QueuedAppeal = {
  id: number;
  member: { id: string; kind: AccountKind; name: string };
  message: string;
  status: AppealStatus;
  createdAt: string;
  decidedAt: string | null;
  decisionReason: string | null;
  /** The suspension the appeal is about while it lasts (null once lifted). */
  suspension: { reason: string | null; suspendedAt: string } | null;
};

export type AppealQueue = { appeals: QueuedAppeal[]; total: number; open: number; page: number; pages: number; filter: "open" | "all" };

/** The suspension an appeal link belongs to (locked for the caller's transaction when asked), or 404 'APPEAL_LINK_INVALID'. */
async function suspensionOfLink(db: Db, token: unknown, lock: boolean): Promise<{ userId: string; suspendedAt: Date; reason: string | null }> {
  const hash = appealTokenHash(token);
  if (!hash) throw new AppError("APPEAL_LINK_INVALID", 404);
  const query = db
    .select({ userId: accountSuspensions.userId, suspendedAt: accountSuspensions.suspendedAt, reason: accountSuspensions.reason })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.appealTokenHash, hash))
    .limit(1);
  const [suspension] = lock ? await query.for("update") : await query;
  if (!suspension) throw new AppError("APPEAL_LINK_INVALID", 404);
  return suspension;
}

/** The state of the member's latest appeal of this suspension (sent since it began), or null when they have not appealed it. */
async function appealOfSuspension(db: Db, suspension: { userId: string; suspendedAt: Date }): Promise<AppealStatus | null> {
  const [latest] = await db
    .select({ status: suspensionAppeals.status })
    .from(suspensionAppeals)
    .where(and(eq(suspensionAppeals.userId, suspension.userId), gte(suspensionAppeals.createdAt, suspension.suspendedAt)))
    .orderBy(desc(suspensionAppeals.createdAt), desc(suspensionAppeals.id))
    .limit(1);
  return latest?.status ?? null;
}

/**
 * What the link of a suspension e-mail opens (/apelar?token=…): the suspension's reason and whether
 * the member may appeal, has an appeal under review, or was already answered. A link that is not one,
 * or whose suspension was lifted, is 404 'APPEAL_LINK_INVALID'.
 */
export async function appealLink(ctx: Ctx, token: unknown): Promise<AppealLink> {
  const suspension = await suspensionOfLink(ctx.db, token, false);
  const appeal = await appealOfSuspension(ctx.db, suspension);
  return { reason: suspension.reason, state: appeal === null ? "ready" : appeal === "open" ? "under-review" : "decided" };
}

/**
 * A suspended member appeals from the link of their suspension e-mail (no account needed: the link
 * is the proof) with a message of 20 to 2000 characters; it reaches the admins' queue. One appeal per
 * suspension: a second, even sent at the same moment, is 409 (under review, or already answered).
 * Counted per client address (429 after 10 an hour); a dead link is 404, checked before the message.
 */
export async function sendAppeal(ctx: Ctx, input: { token?: unknown; message?: unknown }): Promise<{ status: "open" }> {
  await consumeLimit(ctx, APPEAL_LIMITS.perIp, ctx.ip, "APPEAL_LIMIT");
  await withTransaction(ctx, async (tx) => {
    const suspension = await suspensionOfLink(tx.db, input.token, true);
    const appeal = await appealOfSuspension(tx.db, suspension);
    if (appeal === "open") throw new AppError("APPEAL_UNDER_REVIEW", 409);
    if (appeal !== null) throw new AppError("APPEAL_ALREADY_DECIDED", 409);
    const message = appealMessage(input.message);
    try {
      await tx.db.insert(suspensionAppeals).values({ userId: suspension.userId, message, createdAt: tx.now() });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("APPEAL_UNDER_REVIEW", 409);
      throw error;
    }
  });
  return { status: "open" };
}

/** An appeal's text under the text rule: 20 to 2000 characters (400 naming the field `message`). */
function appealMessage(raw: unknown): string {
  const { min, max } = SUSPENSION_TEXTS.appeal;
  const message = cleanText(raw, "multiline", "message");
  if (textLength(message) < min) throw new AppError("APPEAL_MESSAGE_REQUIRED", 400, { min }, "message");
  if (textLength(message) > max) throw new AppError("APPEAL_MESSAGE_TOO_LONG", 400, { max }, "message");
  return message;
}

type QueueRow = {
  id: number | string;
  user_id: string;
  company: boolean;
  name: NameParts;
  message: string;
  status: AppealStatus;
  created_at: Date | string;
  decided_at: Date | string | null;
  decision_reason: string | null;
  suspension_reason: string | null;
  suspended_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The appeals a queue filter shows, as SQL on `a`. */
const appealsIn = (filter: "open" | "all") => (filter === "open" ? sql`a.status = 'open'` : sql`true`);

const APPEALS = rawQuery(
  "moderation.appeal-page",
  (filter: "open" | "all", limit: number, offset: number) => {
    const order = filter === "open" ? sql`a.created_at asc, a.id asc` : sql`a.created_at desc, a.id desc`;
    return sql<QueueRow>`select a.id, a.user_id, ${isCompany("m")} as company, ${memberName("m")} as name, a.message, a.status, a.created_at,
                 a.decided_at, a.decision_reason, s.reason as suspension_reason, s.suspended_at
          from suspension_appeals a
          ${profileJoins(sql`a.user_id`, "m")}
          left join account_suspensions s on s.user_id = a.user_id
          where ${appealsIn(filter)}
          order by ${order}
          limit ${limit} offset ${offset}`;
  },
  [
    ["open", 20, 0],
    ["all", 20, 20],
  ],
);

const APPEAL_COUNTS = rawQuery(
  "moderation.appeal-counts",
  (filter: "open" | "all") =>
    sql<{
      total: number | string;
      open: number | string;
    }>`select count(*) filter (where ${appealsIn(filter)})::int as total, count(*) filter (where status = 'open')::int as open from suspension_appeals a`,
  [["open"], ["all"]],
);

/**
 * The admins' queue of appeals: the open ones, oldest first, or all of them, newest first; 20 a page,
 * each with the member's name, the suspension's reason and date, the appeal's text and date and, once
 * decided, the decision's reason. Admins only (403 for anyone else).
 */
export async function appealQueue(ctx: Ctx, input: { filter?: string; page?: number }): Promise<AppealQueue> {
  moderationPolicy.authorize(ctx.actor, "decideAppeals");
  const filter = input.filter === "all" ? "all" : "open";
  const listed = await pagedList({
    page: pageNumber(input.page ?? 1),
    size: APPEALS_PAGE_SIZE,
    rows: ({ limit, offset }) => APPEALS.rows(ctx.db, filter, limit, offset),
    count: () => APPEAL_COUNTS.rows(ctx.db, filter),
  });
  const { t } = serverI18n(ctx.locale);
  return {
    appeals: listed.rows.map((row) => ({
      id: Number(row.id),
      member: { id: row.user_id, kind: row.company ? "company" : "individual", name: displayName(t, row.name) },
      message: row.message,
      status: row.status,
      createdAt: iso(row.created_at),
      decidedAt: row.decided_at ? iso(row.decided_at) : null,
      decisionReason: row.decision_reason,
      suspension: row.suspended_at ? { reason: row.suspension_reason, suspendedAt: iso(row.suspended_at) } : null,
    })),
    total: listed.total,
    open: Number(listed.counted?.open ?? 0),
    page: listed.page,
    pages: listed.pages,
    filter,
  };
}

/**
 * An admin decides an open appeal, once (409 'APPEAL_DECIDED' afterwards), with a reason of 10 to
 * 1000 characters: `lift` deletes the suspension (the member can sign in again), `uphold` keeps it.
 * In the same transaction: the appeal's decision, the audit log, and the member's e-mail with the
 * reason. Admins only.
 */
export async function decideAppeal(ctx: Ctx, input: { appealId?: unknown; decision?: unknown; reason?: unknown }): Promise<{ status: "lifted" | "upheld" }> {
  const admin = moderationPolicy.authorize(ctx.actor, "decideAppeals");
  const rawId = typeof input.appealId === "string" || typeof input.appealId === "number" ? String(input.appealId).trim() : "";
  if (!APPEAL_ID.test(rawId)) throw new AppError("APPEAL_NOT_FOUND", 404);
  const id = Number(rawId);
  if (input.decision !== "lift" && input.decision !== "uphold") throw new AppError("UNKNOWN_INTENT", 400);
  const status = input.decision === "lift" ? "lifted" : "upheld";
  const reason = moderationReason(input.reason);
  await withTransaction(ctx, async (tx) => {
    const [appeal] = await tx.db
      .select({ userId: suspensionAppeals.userId, status: suspensionAppeals.status })
      .from(suspensionAppeals)
      .where(eq(suspensionAppeals.id, id))
      .for("update")
      .limit(1);
    if (!appeal) throw new AppError("APPEAL_NOT_FOUND", 404);
    if (appeal.status !== "open") throw new AppError("APPEAL_DECIDED", 409);
    await tx.db.update(suspensionAppeals).set({ status, decidedAt: tx.now(), decidedBy: admin.id, decisionReason: reason }).where(eq(suspensionAppeals.id, id));
    const [suspension] = await tx.db
      .select({ reason: accountSuspensions.reason })
      .from(accountSuspensions)
      .where(eq(accountSuspensions.userId, appeal.userId))
      .for("update")
      .limit(1);
    if (status === "lifted") await liftSuspension(tx, appeal.userId, reason);
    else await mailSuspensionNotice(tx.db, appeal.userId, { kind: "upheld", reason });
    await recordAdminAction(tx, {
      action: status === "lifted" ? "appeal.lift" : "appeal.uphold",
      targetType: "appeal",
      targetId: String(id),
      subjectId: appeal.userId,
      before: { status: "open", suspended: Boolean(suspension), suspensionReason: suspension?.reason ?? null },
      after: { status, suspended: status === "upheld" && Boolean(suspension), reason },
    });
  });
  if (status === "lifted") {
    await purgePages(ctx.db, "/explore");
    // A technician's page (technician-pages sits above this feature) and the sitemaps that list it.
    await purgePages(ctx.db, "/tecnicos");
    await purgePages(ctx.db, "/sitemap");
  }
  return { status };
}
