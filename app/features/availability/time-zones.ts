/**
 * The time zone that says which day is "today" for a technician of a country, until they choose
 * another (Mexico, Brazil and others span several: the editor offers every zone).
 */
const COUNTRY_ZONES: Record<string, string> = {
  Argentina: "America/Argentina/Buenos_Aires",
  Bolivia: "America/La_Paz",
  Brasil: "America/Sao_Paulo",
  Chile: "America/Santiago",
  Colombia: "America/Bogota",
  "Costa Rica": "America/Costa_Rica",
  Cuba: "America/Havana",
  Ecuador: "America/Guayaquil",
  "El Salvador": "America/El_Salvador",
  Guatemala: "America/Guatemala",
  Honduras: "America/Tegucigalpa",
  México: "America/Mexico_City",
  Nicaragua: "America/Managua",
  Panamá: "America/Panama",
  Paraguay: "America/Asuncion",
  Perú: "America/Lima",
  "Puerto Rico": "America/Puerto_Rico",
  "República Dominicana": "America/Santo_Domingo",
  Uruguay: "America/Montevideo",
  Venezuela: "America/Caracas",
  España: "Europe/Madrid",
};

/** The usual time zone of a country of the registration list; Mexico City's for any other (or none). */
export function defaultTimeZone(country: string | null | undefined): string {
  return (country && COUNTRY_ZONES[country]) || "America/Mexico_City";
}
