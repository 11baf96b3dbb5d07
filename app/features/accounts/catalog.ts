import { COUNTRY_CODES } from "~/lib/countries";

/** Countries offered in forms, as ISO 3166-1 alpha-2 codes (labels from `Intl.DisplayNames`: app/lib/countries.ts). */
export const COUNTRIES = COUNTRY_CODES;

/** The company main categories (spec §3 code families); labels live in common.json under companyCategories. */
export const COMPANY_CATEGORIES = ["manufacturer", "distributor", "integrator", "rental", "services", "training", "it", "media", "software", "other"] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];
