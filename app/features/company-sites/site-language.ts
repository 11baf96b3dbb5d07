/** The languages a company's site may speak (decision 045): its texts come from these catalogs, whatever the visitor's language. */
export const SITE_LANGUAGES = ["es", "en", "pt"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Portuguese-speaking countries: ISO codes and the Spanish names countries were stored as before codes. */
const PORTUGUESE = ["BR", "PT", "AO", "MZ", "CV", "GW", "ST", "TL", "Brasil", "Portugal", "Angola", "Mozambique", "Cabo Verde"];

/** English-speaking countries, in both forms too. */
const ENGLISH = [
  "US",
  "GB",
  "IE",
  "CA",
  "AU",
  "NZ",
  "JM",
  "BZ",
  "BS",
  "BB",
  "TT",
  "GY",
  "Estados Unidos",
  "Reino Unido",
  "Irlanda",
  "Canadá",
  "Australia",
  "Nueva Zelanda",
  "Jamaica",
  "Belice",
  "Bahamas",
  "Barbados",
  "Trinidad y Tobago",
  "Guyana",
];

const folded = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
const PORTUGUESE_SET = new Set(PORTUGUESE.map(folded));
const ENGLISH_SET = new Set(ENGLISH.map(folded));

/** Whether a value is one of the site languages. */
export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a company's site speaks until the company chooses: Portuguese for Brazil (and the
 * other Portuguese-speaking countries), English for the United States and the other English-speaking
 * ones, Spanish otherwise or when the country is unknown. Reads an ISO code ('BR') or the Spanish
 * name countries were stored as before ('Brasil'), in any case and with or without accents.
 */
export function defaultSiteLanguage(country: string | null | undefined): SiteLanguage {
  const key = folded(country ?? "");
  if (PORTUGUESE_SET.has(key)) return "pt";
  if (ENGLISH_SET.has(key)) return "en";
  return "es";
}

/** The same rule in SQL for a migration, over a column holding either form (the migration adding the setting uses it). */
export function defaultSiteLanguageSql(column: string): string {
  const list = (values: string[]) => values.map((value) => `'${folded(value).replace(/'/g, "''")}'`).join(", ");
  const key = `translate(lower(trim(${column})), 'áàâãéêíóôõúüç', 'aaaaeeiooouuc')`;
  return `CASE WHEN ${key} IN (${list(PORTUGUESE)}) THEN 'pt' WHEN ${key} IN (${list(ENGLISH)}) THEN 'en' ELSE 'es' END`;
}
