import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { user } from "~/db/schema/auth";
import { type HeldAboutMember, privacyRequests } from "~/db/schema/privacy";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError, errorKey } from "~/lib/errors";
import { asLocale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { queueMail } from "~/lib/mail/mail-queue.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { parseInput } from "~/lib/parse-input.server";
import type { HeldAboutSection } from "~/lib/personal-data.server";
import { textLength } from "~/lib/text";
import { textField } from "~/lib/text-input";
import { displayName, type NameParts } from "~/lib/vocabulary/display-name";
import { businessDeadline } from "./deadlines";
import { heldAboutMemberSections } from "./personal-data-registry.server";
import { privacyPolicy } from "./policy";
import { REQUEST_KINDS, type RequestKind } from "./request-kinds";

export const DETAILS_MIN = 10;
export const DETAILS_MAX = 2000;
export const ANSWER_MIN = 10;
export const ANSWER_MAX = 4000;
/** A member may keep this many requests open at once (a flood would bury the others' deadlines). */
export const OPEN_REQUESTS_MAX = 3;
export const QUEUE_PAGE_SIZE = 25;

const requestInput = z.object({
  kind: z.enum(REQUEST_KINDS, { error: errorKey("PRIVACY_REQUEST_KIND_INVALID") }),
  details: textField({ max: DETAILS_MAX, shape: "multiline", notText: errorKey("PRIVACY_REQUEST_DETAILS_REQUIRED") }),
});

/** A privacy request as its member and the admins see it. */
export type PrivacyRequestView = {
  id: number;
  kind: RequestKind;
  details: string;
  status: "open" | "answered";
  createdAt: string;
  dueAt: string;
  answeredAt: string | null;
  answer: string | null;
  /**
   * What other accounts keep about the member (companies' notes, issue 41): for an answered access
   * request, what its answer gave (read when it was answered); for an open one in the admins' queue,
   * what the answer would give now; null for other requests.
   */
  heldAboutMember: HeldAboutMember | null;
};

/** One request in the admins' queue: the view plus who filed it. */
export type QueuedPrivacyRequest = PrivacyRequestView & { userId: string; name: string; email: string; country: string | null };

type RequestRow = {
  id: number | string;
  kind: RequestKind;
  details: string;
  status: "open" | "answered";
  created_at: Date | string;
  due_at: Date | string;
  answered_at: Date | string | null;
  answer: string | null;
  held_about_member: HeldAboutMember | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toView(row: RequestRow): PrivacyRequestView {
  return {
    id: Number(row.id),
    kind: row.kind,
    details: row.details,
    status: row.status,
    createdAt: iso(row.created_at),
    dueAt: iso(row.due_at),
    answeredAt: row.answered_at ? iso(row.answered_at) : null,
    answer: row.answer,
    heldAboutMember: row.kind === "access" ? (row.held_about_member ?? null) : null,
  };
}

/** One section of what others keep about members; the database check plans every registered one. */
const HELD_ABOUT = rawQuery(
  "privacy.held-about-member",
  (section: HeldAboutSection, memberIds: string[]) => sql<Record<string, unknown>>`${section.query(memberIds)}`,
  () => heldAboutMemberSections().map((section): [HeldAboutSection, string[]] => [section, ["someone", "someone-else"]]),
);

/**
 * What other accounts keep about each of these members, by member id: every registered section read
 * once for all of them (so a page of requests costs one query per section), sections without rows left out.
 */
async function heldAboutMembers(db: Db, memberIds: string[]): Promise<Map<string, HeldAboutMember>> {
  const ids = [...new Set(memberIds)];
  const held = new Map<string, HeldAboutMember>(ids.map((id) => [id, []]));
  if (ids.length === 0) return held;
  for (const section of heldAboutMemberSections()) {
    const rows = await HELD_ABOUT.rows(db, section, ids);
    for (const id of ids) {
      const mine = rows
        .filter((row) => row.member_id === id)
        .map(({ member_id: _member, ...columns }) =>
          Object.fromEntries(Object.entries(columns).map(([key, value]) => [key, value === null || value === undefined ? null : String(value)])),
        );
      if (mine.length > 0) held.get(id)?.push({ section: section.name, rows: mine });
    }
  }
  return held;
}

/** A stored request as its member sees it. */
function viewOf(row: typeof privacyRequests.$inferSelect): PrivacyRequestView {
  return toView({
    id: row.id,
    kind: row.kind,
    details: row.details,
    status: row.status,
    created_at: row.createdAt,
    due_at: row.dueAt,
    answered_at: row.answeredAt,
    answer: row.answer,
    held_about_member: row.heldAboutMember,
  });
}

/**
 * A member files an access, correction or objection request with what they need (10 to 2,000
 * characters). Its deadline is five business days (Uruguay's term, the strictest, for everyone); at
 * most three stay open at once, even when sent together.
 */
export async function fileRequest(ctx: Ctx, raw: { kind?: unknown; details?: unknown }): Promise<PrivacyRequestView> {
  const actor = privacyPolicy.authorize(requireActor(ctx), "exerciseOwnRights");
  const input = parseInput(requestInput, raw);
  if (textLength(input.details) < DETAILS_MIN) throw new AppError("PRIVACY_REQUEST_DETAILS_REQUIRED", 400, { min: DETAILS_MIN }, "details");
  return withTransaction(ctx, async (tx) => {
    // One member's requests are counted under a lock of their own, so three sent at once cannot pass the limit together.
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`privacy-requests:${actor.id}`}))`);
    const [open] = await tx.db
      .select({ value: count() })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.userId, actor.id), eq(privacyRequests.status, "open")));
    if (Number(open?.value ?? 0) >= OPEN_REQUESTS_MAX) throw new AppError("PRIVACY_REQUEST_TOO_MANY", 429, { max: OPEN_REQUESTS_MAX });
    const [country] = await COUNTRY_OF.rows(tx.db, actor.id);
    const now = tx.now();
    const [row] = await tx.db
      .insert(privacyRequests)
      .values({ userId: actor.id, kind: input.kind, details: input.details, country: country?.country ?? null, createdAt: now, dueAt: businessDeadline(now) })
      .returning();
    return viewOf(row);
  });
}

/** The signed-in member's requests, newest first (at most 20: a member keeps few). */
export async function myPrivacyRequests(ctx: Ctx): Promise<PrivacyRequestView[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, actor.id))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(20);
  return rows.map(viewOf);
}

const QUEUE = rawQuery(
  "privacy.request-queue",
  (limit: number, offset: number) =>
    sql<
      RequestRow & { user_id: string; name: NameParts; email: string; country: string | null }
    >`select r.id, r.kind, r.details, r.status, r.created_at, r.due_at, r.answered_at, r.answer, r.held_about_member, r.user_id, r.country,
                 json_build_object('company', c.id is not null, 'companyName', c.company_name, 'accountName', u.name,
                                   'firstName', p.first_name, 'lastName', p.last_name, 'email', u.email) as name,
                 coalesce(u.email, '') as email
          from privacy_requests r
          left join "user" u on u.id = r.user_id
          left join user_profiles p on p.id = r.user_id
          left join company_profiles c on c.id = r.user_id
          order by (r.status = 'open') desc, case when r.status = 'open' then r.due_at end asc, r.created_at desc, r.id desc
          limit ${limit} offset ${offset}`,
  [[QUEUE_PAGE_SIZE, 0]],
);

const QUEUE_COUNTS = rawQuery(
  "privacy.request-queue-counts",
  () =>
    sql<{
      total: number | string;
      open: number | string;
    }>`select count(*)::int as total, count(*) filter (where status = 'open')::int as open from privacy_requests`,
  [[]],
);

/** The country of an account's profile (a member's or a company's). */
const COUNTRY_OF = rawQuery(
  "privacy.account-country",
  (userId: string) =>
    sql<{
      country: string | null;
    }>`select coalesce((select country from user_profiles where id = ${userId}), (select country from company_profiles where id = ${userId})) as country`,
  [["someone"]],
);

/** The admins' queue: open requests first, nearest deadline first, then the answered ones (newest first), 25 a page. */
export async function privacyRequestQueue(
  ctx: Ctx,
  page: number,
): Promise<{ requests: QueuedPrivacyRequest[]; total: number; open: number; page: number; pages: number }> {
  privacyPolicy.authorize(requireActor(ctx), "answerRequests");
  const listed = await pagedList({
    page: pageNumber(page),
    size: QUEUE_PAGE_SIZE,
    rows: ({ limit, offset }) => QUEUE.rows(ctx.db, limit, offset),
    count: () => QUEUE_COUNTS.rows(ctx.db),
  });
  const { t } = serverI18n(ctx.locale);
  // An open access request shows the admin what its answer will give of what others keep about the member.
  const preview = await heldAboutMembers(
    ctx.db,
    listed.rows.filter((row) => row.kind === "access" && row.status === "open").map((row) => row.user_id),
  );
  return {
    requests: listed.rows.map((row) => {
      const view = toView(row);
      const held = row.kind === "access" && row.status === "open" ? (preview.get(row.user_id) ?? []) : view.heldAboutMember;
      return { ...view, heldAboutMember: held, userId: row.user_id, name: displayName(t, row.name), email: row.email, country: row.country };
    }),
    total: listed.total,
    open: Number(listed.counted?.open ?? 0),
    page: listed.page,
    pages: listed.pages,
  };
}

/**
 * An admin answers an open request once (409 afterwards) with a text of 10 to 4,000 characters. An
 * access request's answer also keeps what other accounts hold about the member at that moment
 * (companies' notes and lists, decision 070), which the member then reads under it. In the same
 * transaction: the audit log, the member told in the app (through the outbox) and by e-mail.
 */
export async function answerPrivacyRequest(ctx: Ctx, raw: { id?: unknown; answer?: unknown }): Promise<void> {
  privacyPolicy.authorize(requireActor(ctx), "answerRequests");
  const id = typeof raw.id === "string" && /^\d{1,15}$/.test(raw.id) ? Number(raw.id) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new AppError("PRIVACY_REQUEST_NOT_FOUND", 404);
  const answer = parseInput(z.object({ answer: textField({ max: ANSWER_MAX, shape: "multiline", notText: errorKey("PRIVACY_ANSWER_REQUIRED") }) }), raw).answer;
  if (textLength(answer) < ANSWER_MIN) throw new AppError("PRIVACY_ANSWER_REQUIRED", 400, { min: ANSWER_MIN }, "answer");
  await withTransaction(ctx, async (tx) => {
    const [request] = await tx.db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for("update").limit(1);
    if (!request) throw new AppError("PRIVACY_REQUEST_NOT_FOUND", 404);
    if (request.status !== "open") throw new AppError("PRIVACY_REQUEST_ANSWERED", 409);
    const heldAboutMember = request.kind === "access" ? ((await heldAboutMembers(tx.db, [request.userId])).get(request.userId) ?? []) : null;
    await tx.db
      .update(privacyRequests)
      .set({ status: "answered", answer, answeredAt: tx.now(), answeredBy: tx.actor?.id ?? null, heldAboutMember })
      .where(eq(privacyRequests.id, id));
    await recordAdminAction(tx, {
      action: "privacy-request.answer",
      targetType: "privacy-request",
      targetId: String(id),
      subjectId: request.userId,
      before: { status: "open", kind: request.kind },
      after: { status: "answered", answer },
    });
    await enqueue(tx.db, { type: "privacy.request_answered", payload: { requestId: String(id), userId: request.userId, kind: request.kind } });
    const [account] = await tx.db.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, request.userId));
    if (account) {
      await queueMail(
        tx.db,
        account.email,
        { name: "privacy-request-answered", kind: request.kind, answer, url: `${env().PUBLIC_URL}/settings/privacy#solicitudes` },
        asLocale(account.locale) ?? "es",
      );
    }
  });
}
