import { describe, expect, it } from "vitest";
import { serverI18n } from "~/lib/i18n/resources.server";
import { serverSiteParams } from "~/lib/i18n/site-params.server";
import { shownText } from "~/lib/i18n/stored-text";
import { displayName, FORMER_MEMBER_NAME, isFormerMember, personName, storedName, WEBSITE_FORM_NAME } from "./display-name";

const siteName = serverSiteParams().siteName;

/** Spec §8's fallbacks in each language: Spanish as the spec says, English and Portuguese translated. */
const FALLBACKS = {
  es: {
    company: "Empresa",
    user: "Usuario",
    unknown: "Usuario desconocido",
    formerMember: `Ex-miembro de ${siteName}`,
    websiteForm: "Formulario de tu sitio web",
  },
  en: { company: "Company", user: "User", unknown: "Unknown user", formerMember: `Former member of ${siteName}`, websiteForm: "Your website's form" },
  pt: { company: "Empresa", user: "Usuário", unknown: "Usuário desconhecido", formerMember: `Ex-membro de ${siteName}`, websiteForm: "Formulário do seu site" },
} as const;

describe("the display-name rule (spec §8, decision 055)", () => {
  it("joins a person's first and last name, trimmed, empty when there is neither", () => {
    expect(personName("Lucía", "Fernández")).toBe("Lucía Fernández");
    expect(personName("Lucía", null)).toBe("Lucía");
    expect(personName(null, "Fernández")).toBe("Fernández");
    expect(personName("", undefined)).toBe("");
  });

  it("stores a member's own words as they are and a fallback as a catalog text, never a Spanish word", () => {
    expect(storedName({ company: true, companyName: "Luces del Plata" })).toBe("Luces del Plata");
    expect(storedName({ company: true, companyName: "", accountName: "Luces SA" })).toBe("Luces SA");
    expect(storedName({ company: false, firstName: "Ana", lastName: "Gómez", email: "ana@example.com" })).toBe("Ana Gómez");
    expect(storedName({ company: false, email: "ana@example.com" })).toBe("ana@example.com");
    for (const stored of [storedName({ company: true }), storedName({ company: false }), storedName(null), FORMER_MEMBER_NAME, WEBSITE_FORM_NAME]) {
      expect(stored).not.toMatch(/Empresa|Usuario|miembro|Formulario/);
    }
  });

  for (const [locale, names] of Object.entries(FALLBACKS) as [keyof typeof FALLBACKS, (typeof FALLBACKS)[keyof typeof FALLBACKS]][]) {
    it(`names every case in ${locale}: a company, a person, the e-mail, no profile, a former member, the website form`, () => {
      const { t } = serverI18n(locale);
      expect(displayName(t, { company: true, companyName: "Luces del Plata" })).toBe("Luces del Plata");
      expect(displayName(t, { company: true, companyName: null })).toBe(names.company);
      expect(displayName(t, { company: true, companyName: "" })).toBe(names.company);
      expect(displayName(t, { company: false, firstName: "Ana", lastName: "Gómez" })).toBe("Ana Gómez");
      expect(displayName(t, { company: false, firstName: null, lastName: null, email: "ana@example.com" })).toBe("ana@example.com");
      expect(displayName(t, { company: false, firstName: null, lastName: null })).toBe(names.user);
      expect(displayName(t, null)).toBe(names.unknown);
      expect(shownText(t, FORMER_MEMBER_NAME)).toBe(names.formerMember);
      expect(shownText(t, WEBSITE_FORM_NAME)).toBe(names.websiteForm);
    });
  }

  it("knows a former member's account by its id", () => {
    expect(isFormerMember("ex-miembro-AbC123")).toBe(true);
    expect(isFormerMember("a5b1c2")).toBe(false);
  });
});
