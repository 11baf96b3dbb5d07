import type { TFunction } from "~/lib/i18n/translator";

/**
 * Countries offered in forms and filters, as ISO 3166-1 alpha-2 codes (decision 042): Latin America,
 * Spain and the United States, and `ZZ` (the ISO user-assigned 'unknown' code) for 'Otro'.
 */
export const COUNTRY_CODES = [
  "AR",
  "BO",
  "BR",
  "CL",
  "CO",
  "CR",
  "CU",
  "EC",
  "SV",
  "GT",
  "HN",
  "MX",
  "NI",
  "PA",
  "PY",
  "PE",
  "PR",
  "DO",
  "UY",
  "VE",
  "ES",
  "US",
  "ZZ",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The code standing for 'Otro' (labelled from common.json `countries.ZZ`). */
export const OTHER_COUNTRY = "ZZ" satisfies CountryCode;

/** The Spanish name each country was stored as before codes (migration 0042 maps the same pairs). */
export const LEGACY_COUNTRY_NAMES: Readonly<Record<string, CountryCode>> = {
  Argentina: "AR",
  Bolivia: "BO",
  Brasil: "BR",
  Chile: "CL",
  Colombia: "CO",
  "Costa Rica": "CR",
  Cuba: "CU",
  Ecuador: "EC",
  "El Salvador": "SV",
  Guatemala: "GT",
  Honduras: "HN",
  México: "MX",
  Nicaragua: "NI",
  Panamá: "PA",
  Paraguay: "PY",
  Perú: "PE",
  "Puerto Rico": "PR",
  "República Dominicana": "DO",
  Uruguay: "UY",
  Venezuela: "VE",
  España: "ES",
  "Estados Unidos": "US",
  Otro: "ZZ",
};

/** True for a country code of the list. */
export function isCountryCode(code: string): code is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(code);
}

/** A URL's or form's country value as a code: an old link's Spanish name ('México') becomes its code, anything else stays as given. */
export function countryParam(value: string | null): string | null {
  return value !== null && Object.hasOwn(LEGACY_COUNTRY_NAMES, value) ? LEGACY_COUNTRY_NAMES[value] : value;
}

// Per language, the region names asked for so far (ICU is slow to ask; two letters bound the list).
const regionNames = new Map<string, { names: Intl.DisplayNames; known: Map<string, string> }>();

/** A region's name in a language from `Intl.DisplayNames` (e.g. for structured data), the code itself when unknown. */
export function regionName(language: string, code: string): string {
  let entry = regionNames.get(language);
  if (!entry) {
    entry = { names: new Intl.DisplayNames([language], { type: "region", fallback: "code" }), known: new Map() };
    regionNames.set(language, entry);
  }
  let name = entry.known.get(code);
  if (name === undefined) {
    name = entry.names.of(code) ?? code;
    if (/^[A-Z]{2}$/.test(code)) entry.known.set(code, name);
  }
  return name;
}

/** A country's name in the translator's language (`Intl.DisplayNames`; 'Otro' from the catalog); an unknown value shows as itself. */
export function countryLabel(t: TFunction, language: string, code: string | null | undefined): string {
  if (!code) return "";
  if (code === OTHER_COUNTRY) return t("common:countries.ZZ");
  return /^[A-Z]{2}$/.test(code) ? regionName(language, code) : code;
}

type CountryOption = { value: CountryCode; label: string };
// The sorted options per language and 'Otro' label: sorting with a collator on every render is a page's cost.
const sortedOptions = new Map<string, readonly CountryOption[]>();

/** The country options of a form or filter, sorted by their label in the reader's language, 'Otro' last (one shared list per language). */
export function countryOptions(t: TFunction, language: string): readonly CountryOption[] {
  const other = countryLabel(t, language, OTHER_COUNTRY);
  const key = `${language}\u0000${other}`;
  let options = sortedOptions.get(key);
  if (!options) {
    const collator = new Intl.Collator(language);
    const known = COUNTRY_CODES.filter((code) => code !== OTHER_COUNTRY)
      .map((code) => ({ value: code, label: countryLabel(t, language, code) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    options = Object.freeze([...known, { value: OTHER_COUNTRY, label: other }]);
    if (sortedOptions.size < 16) sortedOptions.set(key, options);
  }
  return options;
}
