import { describe, expect, it } from "vitest";
import { serverI18n } from "~/lib/i18n/resources.server";
import { datesInWords, suggestedName } from "./search-words";

describe("a saved talent search in words", () => {
  it("offers 'Iluminación · Córdoba · 5–6 dic' for lighting in Córdoba on two December days", () => {
    const { t } = serverI18n("es");
    const filters = { q: "", skills: ["lighting"], country: "AR", city: "Córdoba", from: "2026-12-05", to: "2026-12-06" };
    expect(suggestedName(t, "es", filters)).toBe("Iluminación · Córdoba · 5–6 dic");
  });

  it("names one day, days across months, and English dates", () => {
    expect(datesInWords("es", "2026-12-05", "2026-12-05")).toBe("5 dic");
    expect(datesInWords("es", "2026-12-30", "2027-01-02")).toBe("30 dic – 2 ene");
    expect(datesInWords("en", "2026-12-05", "2026-12-06")).toMatch(/^Dec 5\s–\s6$/);
  });
});
