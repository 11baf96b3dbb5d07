import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { EVENT_TIME_ZONES, ZONE_COUNTRIES, zoneChoices, zoneCity, zoneTime } from "./time-zones";

const t = (locale: (typeof LOCALES)[number]) => serverI18n(locale).t;

describe("time zones as people say them (issue 36)", () => {
  for (const locale of LOCALES) {
    it(`every offered zone has its city and its phrase in ${locale}, and every zone but UTC has a country`, () => {
      const { exists } = serverI18n(locale);
      for (const zone of EVENT_TIME_ZONES) {
        expect(exists(`zones:zones.${zone}.city`), `${locale} ${zone} city`).toBe(true);
        expect(exists(`zones:zones.${zone}.time`), `${locale} ${zone} time`).toBe(true);
        expect(zoneTime(t(locale), zone)).not.toMatch(/_|America\//);
        if (zone !== "UTC") expect(ZONE_COUNTRIES[zone], zone).toMatch(/^[A-Z]{2}$/);
      }
    });
  }

  it("names the zone in the reader's language, with the city's own spelling", () => {
    expect(zoneTime(t("es"), "America/Mexico_City")).toBe("hora de Ciudad de México");
    expect(zoneTime(t("en"), "America/Mexico_City")).toBe("Mexico City time");
    expect(zoneTime(t("pt"), "America/Mexico_City")).toBe("horário da Cidade do México");
    expect(zoneTime(t("pt"), "America/Sao_Paulo")).toBe("horário de São Paulo");
    expect(zoneTime(t("es"), "America/Sao_Paulo")).toBe("hora de São Paulo");
    expect(zoneTime(t("es"), "America/Bogota")).toBe("hora de Bogotá");
    expect(zoneCity(t("es"), "America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zoneCity(t("pt"), "America/Asuncion")).toBe("Assunção");
  });

  it("falls back to the id's city in the same phrase for a zone the list does not offer", () => {
    expect(zoneTime(t("es"), "America/Port_of_Spain")).toBe("hora de Port of Spain");
    expect(zoneTime(t("en"), "America/Port_of_Spain")).toBe("Port of Spain time");
  });

  it("lists the zones for editors as cities grouped by country, the country named in the reader's language, values the IANA ids", () => {
    const spanish = zoneChoices(t("es"), "es");
    const mexico = spanish.groups.find((group) => group.label === "México");
    expect(mexico?.options).toEqual([
      { value: "America/Cancun", label: "Cancún" },
      { value: "America/Mexico_City", label: "Ciudad de México" },
      { value: "America/Monterrey", label: "Monterrey" },
      { value: "America/Tijuana", label: "Tijuana" },
    ]);
    expect(spanish.groups.find((group) => group.label === "Argentina")?.options.map((option) => option.value)).toEqual([
      "America/Argentina/Buenos_Aires",
      "America/Argentina/Cordoba",
    ]);
    expect(spanish.groups.map((group) => group.label)).toContain("España");
    expect(spanish.ungrouped.map((option) => option.value)).toEqual(["UTC"]);
    const values = [...spanish.groups.flatMap((group) => group.options), ...spanish.ungrouped].map((option) => option.value);
    expect(values.sort()).toEqual([...EVENT_TIME_ZONES].sort());

    const english = zoneChoices(t("en"), "en");
    expect(english.groups.find((group) => group.label === "Mexico")?.options.map((option) => option.label)).toContain("Mexico City");
    expect(english.groups.map((group) => group.label)).toContain("Spain");
    const portuguese = zoneChoices(t("pt"), "pt");
    expect(portuguese.groups.find((group) => group.label === "Brasil")?.options.map((option) => option.label)).toEqual(["Manaus", "São Paulo"]);
    expect(portuguese.groups.find((group) => group.label === "Espanha")?.options.map((option) => option.label)).toEqual(["Madri"]);
  });
});
