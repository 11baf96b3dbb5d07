import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { resources, serverI18n } from "~/lib/i18n/resources.server";
import { DEFAULT_SITE_PARAMS } from "~/lib/i18n/site-defaults";
import { NOTIFICATION_TEXTS, type NotificationTextKey, notificationText, STATUS_TEXT_KEYS } from "./notification-texts";

/** The catalog's texts of a key in a language: the text itself, or its plural forms. */
function textsOf(locale: (typeof LOCALES)[number], key: string): string[] {
  const section = (resources[locale].catalog as { notifications: Record<string, unknown> }).notifications;
  // A key may nest deeper than a group and a name ('booking.accepted.title').
  const path = key.split(".");
  const name = path.pop() ?? "";
  const entries = path.reduce<Record<string, unknown>>((node, part) => (node[part] ?? {}) as Record<string, unknown>, section);
  const forms = [entries[name], entries[`${name}_one`], entries[`${name}_other`]].filter((text) => text !== undefined);
  return forms.map((text) => (typeof text === "string" ? text : ""));
}

/** The placeholders a stored notification must fill (the instance's settings, such as {{siteName}}, every text may use). */
function placeholdersOf(text: string): string[] {
  const instance = Object.keys(DEFAULT_SITE_PARAMS);
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].filter((name) => !instance.includes(name)).sort();
}

describe("the texts a notification can be stored with (house rule 11)", () => {
  for (const [key, params] of Object.entries(NOTIFICATION_TEXTS)) {
    for (const locale of LOCALES) {
      it(`${locale} has catalog:notifications.${key}, with exactly its parameters`, () => {
        const texts = textsOf(locale, key);
        expect(texts.length, `catalog:notifications.${key} is missing in ${locale}`).toBeGreaterThan(0);
        for (const text of texts) {
          expect(text.trim(), `catalog:notifications.${key} is empty in ${locale}`).not.toBe("");
          expect(placeholdersOf(text)).toEqual([...params].sort());
        }
      });
    }
  }

  it("renders a stored key with its parameters in the reader's language, plurals included", () => {
    const row = (titleKey: NotificationTextKey, messageKey: NotificationTextKey, params: Record<string, string | number>) => ({
      title: null,
      message: null,
      titleKey,
      messageKey,
      params,
    });
    const follows = row("follow.title", "follow.withOthers", { name: "Ana", count: 3 });
    expect(notificationText(follows, serverI18n("es").t)).toEqual({ title: "Nuevo seguidor", message: "Ana y 3 personas más comenzaron a seguirte" });
    expect(notificationText(follows, serverI18n("en").t)).toEqual({ title: "New follower", message: "Ana and 3 other people started following you" });
    expect(notificationText({ ...follows, params: { name: "Ana", count: 1 } }, serverI18n("pt").t).message).toBe("Ana e mais 1 pessoa começaram a seguir você");
    const status = row("applicationStatus.title", "applicationStatus.accepted", { jobTitle: "Sonidista" });
    expect(notificationText(status, serverI18n("en").t)).toEqual({
      title: "Application: Sonidista",
      message: "Congratulations! Your application has been accepted",
    });
  });

  it("keeps a text a person wrote (an admin's notice) as written, in every language", () => {
    const notice = { title: "Mantenimiento", message: "Mañana de 2 a 3.", titleKey: null, messageKey: null, params: {} };
    for (const locale of LOCALES) expect(notificationText(notice, serverI18n(locale).t)).toEqual({ title: "Mantenimiento", message: "Mañana de 2 a 3." });
  });

  it("the Spanish catalog holds spec §4's status texts", () => {
    const { t } = serverI18n("es");
    expect(Object.fromEntries(Object.entries(STATUS_TEXT_KEYS).map(([status, key]) => [status, t(`catalog:notifications.${key}`)]))).toEqual({
      pending: "Tu postulación está siendo revisada",
      reviewed: "Tu postulación ha sido revisada",
      contacted: "El empleador se pondrá en contacto contigo",
      accepted: "¡Felicitaciones! Tu postulación ha sido aceptada",
      rejected: "Tu postulación ha sido rechazada",
    });
  });
});
