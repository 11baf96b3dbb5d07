import { type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { AUDIT_ACTIONS, type AuditAction } from "~/lib/audit.server";
import { isCalendarDay } from "~/lib/calendar-day";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText, shownValues } from "~/lib/i18n/stored-text";
import type { TFunction } from "~/lib/i18n/translator";
import { pagedList, pageParam } from "~/lib/paging";
import { displayName, FORMER_MEMBER_NAME, isFormerMember, type NameParts } from "~/lib/vocabulary/display-name";
import { operationsPolicy } from "./policy";

export const AUDIT_PAGE_SIZE = 50;

/** What /admin/audit was asked for by its URL: `accion`, `admin` and `miembro` (account ids), `desde` and `hasta` (days, as typed; empty: no bound), `pagina`. */
export type AuditFilters = { action: AuditAction | ""; actorId: string; subjectId: string; from: string; to: string; page: number };

export type AuditRow = {
  id: number;
  createdAt: string;
  action: AuditAction;
  actor: { id: string; name: string };
  targetType: string;
  targetId: string;
  subject: { id: string; name: string } | null;
  before: unknown;
  after: unknown;
  ip: string;
};

const ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Longer than any day: what the form shows back of a date that is not one. */
const DATE_ECHO_MAX = 32;

/** The filters of an /admin/audit URL: a malformed action, account id or page is ignored; the dates are kept as typed for `auditLog` to check. */
export function auditFilters(params: URLSearchParams): AuditFilters {
  const action = params.get("accion") ?? "";
  const text = (name: string, pattern: RegExp) => {
    const value = params.get(name)?.trim() ?? "";
    return pattern.test(value) ? value : "";
  };
  return {
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : "",
    actorId: text("admin", ID),
    subjectId: text("miembro", ID),
    from: (params.get("desde")?.trim() ?? "").slice(0, DATE_ECHO_MAX),
    to: (params.get("hasta")?.trim() ?? "").slice(0, DATE_ECHO_MAX),
    page: pageParam(params),
  };
}

/** What the account joined under `alias` is named from (null when it has no row left), for `displayName`. */
const nameOf = (alias: string) =>
  sql.raw(
    `case when ${alias}u.id is null and ${alias}p.id is null and ${alias}c.id is null then null
          else json_build_object('company', ${alias}c.id is not null, 'companyName', ${alias}c.company_name, 'accountName', ${alias}u.name,
                                 'firstName', ${alias}p.first_name, 'lastName', ${alias}p.last_name, 'email', ${alias}u.email) end`,
  );

/** An audit entry's account by the display-name rule in the reader's language (an erased member as such), or its id when nothing names it. */
function accountName(t: TFunction, id: string, parts: NameParts | null): string {
  if (isFormerMember(id)) return shownText(t, FORMER_MEMBER_NAME);
  return parts ? displayName(t, parts) : id;
}

/** The entries the filters select, as SQL on `a` (admin_audit). */
function conditions(filters: AuditFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.action) parts.push(sql`a.action = ${filters.action}`);
  if (filters.actorId) parts.push(sql`a.actor_id = ${filters.actorId}`);
  if (filters.subjectId) parts.push(sql`a.subject_id = ${filters.subjectId}`);
  if (filters.from) parts.push(sql`a.created_at >= ${`${filters.from}T00:00:00Z`}::timestamptz`);
  if (filters.to) parts.push(sql`a.created_at < (${filters.to}::date + 1)::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Filters that switch on every condition, for the database check of the queries below. */
const EVERY_FILTER = conditions({ action: AUDIT_ACTIONS[0], actorId: "someone", subjectId: "someone-else", from: "2026-01-01", to: "2026-01-31", page: 1 });

const ENTRIES = rawQuery(
  "operations.audit-entries",
  (where: SQL, limit: number, offset: number) =>
    sql<{
      id: number | string;
      created_at: Date | string;
      action: AuditAction;
      actor_id: string;
      actor_name: NameParts | null;
      target_type: string;
      target_id: string;
      subject_id: string | null;
      subject_name: NameParts | null;
      before: unknown;
      after: unknown;
      ip: string;
    }>`select a.id, a.created_at, a.action, a.actor_id, ${nameOf("a")} as actor_name, a.target_type, a.target_id,
                 a.subject_id, case when a.subject_id is null then null else ${nameOf("s")} end as subject_name, a.before, a.after, a.ip
          from admin_audit a
          left join "user" au on au.id = a.actor_id
          left join user_profiles ap on ap.id = a.actor_id
          left join company_profiles ac on ac.id = a.actor_id
          left join "user" su on su.id = a.subject_id
          left join user_profiles sp on sp.id = a.subject_id
          left join company_profiles sc on sc.id = a.subject_id
          where ${where}
          order by a.created_at desc nulls last, a.id desc
          limit ${limit} offset ${offset}`,
  [[EVERY_FILTER, 50, 50]],
);

const ENTRY_COUNT = rawQuery(
  "operations.audit-count",
  (where: SQL) => sql<{ total: number | string }>`select count(*)::int as total from admin_audit a where ${where}`,
  [[EVERY_FILTER]],
);

/**
 * One page (50, newest first) of the admin actions, filtered by action, admin, member and dates
 * (UTC days, both ends included; an empty date is no bound), with the names of the admin and the
 * member; admins only. A date that is not a day of the calendar (30 February, month 13, year 0) is
 * refused with 'DATE_INVALID' (400) naming its field.
 */
export async function auditLog(ctx: Ctx, filters: AuditFilters): Promise<{ rows: AuditRow[]; total: number; page: number; pages: number }> {
  operationsPolicy.authorize(requireActor(ctx), "readAuditLog");
  for (const [field, day] of [
    ["desde", filters.from],
    ["hasta", filters.to],
  ] as const) {
    if (day && !isCalendarDay(day)) throw new AppError("DATE_INVALID", 400, {}, field);
  }
  const where = conditions(filters);
  const listed = await pagedList({
    page: filters.page,
    size: AUDIT_PAGE_SIZE,
    rows: ({ limit, offset }) => ENTRIES.rows(ctx.db, where, limit, offset),
    count: () => ENTRY_COUNT.rows(ctx.db, where),
  });
  const { t } = serverI18n(ctx.locale);
  return {
    rows: listed.rows.map((row) => ({
      id: Number(row.id),
      createdAt: new Date(row.created_at).toISOString(),
      action: row.action,
      actor: { id: row.actor_id, name: accountName(t, row.actor_id, row.actor_name) },
      targetType: row.target_type,
      targetId: row.target_id,
      subject: row.subject_id ? { id: row.subject_id, name: accountName(t, row.subject_id, row.subject_name) } : null,
      before: shownValues(t, row.before),
      after: shownValues(t, row.after),
      ip: row.ip,
    })),
    total: listed.total,
    page: listed.page,
    pages: listed.pages,
  };
}
