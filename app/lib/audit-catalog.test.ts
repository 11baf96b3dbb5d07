import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_FIELDS } from "./audit.server";
import { LOCALES } from "./i18n/locales";
import { serverI18n } from "./i18n/resources.server";

/** The literal keys the audit screen asks for, read from its source, plus the pager's. */
function screenKeys(): string[] {
  const source = readFileSync(new URL("../routes/admin/audit.tsx", import.meta.url), "utf8");
  const literal = [...source.matchAll(/t\("(adminAudit\.[\w.]+)"/g)].map((match) => match[1]);
  return [...new Set([...literal, "adminAudit.pages", "adminAudit.previous", "adminAudit.next", "adminAudit.pageOf", "adminAudit.total"])];
}

describe("the admin audit screen's texts (issue 36)", () => {
  for (const locale of LOCALES) {
    const i18n = serverI18n(locale);
    const resolves = (key: string) => i18n.exists(`members:${key}`) || i18n.exists(`members:${key}`, { count: 2 });
    it(`names every audit action the code writes in ${locale} (a dotted action is a nested key, never shown raw)`, () => {
      const missing = AUDIT_ACTIONS.filter((action) => !resolves(`adminAudit.actions.${action}`));
      expect(missing).toEqual([]);
      expect(i18n.t("members:adminAudit.actions.account.suspend")).not.toContain("adminAudit");
    });
    it(`names every field a before/after state may hold in ${locale}`, () => {
      expect(AUDIT_FIELDS.filter((field) => !resolves(`adminAudit.fields.${field}`))).toEqual([]);
    });
    it(`resolves every other key of the screen in ${locale}`, () => {
      expect(screenKeys().filter((key) => !resolves(key))).toEqual([]);
    });
  }

  it("reads the filter's and the rows' labels in Spanish, English and Portuguese", () => {
    expect(serverI18n("es").t("members:adminAudit.actions.account.suspend")).toBe("Suspensión");
    expect(serverI18n("en").t("members:adminAudit.actions.level-request.approve")).toBe("Level request approved");
    expect(serverI18n("pt").t("members:adminAudit.fields.holderName")).toBe("Nome do titular");
    expect(serverI18n("es").t("members:adminAudit.fields.published")).toBe("Publicado");
  });
});
