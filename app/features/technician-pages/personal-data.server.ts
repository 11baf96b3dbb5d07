import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";

/**
 * A technician's public page as the privacy centre exports and erases it (decision 063): former
 * handles, show credits, media and kit (the handle, visibility, layout, headline and languages are
 * columns of the profile, in its section). The photos are in the member's own folder of
 * `profile-media`, so the copy's archivos folder holds them and the erasure deletes them; every row
 * goes with the profile row, and the handle with it, so /tecnicos/{handle} answers 404.
 */
export const technicianPagesPersonalData: PersonalDataPart = {
  feature: "technician-pages",
  exportSections: [
    {
      name: "formerHandles",
      query: ({ id }) => sql`select handle, created_at from profile_handle_redirects where user_id = ${id} order by created_at desc`,
    },
    {
      name: "showCredits",
      query: ({ id }) =>
        sql`select production, role, venue, city, country, starts_on, ends_on, company_name, company_id, link, position, verified_at,
                   show_on_company_site, hidden, booking_id, created_at, updated_at
            from show_credits where user_id = ${id} order by position, starts_on desc`,
    },
    {
      name: "profileMedia",
      query: ({ id }) =>
        sql`select kind, file_key, video_url, alt, caption, width, height, position, created_at, updated_at
            from profile_media where user_id = ${id} order by position`,
    },
    {
      name: "kitItems",
      query: ({ id }) => sql`select category, brand, model, quantity, position, created_at, updated_at from kit_items where user_id = ${id} order by position`,
    },
  ],
  goesWithAccount: ["profile_handle_redirects", "show_credits", "profile_media", "kit_items"],
};
