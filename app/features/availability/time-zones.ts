import { countryParam } from "~/lib/vocabulary/countries";

/**
 * The time zone that says which day is "today" for a technician of a country, until they choose
 * another (Mexico, Brazil and others span several: the editor offers every zone).
 */
const COUNTRY_ZONES: Record<string, string> = {
  AR: "America/Argentina/Buenos_Aires",
  BO: "America/La_Paz",
  BR: "America/Sao_Paulo",
  CL: "America/Santiago",
  CO: "America/Bogota",
  CR: "America/Costa_Rica",
  CU: "America/Havana",
  EC: "America/Guayaquil",
  SV: "America/El_Salvador",
  GT: "America/Guatemala",
  HN: "America/Tegucigalpa",
  MX: "America/Mexico_City",
  NI: "America/Managua",
  PA: "America/Panama",
  PY: "America/Asuncion",
  PE: "America/Lima",
  PR: "America/Puerto_Rico",
  DO: "America/Santo_Domingo",
  UY: "America/Montevideo",
  VE: "America/Caracas",
  ES: "Europe/Madrid",
};

/** The usual time zone of a country by its ISO code; Mexico City's for any other (or none). Light enough for the browser: no old names. */
export function countryTimeZone(code: string | null | undefined): string {
  return (code && Object.hasOwn(COUNTRY_ZONES, code) && COUNTRY_ZONES[code]) || "America/Mexico_City";
}

/** The usual time zone of a country of the registration list (its ISO code, or an old Spanish name); Mexico City's for any other (or none). */
export function defaultTimeZone(country: string | null | undefined): string {
  return countryTimeZone(countryParam(country ?? null));
}
