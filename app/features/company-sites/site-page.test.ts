import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import enSites from "~/locales/en/companySite.json";
import ptSites from "~/locales/pt/companySite.json";
import { SitePage } from "./components/site-page";
import { emptySite, type SiteData } from "./site-data";
import type { SiteLanguage } from "./site-language";
import { emptySections, showsSection } from "./site-sections";
import type { SiteView } from "./site-view";

function site(change: (data: SiteData) => void = () => {}): SiteData {
  const data = emptySite("Estúdio Paulista", "Gravação e mixagem em São Paulo.");
  change(data);
  return data;
}

function view(data: SiteData, language: SiteLanguage): SiteView {
  return {
    slug: "estudio-paulista",
    companyName: "Estúdio Paulista",
    country: "BR",
    language,
    currency: "BRL",
    whatsappUrl: "https://wa.me/5511987654321?text=Ol%C3%A1",
    callUrl: "tel:+5511987654321",
    data,
    listings: null,
  };
}

/** The page as a visitor whose RedAV is in Spanish receives it. */
function render(page: SiteView, texts: unknown): string {
  const banner = createElement("p", { id: "aviso" }, serverI18n("es").t("sites:previewBanner"));
  const body = createElement(SitePage, { view: page, texts, banner, contactForm: () => null });
  const providerProps = { translator: serverI18n("es") } as Parameters<typeof TranslationProvider>[0];
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(TranslationProvider, providerProps, body)));
}

describe("a company's site speaks its own language, whatever the visitor's (decision 045)", () => {
  it("shows a Portuguese site's buttons, navigation and headings in Portuguese to a visitor reading RedAV in Spanish, marked lang=pt", () => {
    const html = render(view(site(), "pt"), ptSites);
    expect(html).toContain('lang="pt"');
    expect(html).toContain("Escrever pelo WhatsApp");
    expect(html).toContain(">Ligar<");
    expect(html).toContain(">Sobre nós<");
    expect(html).toContain(">Contato<");
    expect(html).not.toContain("Escribir por WhatsApp");
    expect(html).not.toContain(">Llamar<");
    expect(html).not.toContain("Sobre nosotros");
    // RedAV's own word to the visitor stays in the visitor's language, outside the site's lang.
    expect(html).toMatch(/<p id="aviso">Vista previa del borrador[^<]*<\/p><div lang="pt">/);
  });

  it("shows an English site in English", () => {
    const html = render(view(site(), "en"), enSites);
    expect(html).toContain('lang="en"');
    expect(html).toContain("Message on WhatsApp");
    expect(html).toContain(">Call<");
  });
});

describe("empty sections (issue 36)", () => {
  it("are left out of a published site and of its navigation: no 'Galeria · 0 imagens'", () => {
    const html = render(view(site(), "pt"), ptSites);
    expect(html).not.toContain("0 imagens na galeria");
    expect(html).not.toContain('id="galeria"');
    expect(html).not.toContain('href="#galeria"');
    expect(html).not.toContain('id="produtos"');
    expect(html).not.toContain('href="#productos"');
    expect(html).toContain('href="#contacto"');
  });

  it("are named for the editor: the sections switched on with nothing to show", () => {
    expect(emptySections(site())).toEqual(["products", "gallery"]);
    const bare = site((data) => {
      data.about.content = "";
      data.contact.showForm = false;
      data.sections.products = false;
    });
    expect(emptySections(bare)).toEqual(["about", "gallery", "contact"]);
    const full = site((data) => {
      data.gallery.images = [{ src: "https://example.com/foto.jpg", alt: "Sala" }];
      data.products.items = [{ id: "p1", name: "Mixagem", brand: "", model: "", category: "", description: "", features: [], price: null, image: "" }];
    });
    expect(emptySections(full)).toEqual([]);
    expect(showsSection(full, "gallery")).toBe(true);
    expect(showsSection(site(), "hero")).toBe(true);
  });
});
