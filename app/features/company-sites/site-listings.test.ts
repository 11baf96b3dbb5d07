import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import esSites from "~/locales/es/companySite.json";
import { SitePage } from "./components/site-page";
import { emptySite, type SiteData } from "./site-data";
import type { SiteListings, SiteView } from "./site-view";

// As the site's loader shapes them (site-listings.server.ts), in the site's language.
const LISTINGS: SiteListings = {
  jobs: [{ href: "/jobs/41", title: "Técnico de monitores", lines: ["Montevideo"] }],
  events: [
    { href: "/calendar/taller-rf", title: "Taller de RF", lines: ["10 de marzo de 2027 a las 19:00", "Montevideo"], dateTime: "2027-03-10T22:00:00.000Z" },
  ],
  crew: [{ href: "/tecnicos/lucia-foh", title: "Lucía Pérez", lines: ["Ingeniera de sala", "Trabajó en Cosquín Rock"], photoUrl: null }],
};

function render(sections: Partial<SiteData["sections"]>, listings: SiteListings | null = LISTINGS): string {
  const data = emptySite("Sonido Sur", "Alquiler de audio.");
  data.sections = { ...data.sections, ...sections };
  const view: SiteView = {
    slug: "sonido-sur",
    companyName: "Sonido Sur",
    country: "UY",
    language: "es",
    currency: "UYU",
    whatsappUrl: null,
    callUrl: null,
    data,
    listings,
  };
  const listingPreview = (section: string) => `En el sitio publicado, aquí aparecen las entradas de ${section}.`;
  const body = createElement(SitePage, { view, texts: esSites, contactForm: () => null, listingPreview });
  const providerProps = { translator: serverI18n("es") } as Parameters<typeof TranslationProvider>[0];
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(TranslationProvider, providerProps, body)));
}

describe("RedAV's listings on a company's site (decision 063)", () => {
  it("appear only when switched on, each linking to its RedAV page and in the navigation", () => {
    const off = render({});
    for (const text of ["Ofertas abiertas", "Taller de RF", "Lucía Pérez", 'href="#ofertas"', 'href="#equipo"']) expect(off).not.toContain(text);
    const on = render({ jobs: true, events: true, crew: true });
    expect(on).toContain('href="/jobs/41"');
    expect(on).toContain('href="/calendar/taller-rf"');
    expect(on).toContain('href="/tecnicos/lucia-foh"');
    expect(on).toContain("Trabajó en Cosquín Rock");
    expect(on).toContain('<time dateTime="2027-03-10T22:00:00.000Z">10 de marzo de 2027 a las 19:00</time>');
    expect(on).toContain('<span aria-hidden="true" class="h-12 w-12 shrink-0 rounded-full bg-slate-200"></span>');
    for (const anchor of ["ofertas", "eventos", "equipo"]) expect(on).toContain(`href="#${anchor}"`);
  });

  it("leaves out empty offers and events, and says plainly that credits appear once the company confirms them when the crew is empty", () => {
    const html = render({ jobs: true, events: true, crew: true }, { jobs: [], events: [], crew: [] });
    expect(html).not.toContain('id="ofertas"');
    expect(html).not.toContain('id="eventos"');
    expect(html).toContain('id="equipo"');
    expect(html).toContain("Los créditos de los técnicos aparecen aquí cuando la empresa los confirma.");
  });

  it("shows in the editor's preview the editor's note on what RedAV fills in each section switched on", () => {
    const html = render({ jobs: true }, null);
    expect(html).toContain("aquí aparecen las entradas de jobs");
    expect(html).not.toContain('id="equipo"');
  });
});
