import type { TFunction } from "~/lib/i18n/translator";

/** The company main categories (spec §3 code families); labels live in common.json under companyCategories. */
export const COMPANY_CATEGORIES = ["manufacturer", "distributor", "integrator", "rental", "services", "training", "it", "media", "software", "other"] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];

/** Spec §3 company sizes (codes; their labels are catalog:companySizes in each language). */
export const COMPANY_SIZES = ["micro", "small", "medium", "large"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Spec §3 subcategory codes: every family, plus the plain ones (labels in catalog:subcategories, the Spanish ones in es). */
export const SUBCATEGORIES = [
  "manufacturer_audio",
  "manufacturer_video",
  "manufacturer_lighting",
  "manufacturer_rigging",
  "distributor_audio",
  "distributor_video",
  "distributor_lighting",
  "distributor_it",
  "integrator_corporate",
  "integrator_education",
  "integrator_broadcast",
  "integrator_venues",
  "rental_audio",
  "rental_video",
  "rental_lighting",
  "rental_staging",
  "rental_backline",
  "services_production",
  "services_recording",
  "services_rigging",
  "services_maintenance",
  "services_consulting",
  "training_courses",
  "training_certification",
  "it_networking",
  "it_support",
  "media_broadcast",
  "media_streaming",
  "media_content",
  "software_control",
  "software_streaming",
  "software_management",
  "other_general",
  "audio",
  "video",
  "lighting",
  "production",
  "events",
  "venue",
  "streaming",
  "installation",
  "education",
  "broadcast",
] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];

/** True for a known subcategory code. */
export function isSubcategory(code: string): code is Subcategory {
  return (SUBCATEGORIES as readonly string[]).includes(code);
}

/** The label of a subcategory code in the translator's language; an unknown code shows as itself. */
export function subcategoryLabel(t: TFunction, code: string): string {
  return isSubcategory(code) ? t(`catalog:subcategories.${code}`) : code;
}

/** The label of a company size code in the translator's language. */
export function companySizeLabel(t: TFunction, size: CompanySize): string {
  return t(`catalog:companySizes.${size}`);
}
