import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { emptySite } from "./site-data";
import { publishSite, saveSiteDraft, setSiteLanguage, siteEditor } from "./site-editor.server";
import { publicSite } from "./site-page.server";

const unique = () => crypto.randomUUID().slice(0, 8);

/** A signed-in company of a country (as its ISO code or as the Spanish name stored before codes), with an address on RedAV. */
async function company(country: string) {
  const { userId } = await createCompany();
  const slug = `empresa-${unique()}`;
  await testDb().update(companyProfiles).set({ slug, country }).where(eq(companyProfiles.id, userId));
  return { id: userId, slug, ctx: await actingAs(userId) };
}

/** A company's published site with a phone of São Paulo. */
async function published(country: string) {
  const owner = await company(country);
  const draft = (await siteEditor(owner.ctx)).draft;
  await saveSiteDraft(owner.ctx, JSON.stringify({ ...draft, contact: { ...draft.contact, phone: "11 98765-4321" } }));
  await publishSite(owner.ctx);
  return owner;
}

/** The site as a visitor reading RedAV in Spanish gets it: its language and the WhatsApp link's typed-in message. */
async function visit(slug: string) {
  const answer = await publicSite(testContext({ locale: "es" }), slug);
  if (answer.kind !== "site") throw new Error("expected the site");
  const link = answer.view.whatsappUrl;
  return { language: answer.view.language, message: link ? new URL(link).searchParams.get("text") : null };
}

async function storedLanguage(companyId: string) {
  const [row] = await testDb().select({ language: companyWebsites.language }).from(companyWebsites).where(eq(companyWebsites.companyId, companyId));
  return row?.language;
}

describe("a company's site speaks the company's language (decision 045)", () => {
  it("starts in the language of the company's country, read as an ISO code or as the former Spanish name", async () => {
    for (const [country, language] of [
      ["BR", "pt"],
      ["Brasil", "pt"],
      ["US", "en"],
      ["Estados Unidos", "en"],
      ["UY", "es"],
      ["Uruguay", "es"],
    ] as const) {
      const owner = await company(country);
      expect((await siteEditor(owner.ctx)).language, country).toBe(language);
    }
    const brazilian = await company("BR");
    expect((await siteEditor(brazilian.ctx)).draft.hero.ctaText).toBe("Fale conosco");
  });

  it("gives a visitor reading RedAV in Spanish a Brazilian site's WhatsApp message in Portuguese", async () => {
    const owner = await published("Brasil");
    const { language, message } = await visit(owner.slug);
    expect(language).toBe("pt");
    expect(message).toMatch(/^Olá, vi o site de /);
  });

  it("follows the language the company chooses, at once", async () => {
    const owner = await published("BR");
    expect(await setSiteLanguage(owner.ctx, "en")).toEqual({ language: "en" });
    const { language, message } = await visit(owner.slug);
    expect(language).toBe("en");
    expect(message).toMatch(/^Hello, I saw /);
    expect((await siteEditor(owner.ctx)).language).toBe("en");
  });

  it("is changed only by the site's owner: another company changes its own site, a technician and a visitor are refused", async () => {
    const owner = await published("BR");
    const other = await company("UY");
    await setSiteLanguage(other.ctx, "en");
    expect(await storedLanguage(owner.id)).toBe("pt");
    expect(await storedLanguage(other.id)).toBe("en");

    const technician = await createIndividual();
    expect(await refusalOf(setSiteLanguage(await actingAs(technician.userId), "es"))).toMatchObject({ key: "COMPANY_ONLY", status: 403 });
    expect(await refusalOf(setSiteLanguage(testContext(), "es"))).toMatchObject({ status: 401 });
    expect(await storedLanguage(owner.id)).toBe("pt");
    expect((await visit(owner.slug)).language).toBe("pt");
  });

  it("refuses a language it does not offer with a Spanish message and changes nothing", async () => {
    const owner = await published("BR");
    for (const value of ["fr", "PT", "", undefined]) {
      expect(await refusalOf(setSiteLanguage(owner.ctx, value))).toEqual({
        key: "SITE_LANGUAGE_INVALID",
        status: 400,
        message: "Elige el idioma del sitio: español, inglés o portugués.",
        field: "language",
      });
    }
    expect(await storedLanguage(owner.id)).toBe("pt");
  });

  it("leaves the section headings of a new site empty, so they come from the catalog of its language", () => {
    const data = emptySite("Estúdio Paulista", "Gravação");
    expect([data.about.title, data.products.title, data.gallery.title, data.contact.title]).toEqual(["", "", "", ""]);
  });
});
