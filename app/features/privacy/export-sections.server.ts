import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";

/** Whose data a section reads: the member's id and e-mail (mail, the newsletter and its name in others' rows are keyed by it). */
export type DataOwner = { id: string; email: string };

/**
 * One part of a member's data export: a name (the key in `datos.json` and a heading of
 * `datos.html`, `privacy:export.sections.<name>`) and the query of the member's rows, with explicit
 * columns: never a secret (password hashes, session tokens, 2FA secrets, feed or preview tokens),
 * never another member's data beyond the name and id the app itself shows the member.
 */
export type ExportSection = { name: string; query: (owner: DataOwner) => SQL };

/** The name of the account `idColumn` as the app shows it to the member: a person's name, a company's, or the account's own (an ex-member, the website form). */
const nameOf = (idColumn: string) =>
  sql.raw(
    `(select coalesce(nullif(trim(coalesce(np.first_name, '') || ' ' || coalesce(np.last_name, '')), ''), nc.company_name, nu.name)
      from "user" nu left join user_profiles np on np.id = nu.id left join company_profiles nc on nc.id = nu.id where nu.id = ${idColumn})`,
  );

/** Every kind of data a member owns (issue 25 §1), in the order `datos.json` and `datos.html` show them. */
export const EXPORT_SECTIONS: ExportSection[] = [
  {
    name: "account",
    query: ({ id }) =>
      sql`select id, name, email, email_verified, created_at, updated_at, locale, two_factor_enabled, user_type, is_admin from "user" where id = ${id}`,
  },
  {
    name: "profile",
    query: ({ id }) =>
      sql`select email, first_name, last_name, profile_image_path, specialization, job_title, city, country, bio, birthdate, membership_level,
                 is_trainer, has_cv_enabled, cv_path, is_public, experience_level, skills, member_number, member_since, is_founding_member, form_of_address,
                 interest_audio, interest_video, interest_lighting, interest_mixing, interest_recording, interest_streaming,
                 interest_liveevents, interest_production, interest_installation, created_at, updated_at
          from user_profiles where id = ${id}`,
  },
  {
    name: "companyProfile",
    query: ({ id }) =>
      sql`select email, company_name, logo_path, description, city, country, company_size, subscription_tier, has_franchises, main_category,
                 industry, subcategories, slug, website, member_number, member_since, is_founding_member, created_at, updated_at
          from company_profiles where id = ${id}`,
  },
  {
    name: "companyWebsite",
    query: ({ id }) => sql`select slug, is_published, data, draft, draft_saved_at, published_at, created_at from company_websites where company_id = ${id}`,
  },
  { name: "websiteRedirects", query: ({ id }) => sql`select old_slug, created_at from company_website_redirects where company_id = ${id}` },
  {
    name: "sessions",
    query: ({ id }) => sql`select created_at, updated_at, expires_at, ip_address, user_agent from session where user_id = ${id} order by created_at desc`,
  },
  {
    name: "following",
    query: ({ id }) =>
      sql`select f.following_id as account_id, ${nameOf("f.following_id")} as name, f.following_type, f.created_at
          from user_follows f where f.follower_id = ${id} order by f.created_at desc`,
  },
  {
    name: "followers",
    query: ({ id }) =>
      sql`select f.follower_id as account_id, ${nameOf("f.follower_id")} as name, f.created_at
          from user_follows f where f.following_id = ${id} order by f.created_at desc`,
  },
  {
    name: "messagesSent",
    query: ({ id }) =>
      sql`select m.id, m.recipient_id, ${nameOf("m.recipient_id")} as recipient_name, m.subject, m.content, m.created_at, m.is_read, m.read_at,
                 m.sender_deleted as deleted_by_me
          from messages m where m.sender_id = ${id} order by m.created_at, m.id`,
  },
  {
    name: "messagesReceived",
    query: ({ id }) =>
      sql`select m.id, m.sender_id, ${nameOf("m.sender_id")} as sender_name, m.subject, m.content, m.created_at, m.is_read, m.read_at,
                 m.recipient_deleted as deleted_by_me
          from messages m where m.recipient_id = ${id} order by m.created_at, m.id`,
  },
  {
    name: "blocked",
    query: ({ id }) =>
      sql`select b.blocked_id as account_id, ${nameOf("b.blocked_id")} as name, b.created_at from user_blocks b where b.blocker_id = ${id} order by b.created_at desc`,
  },
  {
    name: "reportsFiled",
    query: ({ id }) =>
      sql`select target_type, target_id, reason, details, status, created_at, resolved_at from reports where reporter_id = ${id} order by created_at desc`,
  },
  // Reports about the member say what they were about and what came of them, never who filed them nor their words.
  {
    name: "reportsAboutMe",
    query: ({ id }) => sql`select target_type, reason, status, created_at, resolved_at from reports where target_user_id = ${id} order by created_at desc`,
  },
  { name: "suspension", query: ({ id }) => sql`select suspended_at, reason from account_suspensions where user_id = ${id}` },
  {
    name: "appeals",
    query: ({ id }) =>
      sql`select message, status, created_at, decided_at, decision_reason from suspension_appeals where user_id = ${id} order by created_at desc`,
  },
  {
    name: "applications",
    query: ({ id }) =>
      sql`select a.id, a.job_id, j.title as job_title, ${nameOf("j.creator_id")} as company_name, a.status, a.cover_letter, a.cv_path, a.created_at, a.updated_at
          from job_applications a join job_offers j on j.id = a.job_id where a.applicant_id = ${id} order by a.created_at desc`,
  },
  {
    name: "availability",
    query: ({ id }) => sql`select starts_on, ends_on, status, places, note, created_at from availability_ranges where user_id = ${id} order by starts_on`,
  },
  {
    name: "availabilitySettings",
    query: ({ id }) => sql`select visibility, time_zone, calendar_updated_at, reminded_at from availability_settings where user_id = ${id}`,
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
  {
    name: "cvDownloadsOfMine",
    query: ({ id }) =>
      sql`select d.downloader_id as account_id, ${nameOf("d.downloader_id")} as name, d.downloaded_at from cv_downloads d where d.owner_id = ${id} order by d.downloaded_at desc`,
  },
  {
    name: "cvDownloadsByMe",
    query: ({ id }) =>
      sql`select d.owner_id as account_id, ${nameOf("d.owner_id")} as name, d.downloaded_at from cv_downloads d where d.downloader_id = ${id} order by d.downloaded_at desc`,
  },
  {
    name: "notificationPreferences",
    query: ({ id }) => sql`select notification_type, in_app, by_email, updated_at from notification_preferences where user_id = ${id}`,
  },
  {
    name: "savedItems",
    query: ({ id }) => sql`select item_type, item_id, created_at from saved_items where saver_id = ${id} order by created_at desc`,
  },
  {
    name: "enrollments",
    query: ({ id }) =>
      sql`select e.course_id, c.title as course_title, e.enrolled_at, e.completed_at, e.last_lesson_id
          from course_enrollments e join courses c on c.id = e.course_id where e.user_id = ${id} order by e.enrolled_at`,
  },
  {
    name: "lessonProgress",
    query: ({ id }) =>
      sql`select p.course_id, p.lesson_id, l.title as lesson_title, p.completed, p.completed_at
          from course_progress p join course_lessons l on l.id = p.lesson_id where p.user_id = ${id} order by p.course_id, l.position`,
  },
  {
    name: "certificates",
    query: ({ id }) =>
      sql`select id, course_title, holder_name, duration_hours, trainer_name, completed_at, issued_at, revoked_at, revoked_reason, original_holder_name
          from certificates where user_id = ${id} order by issued_at`,
  },
  {
    name: "eventRegistrations",
    query: ({ id }) =>
      sql`select r.event_id, e.title, e.starts_at, e.time_zone, r.status, r.created_at
          from event_registrations r join events e on e.id = r.event_id where r.user_id = ${id} order by e.starts_at`,
  },
  {
    name: "eventsOrganized",
    query: ({ id }) =>
      sql`select id, title, starts_at, status, approval, created_at from events where organizer_id = ${id} or created_by = ${id} order by starts_at`,
  },
  { name: "calendarFeed", query: ({ id }) => sql`select created_at from calendar_feeds where user_id = ${id}` },
  { name: "coursesTaught", query: ({ id }) => sql`select id, title, status, created_at from courses where trainer_id = ${id} order by created_at` },
  {
    name: "documentsUploaded",
    query: ({ id }) => sql`select id, title, is_published, created_at from library_documents where uploaded_by = ${id} order by created_at`,
  },
  { name: "newsWritten", query: ({ id }) => sql`select id, title, is_published, created_at from news where author_id = ${id} order by created_at` },
  {
    name: "levelRequests",
    query: ({ id }) =>
      sql`select from_level, requested_level, note, status, created_at, decided_at from level_requests where user_id = ${id} order by created_at`,
  },
  {
    name: "privacyRequests",
    query: ({ id }) =>
      sql`select kind, details, status, created_at, due_at, answered_at, answer from privacy_requests where user_id = ${id} order by created_at`,
  },
  { name: "dataExports", query: ({ id }) => sql`select status, created_at, ready_at, expires_at from data_exports where user_id = ${id} order by created_at` },
  { name: "deletion", query: ({ id }) => sql`select requested_at, delete_after from account_deletions where user_id = ${id}` },
  // Admin actions that concern the member (issue 25 §3), and, for an admin, the ones they took.
  {
    name: "adminActionsAboutMe",
    query: ({ id }) => sql`select action, target_type, target_id, before, after, created_at from admin_audit where subject_id = ${id} order by created_at, id`,
  },
  {
    name: "adminActionsByMe",
    query: ({ id }) =>
      sql`select action, target_type, target_id, subject_id, before, after, ip, created_at from admin_audit where actor_id = ${id} order by created_at, id`,
  },
  { name: "newsletter", query: ({ email }) => sql`select email, locale, created_at, confirmed_at from newsletter_subscribers where email = ${email}` },
  {
    name: "mailSent",
    query: ({ email }) => sql`select subject, template, status, created_at from mail_log where "to" = ${email} order by created_at desc limit 1000`,
  },
];

/** Notifications are stored as catalog keys: the export renders them in the member's language (the caller passes the renderer). */
export async function notificationRows(db: Db, id: string) {
  return queryRows<{
    title: string | null;
    message: string | null;
    title_key: string | null;
    message_key: string | null;
    params: unknown;
    notification_type: string;
    is_read: boolean;
    created_at: Date | string;
  }>(
    db,
    sql`select title, message, title_key, message_key, params, notification_type, is_read, created_at from notifications where user_id = ${id} order by created_at desc, id desc`,
  );
}

/** Runs every section for one member: `{ account: [...], profile: [...], ... }`, sections with no rows included (empty lists say "none"). */
export async function exportSections(db: Db, owner: DataOwner): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const section of EXPORT_SECTIONS) result[section.name] = await queryRows<Record<string, unknown>>(db, section.query(owner));
  return result;
}
