import { describe, expect, it } from "vitest";
import { serverI18n } from "~/lib/i18n/resources.server";
import { addressContext } from "./form-of-address";
import { technicianCard } from "./technician-card";

const founding = (locale: "es" | "pt" | "en", form: string | null) => serverI18n(locale).t("network:cards.founding", { context: addressContext(form) });
const profileBadge = (locale: "es" | "pt", form: string | null) => serverI18n(locale).t("members:profile.foundingMember", { context: addressContext(form) });

describe("badges about a person follow how they asked to be addressed (decision 044)", () => {
  it("reads 'Fundadora', 'Fundador' or the neutral 'Miembro fundador' on Spanish cards", () => {
    expect(founding("es", "feminine")).toBe("Fundadora");
    expect(founding("es", "masculine")).toBe("Fundador");
    expect(founding("es", "neutral")).toBe("Miembro fundador");
  });

  it("uses the neutral wording when the member did not say, or the stored value is unknown", () => {
    expect(founding("es", null)).toBe("Miembro fundador");
    expect(founding("es", "otro")).toBe("Miembro fundador");
    expect(founding("pt", null)).toBe("Membro fundador");
  });

  it("has the Portuguese forms, and English, which has no gender here, says the same for all", () => {
    expect(["feminine", "masculine", "neutral"].map((form) => founding("pt", form))).toEqual(["Fundadora", "Fundador", "Membro fundador"]);
    expect(new Set(["feminine", "masculine", null].map((form) => founding("en", form)))).toEqual(new Set(["Founding member"]));
  });

  it("applies to the profile page's badge too", () => {
    expect([profileBadge("es", "feminine"), profileBadge("es", "masculine"), profileBadge("es", null)]).toEqual(["Fundadora", "Fundador", "Miembro fundador"]);
    expect([profileBadge("pt", "feminine"), profileBadge("pt", null)]).toEqual(["Fundadora", "Membro fundador"]);
  });

  it("names the technician's profile window in the feminine for a woman, as the spec's 'Perfil del Técnico' otherwise", () => {
    const { t } = serverI18n("es");
    expect(t("members:technicians.profileModal", { context: addressContext("feminine") })).toBe("Perfil de la Técnica");
    expect(t("members:technicians.profileModal", { context: addressContext(null) })).toBe("Perfil del Técnico");
  });

  it("travels on a listed technician's card", () => {
    const row = {
      id: "u1",
      first_name: "Camila",
      last_name: "Rojas",
      job_title: ["Diseñadora de iluminación"],
      skills: [],
      city: null,
      country: null,
      membership_level: "bronze",
      profile_image_path: null,
      is_founding_member: true,
    };
    expect(technicianCard({ ...row, form_of_address: "feminine" }).formOfAddress).toBe("feminine");
    expect(technicianCard(row).formOfAddress).toBeNull();
  });
});
