/** Countries offered in forms: Latin America first, then the usual others. */
export const COUNTRIES = [
  "Argentina",
  "Bolivia",
  "Brasil",
  "Chile",
  "Colombia",
  "Costa Rica",
  "Cuba",
  "Ecuador",
  "El Salvador",
  "Guatemala",
  "Honduras",
  "México",
  "Nicaragua",
  "Panamá",
  "Paraguay",
  "Perú",
  "Puerto Rico",
  "República Dominicana",
  "Uruguay",
  "Venezuela",
  "España",
  "Estados Unidos",
  "Otro",
] as const;

/** The company main categories (spec §3 code families); labels live in common.json under companyCategories. */
export const COMPANY_CATEGORIES = ["manufacturer", "distributor", "integrator", "rental", "services", "training", "it", "media", "software", "other"] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];
