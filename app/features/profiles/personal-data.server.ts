import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";

/** The names an account is known by: its person's full name and its company's name. */
const MEMBER_NAMES = rawQuery(
  "profiles.member-names",
  (userId: string) =>
    sql<{
      person: string | null;
      company: string | null;
    }>`select nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as person, c.company_name as company
          from "user" u left join user_profiles p on p.id = u.id left join company_profiles c on c.id = u.id where u.id = ${userId}`,
  [["someone"]],
);

/** A member's profile, company profile and CV downloads as the privacy centre exports them; the names the member is known by, for an erasure. */
export const profilesPersonalData: PersonalDataPart = {
  feature: "profiles",
  exportSections: [
    {
      name: "profile",
      query: ({ id }) =>
        sql`select email, first_name, last_name, profile_image_path, specialization, job_title, city, country, bio, birthdate, membership_level,
                   is_trainer, has_cv_enabled, cv_path, handle, page_visibility, page_layout, headline, languages, experience_level, skills, member_number, member_since, is_founding_member, form_of_address,
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
      name: "cvDownloadsOfMine",
      query: ({ id }) =>
        sql`select d.downloader_id as account_id, ${storedNameSql("d.downloader_id")} as name, d.downloaded_at from cv_downloads d where d.owner_id = ${id} order by d.downloaded_at desc`,
    },
    {
      name: "cvDownloadsByMe",
      query: ({ id }) =>
        sql`select d.owner_id as account_id, ${storedNameSql("d.owner_id")} as name, d.downloaded_at from cv_downloads d where d.downloader_id = ${id} order by d.downloaded_at desc`,
    },
  ],
  memberNames: async (db, userId) => {
    const [row] = await MEMBER_NAMES.rows(db, userId);
    return [row?.person ?? null, row?.company ?? null];
  },
  goesWithAccount: ["user_profiles", "company_profiles", "cv_downloads"],
};
