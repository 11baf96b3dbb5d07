import { parseArrayField } from "~/lib/array-field";
import { personName } from "~/lib/vocabulary/display-name";
import { avatarUrl } from "./avatar";
import type { CardProfile } from "./card-profile";

/** A user_profiles row as the list queries select it (snake_case, arrays in any stored shape). */
export type TechnicianRow = {
  id: string;
  first_name: string;
  last_name: string;
  job_title: unknown;
  skills: unknown;
  city: string | null;
  country: string | null;
  membership_level: string;
  profile_image_path: string | null;
  is_founding_member?: boolean;
  form_of_address?: string | null;
  handle?: string | null;
  page_visibility?: string | null;
};

/** The card of a listed technician (spec §2), with `text` (the bio) when the list shows it. */
export function technicianCard(row: TechnicianRow, text: string | null = null): CardProfile {
  return {
    kind: "individual",
    id: row.id,
    name: personName(row.first_name, row.last_name),
    titles: parseArrayField(row.job_title),
    skills: parseArrayField(row.skills),
    city: row.city,
    country: row.country,
    text,
    gold: row.membership_level === "gold",
    foundingMember: row.is_founding_member ?? false,
    formOfAddress: row.form_of_address ?? null,
    imageUrl: avatarUrl(row.profile_image_path, 96),
    slug: null,
    publishedSite: false,
    handle: row.handle ?? null,
    pageVisibility: row.page_visibility ?? null,
  };
}
