import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { Ctx } from "~/lib/context.server";
import { operationsPolicy } from "./policy";

/** What an operator checks each morning (issue 23 §4). */
export type MorningCounts = {
  newMembersDay: number;
  newMembersWeek: number;
  messagesDay: number;
  openReports: number;
  applicationsDay: number;
  eventsThisWeek: number;
  pendingProposals: number;
  parkedEvents: number;
  pendingLevelRequests: number;
  openAppeals: number;
  openPrivacyRequests: number;
  overduePrivacyRequests: number;
};

const DAY = 24 * 60 * 60 * 1000;

const COUNTS = rawQuery(
  "operations.morning-counts",
  (now: Date) => {
    const day = new Date(now.getTime() - DAY);
    const week = new Date(now.getTime() - 7 * DAY);
    const nextWeek = new Date(now.getTime() + 7 * DAY);
    return sql<Record<keyof MorningCounts, number | string>>`select
      (select count(*) from "user" where created_at >= ${day} and user_type <> 'system') as "newMembersDay",
      (select count(*) from "user" where created_at >= ${week} and user_type <> 'system') as "newMembersWeek",
      (select count(*) from messages where created_at >= ${day}) as "messagesDay",
      (select count(*) from reports where status = 'open') as "openReports",
      (select count(*) from job_applications where created_at >= ${day}) as "applicationsDay",
      (select count(*) from events where approval = 'approved' and status = 'scheduled' and starts_at >= ${now} and starts_at < ${nextWeek}) as "eventsThisWeek",
      (select count(*) from events where approval = 'pending') as "pendingProposals",
      (select count(*) from outbox where parked_at is not null and processed_at is null) as "parkedEvents",
      (select count(*) from level_requests where status = 'pending') as "pendingLevelRequests",
      (select count(*) from suspension_appeals where status = 'open') as "openAppeals",
      (select count(*) from privacy_requests where status = 'open') as "openPrivacyRequests",
      (select count(*) from privacy_requests where status = 'open' and due_at < ${now}) as "overduePrivacyRequests"`;
  },
  [[new Date(0)]],
);

/**
 * The admin dashboard's counts, in one query of index reads: accounts made in the last 24 hours and
 * 7 days, messages and applications of the last 24 hours, reports open, approved events starting in
 * the next 7 days, company proposals waiting, outbox events parked after failing, and the members'
 * level requests, suspension appeals and privacy requests waiting for an answer (those past their
 * deadline apart) (issue 25).
 */
export async function morningCounts(ctx: Ctx): Promise<MorningCounts> {
  operationsPolicy.authorize(ctx.actor, "viewCounts");
  const [row] = await COUNTS.rows(ctx.db, ctx.now());
  const value = (key: keyof MorningCounts) => Number(row?.[key] ?? 0);
  return {
    newMembersDay: value("newMembersDay"),
    newMembersWeek: value("newMembersWeek"),
    messagesDay: value("messagesDay"),
    openReports: value("openReports"),
    applicationsDay: value("applicationsDay"),
    eventsThisWeek: value("eventsThisWeek"),
    pendingProposals: value("pendingProposals"),
    parkedEvents: value("parkedEvents"),
    pendingLevelRequests: value("pendingLevelRequests"),
    openAppeals: value("openAppeals"),
    openPrivacyRequests: value("openPrivacyRequests"),
    overduePrivacyRequests: value("overduePrivacyRequests"),
  };
}
