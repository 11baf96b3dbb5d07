import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { jobAlerts } from "~/db/schema/job-alerts";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { cutText, textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";
import { ALERT_QUERY_MAX, ALERT_QUERY_MIN, hasAlertFilter, JOB_ALERTS_MAX, type JobAlertFilters } from "./job-alerts-options";
import { JOB_CATEGORIES, JOB_TYPES, type JobType } from "./job-options";
import { jobsPolicy } from "./policy";

const TRUE_VALUES = ["1", "true", "si", "on"];

/** What a form or a caller sends: the /jobs filters, blanks meaning any. */
export type JobAlertInput = {
  q?: string | null;
  category?: string | null;
  jobType?: string | null;
  experienceLevel?: string | null;
  remote?: boolean | string | null;
  country?: string | null;
};

/** A member's alert as the pages show it. */
export type JobAlert = JobAlertFilters & { id: number; createdAt: string };

const alertColumns = {
  id: jobAlerts.id,
  q: jobAlerts.q,
  category: jobAlerts.category,
  jobType: jobAlerts.jobType,
  experienceLevel: jobAlerts.experienceLevel,
  remote: jobAlerts.remote,
  country: jobAlerts.country,
  createdAt: jobAlerts.createdAt,
};

type AlertRow = Omit<JobAlert, "jobType" | "createdAt"> & { jobType: string | null; createdAt: Date };

function toAlert(row: AlertRow): JobAlert {
  return { ...row, jobType: row.jobType as JobType | null, createdAt: row.createdAt.toISOString() };
}

const trimmed = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** A value of its list, or null when blank; a value outside the list is refused (a saved alert must mean what it says). */
function listed(choices: readonly string[], value: unknown): string | null {
  const text = trimmed(value);
  if (!text) return null;
  if (!choices.includes(text)) throw new AppError("JOB_ALERT_FILTER_INVALID", 400);
  return text;
}

/**
 * The filters as they are saved: the text under the text rule (NFC; a control character is refused
 * with 'INVALID_CHARACTERS'), cut as /jobs cuts it (trimmed, at most 100 code points) and dropped when
 * shorter than /jobs searches for; blanks become null; values outside their lists are refused.
 */
export function alertFilters(input: JobAlertInput): JobAlertFilters {
  const q = cutText(cleanText(input.q, "line", "q"), ALERT_QUERY_MAX).trim();
  return {
    q: textLength(q) >= ALERT_QUERY_MIN ? q : null,
    category: listed(JOB_CATEGORIES, input.category),
    jobType: listed(JOB_TYPES, input.jobType) as JobType | null,
    experienceLevel: listed(EXPERIENCE_LEVELS, input.experienceLevel),
    remote: input.remote === true || TRUE_VALUES.includes(trimmed(input.remote)),
    country: listed(COUNTRY_CODES, input.country),
  };
}

const same = (column: PgColumn, value: string | null): SQL => (value === null ? isNull(column) : eq(column, value));

/**
 * Saves an offer search for the signed-in individual (401 signed out; companies 403). At least one
 * filter is required (400). Saving the same filters again is a success that returns the alert
 * already saved (`created: false`), so a second click or two tabs never make two. A member keeps at
 * most JOB_ALERTS_MAX alerts (409): the member's alerts are counted under a per-member advisory lock
 * held to the commit, so concurrent requests cannot pass the cap together.
 */
export async function createJobAlert(ctx: Ctx, input: JobAlertInput): Promise<{ alert: JobAlert; created: boolean }> {
  const actor = jobsPolicy.authorize(requireActor(ctx), "keepJobAlerts");
  const filters = alertFilters(input);
  if (!hasAlertFilter(filters)) throw new AppError("JOB_ALERT_FILTER_REQUIRED", 400);
  return withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${actor.id}`}))`);
    const [existing] = await tx.db
      .select(alertColumns)
      .from(jobAlerts)
      .where(
        and(
          eq(jobAlerts.userId, actor.id),
          same(jobAlerts.q, filters.q),
          same(jobAlerts.category, filters.category),
          same(jobAlerts.jobType, filters.jobType),
          same(jobAlerts.experienceLevel, filters.experienceLevel),
          eq(jobAlerts.remote, filters.remote),
          same(jobAlerts.country, filters.country),
        ),
      )
      .limit(1);
    if (existing) return { alert: toAlert(existing), created: false };
    const [{ total }] = await tx.db.select({ total: count() }).from(jobAlerts).where(eq(jobAlerts.userId, actor.id));
    if (total >= JOB_ALERTS_MAX) throw new AppError("JOB_ALERT_LIMIT", 409, { count: JOB_ALERTS_MAX });
    const [row] = await tx.db
      .insert(jobAlerts)
      .values({ userId: actor.id, ...filters, createdAt: tx.now() })
      .returning(alertColumns);
    return { alert: toAlert(row), created: true };
  });
}

/** The signed-in member's own alerts, newest first (at most JOB_ALERTS_MAX, the most anyone keeps). */
export async function myJobAlerts(ctx: Ctx): Promise<JobAlert[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select(alertColumns)
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, actor.id))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
    .limit(JOB_ALERTS_MAX);
  return rows.map(toAlert);
}

/** Deletes one of the signed-in member's own alerts; anyone else's, like a missing one, is 404 'No encontramos esa alerta.'. */
export async function deleteJobAlert(ctx: Ctx, id: number): Promise<void> {
  const actor = requireActor(ctx);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("JOB_ALERT_NOT_FOUND", 404);
  const deleted = await ctx.db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, actor.id)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw new AppError("JOB_ALERT_NOT_FOUND", 404);
}
