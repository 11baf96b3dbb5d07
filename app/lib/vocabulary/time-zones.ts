import type { TFunction } from "~/lib/i18n/translator";

/**
 * The time zones the network offers (an event's zone, the zone of a technician's calendar): Latin
 * America's (and UTC and Madrid for online events run from Spain). An event keeps its zone, so a
 * Mexico City event stays right whatever the reader's zone.
 */
export const EVENT_TIME_ZONES = [
  "America/Mexico_City",
  "America/Monterrey",
  "America/Cancun",
  "America/Tijuana",
  "America/Guatemala",
  "America/El_Salvador",
  "America/Tegucigalpa",
  "America/Managua",
  "America/Costa_Rica",
  "America/Panama",
  "America/Havana",
  "America/Santo_Domingo",
  "America/Puerto_Rico",
  "America/Bogota",
  "America/Caracas",
  "America/Guayaquil",
  "America/Lima",
  "America/La_Paz",
  "America/Santiago",
  "America/Asuncion",
  "America/Argentina/Buenos_Aires",
  "America/Argentina/Cordoba",
  "America/Montevideo",
  "America/Sao_Paulo",
  "America/Manaus",
  "Europe/Madrid",
  "UTC",
] as const;
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number];

/** The country (ISO 3166-1 alpha-2) of each offered zone, for grouping the editors' lists; UTC has none. */
export const ZONE_COUNTRIES: Record<EventTimeZone, string | null> = {
  "America/Mexico_City": "MX",
  "America/Monterrey": "MX",
  "America/Cancun": "MX",
  "America/Tijuana": "MX",
  "America/Guatemala": "GT",
  "America/El_Salvador": "SV",
  "America/Tegucigalpa": "HN",
  "America/Managua": "NI",
  "America/Costa_Rica": "CR",
  "America/Panama": "PA",
  "America/Havana": "CU",
  "America/Santo_Domingo": "DO",
  "America/Puerto_Rico": "PR",
  "America/Bogota": "CO",
  "America/Caracas": "VE",
  "America/Guayaquil": "EC",
  "America/Lima": "PE",
  "America/La_Paz": "BO",
  "America/Santiago": "CL",
  "America/Asuncion": "PY",
  "America/Argentina/Buenos_Aires": "AR",
  "America/Argentina/Cordoba": "AR",
  "America/Montevideo": "UY",
  "America/Sao_Paulo": "BR",
  "America/Manaus": "BR",
  "Europe/Madrid": "ES",
  UTC: null,
};

function isOffered(zone: string): zone is EventTimeZone {
  return (EVENT_TIME_ZONES as readonly string[]).includes(zone);
}

/** The city of a zone id as a last resort ('America/Argentina/Buenos_Aires' → 'Buenos Aires'). */
function cityOfId(zone: string): string {
  return (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

/** The name of a zone's city in the translator's language ('Ciudad de México', 'São Paulo'); an unknown zone shows its id's city. */
export function zoneCity(t: TFunction, zone: string): string {
  return isOffered(zone) ? t(`zones:zones.${zone}.city`, { defaultValue: cityOfId(zone) }) : cityOfId(zone);
}

/**
 * A zone as people say it in the translator's language ('hora de Ciudad de México', 'Mexico City
 * time', 'horário da Cidade do México'), whole phrases from the catalog because Portuguese bends
 * the preposition to the city; an unknown zone falls back to its id's city in the same phrase.
 */
export function zoneTime(t: TFunction, zone: string): string {
  const fallback = t("zones:zoneTimeOf", { city: cityOfId(zone) });
  return isOffered(zone) ? t(`zones:zones.${zone}.time`, { defaultValue: fallback }) : fallback;
}

/** The editors' zone list: one group a country, labelled in the reader's language by `Intl.DisplayNames`. */
export type ZoneGroup = { label: string; options: { value: string; label: string }[] };

/**
 * The offered zones as editors show them: cities grouped by country, countries and cities in the
 * reader's alphabetical order, and the zones of no country (UTC) after them, ungrouped; the values
 * stay the IANA ids.
 */
export function zoneChoices(t: TFunction, locale: string): { groups: ZoneGroup[]; ungrouped: { value: string; label: string }[] } {
  const countries = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const order = new Intl.Collator(locale).compare;
  const byCountry = new Map<string, { value: string; label: string }[]>();
  const ungrouped: { value: string; label: string }[] = [];
  for (const zone of EVENT_TIME_ZONES) {
    const option = { value: zone, label: zoneCity(t, zone) };
    const country = ZONE_COUNTRIES[zone];
    if (!country) ungrouped.push(option);
    else byCountry.set(country, [...(byCountry.get(country) ?? []), option]);
  }
  const groups = [...byCountry].map(([country, options]) => ({
    label: countries.of(country) ?? country,
    options: options.sort((a, b) => order(a.label, b.label)),
  }));
  return { groups: groups.sort((a, b) => order(a.label, b.label)), ungrouped };
}
