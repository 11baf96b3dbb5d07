import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { CREW_ROLES, crewRoleLabel, crewRoleOptions, isCrewRole } from "./crew-roles";

describe("crew roles (issue 38 show credits)", () => {
  for (const locale of LOCALES) {
    it(`${locale} labels every role once, in the list's order`, () => {
      const { t, exists } = serverI18n(locale);
      expect(CREW_ROLES.filter((code) => !exists(`catalog:crewRoles.${code}`))).toEqual([]);
      const options = crewRoleOptions(t);
      expect(options.map((option) => option.value)).toEqual([...CREW_ROLES]);
      expect(new Set(options.map((option) => option.label)).size).toBe(CREW_ROLES.length);
    });
  }

  it("reads the trade's words in each language and shows an unknown code as itself", () => {
    expect(crewRoleLabel(serverI18n("es").t, "foh")).toBe("Sonidista de FOH");
    expect(crewRoleLabel(serverI18n("en").t, "lighting_operation")).toBe("Lighting operator");
    expect(crewRoleLabel(serverI18n("pt").t, "production_manager")).toBe("Chefe de produção técnica");
    expect(crewRoleLabel(serverI18n("es").t, "dj")).toBe("dj");
    expect(isCrewRole("monitors")).toBe(true);
    expect(isCrewRole("constructor")).toBe(false);
  });
});
