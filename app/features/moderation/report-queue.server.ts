import { and, eq, type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { type ReportReason, reports } from "~/db/schema/moderation";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText } from "~/lib/i18n/stored-text";
import { purgePages } from "~/lib/page-cache.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { displayName, type NameParts } from "~/lib/vocabulary/display-name";
import { type AccountKind, isCompany, memberName, profileJoins } from "./accounts.server";
import { moderationPolicy } from "./policy";
import { moderationReason } from "./suspension-notice.server";
import { writeSuspension } from "./suspensions.server";

export const REPORTS_PAGE_SIZE = 20;
const MESSAGE_PREVIEW = 2000;
/** Report ids are bigint, read as JavaScript numbers: 15 digits stay exact. */
const REPORT_ID = /^[1-9][0-9]{0,14}$/;

export type ReportFilter = "open" | "all";
export type ReportStatus = "open" | "dismissed" | "actioned";

export type QueuedReport = {
  id: number;
  targetType: "message" | "profile" | "review" | "course_review";
  target: { id: string; kind: AccountKind; name: string; suspended: boolean };
  reporter: { id: string; name: string };
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  /** The reported message (its subject and the start of its text), for message reports whose message still exists. */
  message: { subject: string; content: string } | null;
  /** The reported review (issue 39: its id for /admin/reviews?review=ID, the job and its text), for review reports whose review still exists. */
  review: { id: string; production: string; body: string | null; hidden: boolean } | null;
  /** The reported course review (issue 40: its id for /admin/course-reviews?review=ID, the course and its text), while it exists. */
  courseReview: { id: string; course: string; body: string; hidden: boolean } | null;
};

export type ReportQueue = { reports: QueuedReport[]; total: number; page: number; pages: number; filter: ReportFilter };

type Row = {
  id: number | string;
  target_type: "message" | "profile" | "review" | "course_review";
  target_user_id: string;
  target_company: boolean;
  target_name: NameParts;
  target_suspended: boolean;
  reporter_id: string;
  reporter_name: NameParts;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: Date | string;
  resolved_at: Date | string | null;
  subject: string | null;
  content: string | null;
  review_id: string | null;
  review_production: string | null;
  review_body: string | null;
  review_hidden: boolean | null;
  course_review_id: string | null;
  course_review_course: string | null;
  course_review_body: string | null;
  course_review_hidden: boolean | null;
};

/** The report id of a form, or 404 'No encontramos ese reporte.' */
function reportId(raw: unknown): number {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  if (!REPORT_ID.test(text)) throw new AppError("REPORT_NOT_FOUND", 404);
  return Number(text);
}

/** The reports a queue filter shows, as SQL on `r`. */
function reportsIn(filter: ReportFilter): SQL {
  return filter === "open" ? sql`r.status = 'open'` : sql`true`;
}

/** The reported message's id, when the report is about a message. */
const MESSAGE_ID = sql`(case when r.target_type = 'message' and r.target_id ~ '^[0-9]{1,18}$' then r.target_id::bigint end)`;

const REPORTS = rawQuery(
  "moderation.report-page",
  (where: SQL, limit: number, offset: number) =>
    sql<Row>`select r.id, r.target_type, r.target_user_id, ${isCompany("t")} as target_company, ${memberName("t")} as target_name,
                 exists (select 1 from account_suspensions s where s.user_id = r.target_user_id) as target_suspended,
                 r.reporter_id, ${memberName("rep")} as reporter_name, r.reason, r.details, r.status, r.created_at, r.resolved_at,
                 m.subject, left(m.content, ${MESSAGE_PREVIEW}) as content,
                 rv.id as review_id, rv.production as review_production, rv.body as review_body, rv.hidden_at is not null as review_hidden,
                 crv.id::text as course_review_id, crv.title as course_review_course, crv.body as course_review_body, crv.hidden_at is not null as course_review_hidden
          from reports r
          ${profileJoins(sql`r.target_user_id`, "t")}
          ${profileJoins(sql`r.reporter_id`, "rep")}
          left join messages m on m.id = ${MESSAGE_ID}
          left join booking_reviews rv on r.target_type = 'review' and rv.id = r.target_id
          left join lateral (select cr.id, c.title, cr.body, cr.hidden_at from course_reviews cr join courses c on c.id = cr.course_id
                             where cr.id = case when r.target_type = 'course_review' and r.target_id ~ '^[0-9]{1,15}$' then r.target_id::bigint end) crv on true
          where ${where}
          order by r.created_at desc, r.id desc
          limit ${limit} offset ${offset}`,
  [
    [reportsIn("open"), 20, 0],
    [reportsIn("all"), 20, 20],
  ],
);

const REPORT_COUNT = rawQuery(
  "moderation.report-count",
  (where: SQL) => sql<{ total: number | string }>`select count(*)::int as total from reports r where ${where}`,
  [[reportsIn("open")], [reportsIn("all")]],
);

/**
 * The moderation queue for an admin: a page (20, newest first) of the open reports or of all of
 * them, each with the reported account (and whether it is suspended), the reporter, the reason and
 * details, and the reported message's text; admins only (403 for anyone else).
 */
export async function listReports(ctx: Ctx, input: { filter?: string; page?: number }): Promise<ReportQueue> {
  moderationPolicy.authorize(ctx.actor, "reviewReports");
  const filter: ReportFilter = input.filter === "all" ? "all" : "open";
  const where = reportsIn(filter);
  const listed = await pagedList({
    page: pageNumber(input.page ?? 1),
    size: REPORTS_PAGE_SIZE,
    rows: ({ limit, offset }) => REPORTS.rows(ctx.db, where, limit, offset),
    count: () => REPORT_COUNT.rows(ctx.db, where),
  });
  const { t } = serverI18n(ctx.locale);
  return {
    reports: listed.rows.map((row) => ({
      id: Number(row.id),
      targetType: row.target_type,
      target: {
        id: row.target_user_id,
        kind: row.target_company ? "company" : "individual",
        name: displayName(t, row.target_name),
        suspended: row.target_suspended,
      },
      reporter: { id: row.reporter_id, name: displayName(t, row.reporter_name) },
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
      message: row.target_type === "message" && row.content !== null ? { subject: shownText(t, row.subject ?? ""), content: row.content } : null,
      review: row.review_id ? { id: row.review_id, production: row.review_production ?? "", body: row.review_body, hidden: row.review_hidden === true } : null,
      courseReview: row.course_review_id
        ? { id: row.course_review_id, course: row.course_review_course ?? "", body: row.course_review_body ?? "", hidden: row.course_review_hidden === true }
        : null,
    })),
    total: listed.total,
    page: listed.page,
    pages: listed.pages,
    filter,
  };
}

/** 404 when the report does not exist, 409 'Este reporte ya fue resuelto.' when it is no longer open. */
async function refuseClosed(ctx: Ctx, id: number): Promise<never> {
  const [row] = await ctx.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)).limit(1);
  if (!row) throw new AppError("REPORT_NOT_FOUND", 404);
  throw new AppError("REPORT_ALREADY_RESOLVED", 409);
}

/** An admin dismisses an open report (it leaves the open queue, with who and when); admins only. */
export async function dismissReport(ctx: Ctx, rawId: unknown): Promise<{ status: "dismissed" }> {
  const admin = moderationPolicy.authorize(ctx.actor, "reviewReports");
  const id = reportId(rawId);
  const dismissed = await withTransaction(ctx, async (tx) => {
    const [updated] = await tx.db
      .update(reports)
      .set({ status: "dismissed", resolvedAt: tx.now(), resolvedBy: admin.id })
      .where(and(eq(reports.id, id), eq(reports.status, "open")))
      .returning({ targetUserId: reports.targetUserId });
    if (!updated) return false;
    await recordAdminAction(tx, {
      action: "report.dismiss",
      targetType: "report",
      targetId: String(id),
      subjectId: updated.targetUserId,
      before: { status: "open" },
      after: { status: "dismissed" },
    });
    return true;
  });
  if (!dismissed) return refuseClosed(ctx, id);
  return { status: "dismissed" };
}

/**
 * An admin suspends the account an open report is about, for a reason (10 to 1000 characters): the
 * account can no longer sign in, its sessions end at once, it disappears from searches, suggestions
 * and /explore, and its profile answers 404 to everyone but admins. Every open report about the
 * account is marked actioned. In the same transaction: the reason kept with the suspension and in the
 * audit log, and the member's e-mail with the reason and the link to appeal. Never the admin's own
 * account (400); admins only.
 */
export async function suspendFromReport(ctx: Ctx, input: { reportId?: unknown; reason?: unknown }): Promise<{ status: "actioned"; userId: string }> {
  const admin = moderationPolicy.authorize(ctx.actor, "suspendAccounts");
  const id = reportId(input.reportId);
  const reason = moderationReason(input.reason);
  const userId = await withTransaction(ctx, async (tx) => {
    const [report] = await tx.db
      .select({ status: reports.status, targetUserId: reports.targetUserId })
      .from(reports)
      .where(eq(reports.id, id))
      .for("update")
      .limit(1);
    if (!report) throw new AppError("REPORT_NOT_FOUND", 404);
    if (report.status !== "open") throw new AppError("REPORT_ALREADY_RESOLVED", 409);
    if (report.targetUserId === admin.id) throw new AppError("SUSPEND_SELF", 400);
    await writeSuspension(tx, { userId: report.targetUserId, adminId: admin.id, reportId: id, reason });
    const actioned = await tx.db
      .update(reports)
      .set({ status: "actioned", resolvedAt: ctx.now(), resolvedBy: admin.id })
      .where(and(eq(reports.targetUserId, report.targetUserId), eq(reports.status, "open")))
      .returning({ id: reports.id });
    await recordAdminAction(tx, {
      action: "account.suspend",
      targetType: "account",
      targetId: report.targetUserId,
      subjectId: report.targetUserId,
      before: { suspended: false },
      after: { suspended: true, reason, reportId: id, reportsActioned: actioned.map((row) => row.id) },
    });
    return report.targetUserId;
  });
  await purgePages(ctx.db, "/explore");
  // A technician's page (technician-pages sits above this feature) and the sitemaps that list it.
  await purgePages(ctx.db, "/tecnicos");
  await purgePages(ctx.db, "/sitemap");
  return { status: "actioned", userId };
}
