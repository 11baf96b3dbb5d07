import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "~/features/events/event-options";
import { INTEREST_SKILLS, INTERESTS, skillsFromInterests } from "~/features/profiles/skills";
import { LOCALES } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { AV_CATEGORIES, categoryOptions, LEGACY_SKILL_LABELS, SKILL_CODES, skillLabel, skillParam } from "~/lib/vocabulary/av-categories";
import { categoriesNamed } from "~/lib/vocabulary/av-category-search.server";
import { COMPANY_CATEGORIES, COMPANY_SIZES, SUBCATEGORIES } from "~/lib/vocabulary/company";
import { COUNTRY_CODES, countryLabel, countryOptions, countryParam, LEGACY_COUNTRY_NAMES, OTHER_COUNTRY } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";

/** The Spanish words the issue saw on English and Portuguese pages. */
const SPANISH_ONLY = ["Iluminación", "Escenografía", "Consolas Digitales", "Eventos en vivo", "Brasil", "México", "Estados Unidos", "Otro"];

describe("every vocabulary code has a label in es, en and pt (decision 042)", () => {
  for (const locale of LOCALES) {
    const { exists } = serverI18n(locale);
    it(`${locale} labels every skill and category, company category, size and subcategory, experience level and event kind`, () => {
      expect(SKILL_CODES.filter((code) => !exists(`common:skills.${code}`))).toEqual([]);
      expect(COMPANY_CATEGORIES.filter((code) => !exists(`common:companyCategories.${code}`))).toEqual([]);
      expect(COMPANY_SIZES.filter((code) => !exists(`catalog:companySizes.${code}`))).toEqual([]);
      expect(SUBCATEGORIES.filter((code) => !exists(`catalog:subcategories.${code}`))).toEqual([]);
      expect(EXPERIENCE_LEVELS.filter((code) => !exists(`jobs:experienceLevels.${code}`))).toEqual([]);
      expect(EXPERIENCE_LEVELS.filter((code) => !exists(`members:profileEditor.experienceLevels.${code}`))).toEqual([]);
      expect(EVENT_TYPES.filter((code) => !exists(`events:types.${code}`))).toEqual([]);
    });
    it(`${locale} names every country (Intl.DisplayNames; 'Otro' from the catalog), sorted by its name, 'Otro' last`, () => {
      const { t } = serverI18n(locale);
      expect(exists("common:countries.ZZ")).toBe(true);
      const options = countryOptions(t, locale);
      expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
      expect(options.filter((option) => option.label === option.value || option.label === "")).toEqual([]);
      const named = options.slice(0, -1).map((option) => option.label);
      expect(named).toEqual([...named].sort(new Intl.Collator(locale).compare));
      expect(options.at(-1)).toEqual({ value: OTHER_COUNTRY, label: t("common:countries.ZZ") });
    });
  }

  it("reads spec §5's Spanish words in es and the reader's language elsewhere", () => {
    const labels = (locale: (typeof LOCALES)[number]) => {
      const { t } = serverI18n(locale);
      return [
        ...categoryOptions(t).map((option) => option.label),
        skillLabel(t, "live_events"),
        skillLabel(t, "av_technician"),
        ...["BR", "MX", "US", "ZZ"].map((code) => countryLabel(t, locale, code)),
      ];
    };
    expect(labels("es")).toEqual(expect.arrayContaining([...SPANISH_ONLY, "Técnico Audiovisual"]));
    expect(labels("en")).toEqual(
      expect.arrayContaining(["Lighting", "Staging", "Digital consoles", "Live events", "Brazil", "Mexico", "United States", "Other"]),
    );
    expect(labels("pt")).toEqual(
      expect.arrayContaining(["Iluminação", "Cenografia", "Consoles digitais", "Eventos ao vivo", "Brasil", "México", "Estados Unidos", "Outro"]),
    );
    expect(SPANISH_ONLY.filter((word) => labels("en").includes(word))).toEqual([]);
    // Portuguese writes Brasil, México and Estados Unidos as Spanish does; the AV words differ.
    expect(["Iluminación", "Escenografía", "Consolas Digitales", "Eventos en vivo", "Otro"].filter((word) => labels("pt").includes(word))).toEqual([]);
  });

  it("maps every old Spanish label and country name to a code whose Spanish label is that same word", () => {
    const { t } = serverI18n("es");
    expect(Object.entries(LEGACY_SKILL_LABELS).filter(([label, code]) => skillLabel(t, code) !== label)).toEqual([]);
    expect(Object.entries(LEGACY_COUNTRY_NAMES).filter(([name, code]) => countryLabel(t, "es", code) !== name)).toEqual([]);
    expect([...new Set(Object.values(LEGACY_SKILL_LABELS))].sort()).toEqual([...SKILL_CODES].sort());
    expect([...new Set(Object.values(LEGACY_COUNTRY_NAMES))].sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it("stores interest flags as skill codes, 'av_technician' when none is set", () => {
    expect(INTERESTS.map((interest) => INTEREST_SKILLS[interest]).filter((code) => !(SKILL_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(skillsFromInterests({ lighting: true, liveevents: true })).toEqual(["lighting", "live_events"]);
    expect(skillsFromInterests({})).toEqual(["av_technician"]);
  });

  it("reads an old link's Spanish value as its code and leaves anything else as given", () => {
    expect([countryParam("México"), countryParam("MX"), countryParam("Narnia"), countryParam(null)]).toEqual(["MX", "MX", "Narnia", null]);
    expect([skillParam("Iluminación"), skillParam("lighting"), skillParam("x")]).toEqual(["lighting", "lighting", "x"]);
    const { t } = serverI18n("en");
    expect([skillLabel(t, "something typed"), countryLabel(t, "en", "Tierra del Fuego"), countryLabel(t, "en", null)]).toEqual([
      "something typed",
      "Tierra del Fuego",
      "",
    ]);
  });

  it("finds the categories a search names in any of the three languages, without regard to case or accents", () => {
    expect(categoriesNamed("iluminacion")).toEqual(["lighting"]);
    expect(categoriesNamed("LIGHTING")).toEqual(["lighting"]);
    expect(categoriesNamed("iluminação")).toEqual(["lighting"]);
    expect(categoriesNamed("escenograf")).toEqual(["staging"]);
    expect(categoriesNamed("  ")).toEqual([]);
    expect(categoriesNamed("yamaha")).toEqual([]);
    expect(AV_CATEGORIES.filter((code) => !categoriesNamed(serverI18n("en").t(`common:skills.${code}`)).includes(code))).toEqual([]);
  });
});
