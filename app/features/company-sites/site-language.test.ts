import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultSiteLanguage, defaultSiteLanguageSql, isSiteLanguage } from "./site-language";

describe("the language a company's site speaks until the company chooses (decision 045)", () => {
  it("is Portuguese for Brazil, whether the country is stored as its ISO code or as the Spanish name stored before codes", () => {
    for (const country of ["BR", "Brasil", "brasil", " BR ", "br"]) expect(defaultSiteLanguage(country)).toBe("pt");
    expect(defaultSiteLanguage("PT")).toBe("pt");
  });

  it("is English for the United States and the other English-speaking countries, in either form", () => {
    for (const country of ["US", "Estados Unidos", "estados unidos", "GB", "Reino Unido", "CA", "Canadá", "Canada", "JM"]) {
      expect(defaultSiteLanguage(country), country).toBe("en");
    }
  });

  it("is Spanish everywhere else, for 'Otro' and when the country is unknown", () => {
    for (const country of ["UY", "Uruguay", "MX", "México", "Puerto Rico", "PR", "ES", "España", "ZZ", "Otro", "", null, undefined]) {
      expect(defaultSiteLanguage(country), String(country)).toBe("es");
    }
  });

  it("accepts only es, en and pt as a site's language", () => {
    expect(["es", "en", "pt"].every(isSiteLanguage)).toBe(true);
    for (const value of ["fr", "ES", "", "pt-BR", null, 3]) expect(isSiteLanguage(value)).toBe(false);
  });

  it("is the same rule in the migration that gave existing sites their language", () => {
    const file = readdirSync("drizzle").find((name) => name.endsWith("_company_site_language.sql"));
    expect(file).toBeDefined();
    expect(readFileSync(`drizzle/${file}`, "utf8")).toContain(defaultSiteLanguageSql("company_profiles.country"));
  });
});
