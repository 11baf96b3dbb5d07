import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import esSites from "~/locales/es/sites.json";
import { SitePage } from "./components/site-page";
import { emptySite, type SiteData } from "./site-data";
import type { SiteListings, SiteView } from "./site-view";

const LISTINGS: SiteListings = {
  jobs: [{ id: 41, title: "Técnico de monitores", city: "Montevideo", fullyRemote: false }],
  events: [{ slug: "taller-rf", title: "Taller de RF", startsAt: "2027-03-10T22:00:00.000Z", timeZone: "America/Montevideo", city: "Montevideo" }],
  crew: [{ handle: "lucia-foh", name: "Lucía Pérez", jobTitle: "Ingeniera de sala", photoUrl: null, production: "Cosquín Rock" }],
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
  const body = createElement(SitePage, { view, texts: esSites, contactForm: () => null });
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
    for (const anchor of ["ofertas", "eventos", "equipo"]) expect(on).toContain(`href="#${anchor}"`);
  });

  it("leaves out empty offers and events, and says plainly that credits appear once the company confirms them when the crew is empty", () => {
    const html = render({ jobs: true, events: true, crew: true }, { jobs: [], events: [], crew: [] });
    expect(html).not.toContain('id="ofertas"');
    expect(html).not.toContain('id="eventos"');
    expect(html).toContain('id="equipo"');
    expect(html).toContain("Los créditos de los técnicos aparecen aquí cuando la empresa los confirma.");
  });

  it("shows in the editor's preview where RedAV fills each section switched on", () => {
    const html = render({ jobs: true }, null);
    expect(html).toContain("aquí aparecen tus ofertas de empleo activas");
    expect(html).not.toContain('id="equipo"');
  });
});
