import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { COMPANY_SIZES, companySizeLabel, SUBCATEGORIES, subcategoryLabel } from "~/lib/vocabulary/company";
import { shownBio } from "./bio";

describe("company labels and the default biography come from the catalogs (es, en, pt)", () => {
  for (const locale of LOCALES) {
    const { t, exists } = serverI18n(locale);
    it(`${locale} labels every company size and subcategory code`, () => {
      expect(COMPANY_SIZES.filter((size) => !exists(`catalog:companySizes.${size}`))).toEqual([]);
      expect(SUBCATEGORIES.filter((code) => !exists(`catalog:subcategories.${code}`))).toEqual([]);
    });
    it(`${locale} has the default biography`, () => {
      expect(exists("catalog:profile.noBio")).toBe(true);
      expect(shownBio(t, "Mi biografía")).toBe("Mi biografía");
    });
  }

  it("shows the labels and the default biography in the reader's language, spec §3's Spanish in es", () => {
    const read = (locale: (typeof LOCALES)[number]) => {
      const { t } = serverI18n(locale);
      return [companySizeLabel(t, "micro"), subcategoryLabel(t, "rental_audio"), subcategoryLabel(t, "desconocida"), shownBio(t, null), shownBio(t, "  ")];
    };
    expect(read("es")).toEqual(["Micro (1-10 personas)", "Alquiler de audio", "desconocida", "Sin biografía disponible", "Sin biografía disponible"]);
    expect(read("en")).toEqual(["Micro (1-10 people)", "Audio rental", "desconocida", "No biography available", "No biography available"]);
    expect(read("pt")).toEqual(["Micro (1-10 pessoas)", "Locação de áudio", "desconocida", "Nenhuma biografia disponível", "Nenhuma biografia disponível"]);
  });
});
