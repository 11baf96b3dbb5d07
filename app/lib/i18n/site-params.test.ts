import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LegalDocumentKey, LegalText, legalOutline } from "~/components/content/legal-document";
import { reloadEnv } from "~/lib/env.server";
import { buildMail, type MailTemplate } from "~/lib/mail/templates.server";
import { pageMeta } from "~/lib/meta";
import { registerEveryMail } from "../../../tests/mails";
import { LOCALES } from "./locales";
import { TranslationProvider } from "./react";
import { serverI18n } from "./resources.server";
import { DEFAULT_SITE_PARAMS } from "./site-defaults";
import type { Translator } from "./translator";

registerEveryMail();

/** What another association's instance sets. */
const OTHER = { SITE_NAME: "Red Técnica Andina", CONTACT_EMAIL: "contacto@rta.example", POSTAL_ADDRESS: "Av. Amazonas 1234, Quito, Ecuador" };
/** The network's own name, e-mail and address as they were written into the texts (also in Portuguese); compared as written, so the local storage key 'redav_terms_accepted' that the cookie policy names is not the name. */
const NETWORK_LITERALS = [
  DEFAULT_SITE_PARAMS.siteName,
  DEFAULT_SITE_PARAMS.contactEmail,
  DEFAULT_SITE_PARAMS.postalAddress,
  "Montevidéu, Uruguai",
  "redav.lat",
];

/** A legal document's text as the legal page renders it, in a translator's language. */
function renderLegal(translator: Translator, documentKey: LegalDocumentKey): string {
  const providerProps = { translator } as Parameters<typeof TranslationProvider>[0];
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(TranslationProvider, providerProps, createElement(LegalText, { documentKey }))));
}

function expectNoNetworkLiteral(text: string, where: string) {
  for (const literal of NETWORK_LITERALS) expect(text, `${where} names "${literal}"`).not.toContain(literal);
}

/** Every string of a catalog, with its key path. */
function strings(value: unknown, prefix: string): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${prefix}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => strings(child, `${prefix}.${key}`));
  return [];
}

describe("the catalogs", () => {
  const root = path.resolve(import.meta.dirname, "../../locales");
  const files = readdirSync(root).flatMap((locale) => readdirSync(path.join(root, locale)).map((file) => path.join(locale, file)));

  it("never write the network's name, contact e-mail or postal address: they take {{siteName}}, {{contactEmail}} and {{postalAddress}}", () => {
    expect(files.length).toBeGreaterThan(40);
    const offending = files.flatMap((file) =>
      strings(JSON.parse(readFileSync(path.join(root, file), "utf8")), file)
        .filter(([, text]) => NETWORK_LITERALS.some((literal) => text.includes(literal)))
        .map(([key]) => key),
    );
    expect(offending).toEqual([]);
  });
});

describe("an instance run under another name (SITE_NAME, CONTACT_EMAIL, POSTAL_ADDRESS)", () => {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(OTHER)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    reloadEnv();
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    reloadEnv();
  });

  const mails: MailTemplate[] = [
    { name: "verify-email", url: "http://localhost:3000/auth/verify?token=a" },
    { name: "newsletter-confirm", confirmUrl: "http://localhost:3000/n/c", unsubscribeUrl: "http://localhost:3000/n/u" },
    { name: "level-decision", outcome: "refused", level: "gold", url: "http://localhost:3000/membership" },
    { name: "appeal-upheld", reason: "Spam" },
    {
      name: "notification-digest",
      items: [],
      total: 3,
      url: "http://localhost:3000/n",
      preferencesUrl: "http://localhost:3000/p",
      unsubscribeUrl: "http://localhost:3000/u",
    },
  ];

  for (const locale of LOCALES) {
    it(`names it in the e-mails (${locale}): subject, header, text, contact address and footer`, () => {
      for (const template of mails) {
        const mail = buildMail(template, locale);
        const all = `${mail.subject}\n${mail.html}\n${mail.text}`;
        expectNoNetworkLiteral(all, `${template.name} (${locale})`);
        expect(mail.html, template.name).toContain(`>${OTHER.SITE_NAME}</p>`);
        expect(mail.text, template.name).toContain(OTHER.POSTAL_ADDRESS);
      }
      expect(buildMail(mails[0], locale).subject).toContain(OTHER.SITE_NAME);
      expect(buildMail(mails[2], locale).text).toContain(OTHER.CONTACT_EMAIL);
    });

    it(`names it in the legal pages (${locale}), whose text is rendered from the catalog`, () => {
      const translator = serverI18n(locale);
      for (const key of ["terms", "legalTerms", "privacy", "cookies"] as const satisfies LegalDocumentKey[]) {
        const html = renderLegal(translator, key);
        const { title, description } = legalOutline(translator.t, key);
        expectNoNetworkLiteral(`${title}\n${description}\n${html}`, `legal ${key} (${locale})`);
        expect(html, key).toContain(OTHER.SITE_NAME);
      }
      const privacy = renderLegal(translator, "privacy");
      expect(privacy).toContain(OTHER.CONTACT_EMAIL);
      expect(privacy).toContain(OTHER.POSTAL_ADDRESS);
    });
  }

  it("names it in a page's title and link preview", () => {
    const tags = pageMeta({ title: "Contacto", description: "d" });
    expect(tags).toContainEqual({ title: `Contacto · ${OTHER.SITE_NAME}` });
    expect(tags).toContainEqual({ property: "og:site_name", content: OTHER.SITE_NAME });
    expectNoNetworkLiteral(JSON.stringify(tags), "the meta tags");
  });

  it("is refused at start with a readable message when a value is not usable", async () => {
    const { parseEnv } = await import("~/lib/env.server");
    expect(() => parseEnv({ CONTACT_EMAIL: "no es un correo" })).toThrow(/CONTACT_EMAIL/);
    expect(() => parseEnv({ SITE_NAME: "dos\nlíneas" })).toThrow(/SITE_NAME/);
    expect(() => parseEnv({ POSTAL_ADDRESS: "" })).toThrow(/POSTAL_ADDRESS/);
    expect(parseEnv({}).SITE_NAME).toBe("RedAV");
  });
});
