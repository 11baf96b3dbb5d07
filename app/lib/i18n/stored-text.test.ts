import { describe, expect, it } from "vitest";
import { serverI18n } from "./resources.server";
import { shownText, shownValues, storedText } from "./stored-text";

describe("catalog texts stored inside a text (decision 055)", () => {
  it("renders the website form's subject in each reader's language, with the visitor's name as typed", () => {
    const subject = storedText("subjects.websiteInquiry", { name: "Martín Gómez" });
    expect(shownText(serverI18n("es").t, subject)).toBe("Consulta desde tu sitio web - De: Martín Gómez");
    expect(shownText(serverI18n("en").t, subject)).toBe("Inquiry from your website - From: Martín Gómez");
    expect(shownText(serverI18n("pt").t, subject)).toBe("Consulta pelo seu site - De: Martín Gómez");
  });

  it("renders a stored text inside a longer one and leaves the rest as written", () => {
    const { t } = serverI18n("es");
    expect(shownText(t, `Operador - De: ${storedText("names.user")}`)).toBe("Operador - De: Usuario");
    expect(shownText(t, "Hola")).toBe("Hola");
  });

  it("never reads what a person typed as a catalog text: only its control-character form, and only names and subjects", () => {
    const { t } = serverI18n("es");
    expect(shownText(t, "$t(names.user) {{name}}")).toBe("$t(names.user) {{name}}");
    expect(shownText(t, "\u001enotifications.follow.title\u001e")).toBe("\u001enotifications.follow.title\u001e");
    // Parameters that are not JSON, or not text, are left out rather than shown.
    expect(shownText(t, "\u001esubjects.websiteInquiry\u001fnot json\u001e")).toBe("Consulta desde tu sitio web - De: {{name}}");
    expect(shownText(t, '\u001esubjects.websiteInquiry\u001f{"name":7}\u001e')).toBe("Consulta desde tu sitio web - De: {{name}}");
  });

  it("reads the JSON a database wrote (spaces around the colon) as its own", () => {
    expect(shownText(serverI18n("en").t, '\u001esubjects.websiteInquiry\u001f{"name" : "Ana"}\u001e')).toBe("Inquiry from your website - From: Ana");
  });

  it("renders every string inside arrays and objects on a copy, keeping dates and numbers", () => {
    const { t } = serverI18n("en");
    const when = new Date("2026-11-27T10:00:00Z");
    const rows = [{ name: storedText("names.formerMember"), at: when, count: 2, nested: { list: [storedText("names.company")] } }];
    const shown = shownValues(t, rows);
    expect(shown).toEqual([{ name: expect.stringMatching(/^Former member of /), at: when, count: 2, nested: { list: ["Company"] } }]);
    expect(shown[0]?.at).toBeInstanceOf(Date);
    expect(rows[0]?.name).toBe(storedText("names.formerMember"));
  });
});
