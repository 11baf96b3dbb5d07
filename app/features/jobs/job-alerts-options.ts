import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { textLength } from "~/lib/text";
import type { JobType } from "./job-options";
/**
 * Job alerts ('Avisarme de ofertas así', decision 019) as forms, pages and the server share them (no
 * server code here: the public /jobs page imports it, and its JavaScript budget is nearly full).
 */

/** The most alerts a member may keep at once. */
export const JOB_ALERTS_MAX = 10;

/** The shortest text /jobs searches for, in code points (a shorter one is ignored there, so an alert ignores it too). */
export const ALERT_QUERY_MIN = DATABASE_TEXT_LIMITS["job_alerts.q"].min;
/** The longest text /jobs searches for and an alert keeps, in code points (a longer one is cut). */
export const ALERT_QUERY_MAX = DATABASE_TEXT_LIMITS["job_alerts.q"].max;

/** A saved search: the filters of a /jobs URL; null (or `remote: false`) means any. */
export type JobAlertFilters = {
  q: string | null;
  category: string | null;
  jobType: JobType | null;
  experienceLevel: string | null;
  remote: boolean;
  country: string | null;
};

/** Filters as /jobs or an alert holds them: blank strings and nulls mean any. */
type AnyFilters = { [K in keyof JobAlertFilters]: JobAlertFilters[K] | "" };

/** True when the filters select something (a text of at least two characters counts), so an alert can be saved for them. */
export function hasAlertFilter(filters: AnyFilters): boolean {
  return (
    textLength((filters.q ?? "").trim()) >= ALERT_QUERY_MIN ||
    Boolean(filters.category || filters.jobType || filters.experienceLevel || filters.country) ||
    filters.remote === true
  );
}

/** The query string of /jobs (`q`, `categoria`, `tipo`, `experiencia`, `remoto=1`, `pais`) that shows these filters, empty ones left out. */
export function jobsQuery(filters: AnyFilters): string {
  const params = new URLSearchParams();
  const q = (filters.q ?? "").trim();
  if (textLength(q) >= ALERT_QUERY_MIN) params.set("q", q);
  if (filters.category) params.set("categoria", filters.category);
  if (filters.jobType) params.set("tipo", filters.jobType);
  if (filters.experienceLevel) params.set("experiencia", filters.experienceLevel);
  if (filters.remote === true) params.set("remoto", "1");
  if (filters.country) params.set("pais", filters.country);
  return params.toString();
}
