import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import { closeOffersOf, reopenOffers } from "./offer-pause.server";

/** The CV copies the member's applications sent. */
const CV_COPIES = rawQuery(
  "jobs.cv-copies-of-applicant",
  (userId: string) => sql<{ cv_path: string }>`select cv_path from job_applications where applicant_id = ${userId} and cv_path is not null`,
  [["someone"]],
);

/**
 * A member's applications (and the CV copies they sent), job alerts and a company's offers as the
 * privacy centre exports and erases them; a company's open offers close while its deletion waits.
 */
export const jobsPersonalData: PersonalDataPart = {
  feature: "jobs",
  exportSections: [
    {
      name: "applications",
      query: ({ id }) =>
        sql`select a.id, a.job_id, j.title as job_title, ${storedNameSql("j.creator_id")} as company_name, a.status, a.cover_letter, a.cv_path, a.created_at, a.updated_at
            from job_applications a join job_offers j on j.id = a.job_id where a.applicant_id = ${id} order by a.created_at desc`,
    },
    {
      name: "jobAlerts",
      query: ({ id }) =>
        sql`select q, category, job_type, experience_level, remote, country, created_at from job_alerts where user_id = ${id} order by created_at`,
    },
    {
      name: "jobOffers",
      query: ({ id }) =>
        sql`select id, title, description, country, city, remote_allowed, job_type, experience_level, category, requirements, salary_min, salary_max,
                   salary_currency, valid_through, status, views_count, created_at, updated_at, published_at
            from job_offers where creator_id = ${id} order by created_at desc`,
    },
  ],
  // The CV copies the member's applications sent are in the copy's archivos/cvs folder.
  exportFiles: (sections) =>
    ((sections.applications ?? []) as { cv_path: string | null }[]).flatMap((row) => (row.cv_path ? [{ bucket: "cvs" as const, key: row.cv_path }] : [])),
  erasure: [
    {
      // The member's offer views go; the CV copies their applications sent are deleted with their files.
      name: "offerViews",
      tables: ["job_offer_views"],
      files: async (db, person) => (await CV_COPIES.rows(db, person.id)).map((row) => ({ bucket: "cvs" as const, key: row.cv_path })),
      erase: async ({ db, person }) => {
        await db.execute(sql`delete from job_offer_views where viewer_key = ${`member:${person.id}`}`);
      },
    },
  ],
  goesWithAccount: ["job_applications", "job_offers", "job_alerts"],
  // `offers`: the ids of the offers it closed, reopened when the deletion is cancelled.
  deletionPause: {
    key: "offers",
    pause: (db, userId, now) => closeOffersOf(db, userId, now),
    resume: async (db, userId, paused, now) => {
      const offers = paused as number[] | undefined;
      if (offers?.length) await reopenOffers(db, userId, offers, now);
    },
  },
};
