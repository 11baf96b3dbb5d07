import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/locales";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { CreditsSection } from "./components/credits-section";
import type { CreditsEditorData } from "./credits.server";

const form = { production: "", role: "foh", venue: "", city: "", country: "UY", startsOn: "2027-02-12", endsOn: "", companyName: "", link: "" };
const base = {
  roleLabel: "Sonidista de FOH",
  place: "Montevideo, Uruguay",
  startsOn: "2027-02-12",
  endsOn: null,
  dates: "12 de febrero de 2027",
  companyHref: null,
  link: null,
  showOnCompanySite: true,
  form,
};

const data: CreditsEditorData = {
  credits: [
    { ...base, id: "v", production: "Montevideo Rock", companyName: "Montevideo Audio Rental", verified: true, hidden: true },
    { ...base, id: "s", production: "Gira propia", companyName: null, verified: false, hidden: false },
  ],
  roles: [{ value: "foh", label: "Sonidista de FOH" }],
  countries: [{ value: "UY", label: "Uruguay" }],
  limit: 100,
};

/** The editor page holding the section (a route of the router stub: its forms are fetchers). */
function EditorPage() {
  return createElement(CreditsSection, { data });
}

const Stub = createRoutesStub([{ path: "/profile/page", Component: EditorPage }]);

/** The editor's 'Créditos' section rendered at /profile/page in a language. */
function render(locale: Locale = "es"): string {
  const providerProps = { translator: serverI18n(locale) } as Parameters<typeof TranslationProvider>[0];
  return renderToStaticMarkup(createElement(TranslationProvider, providerProps, createElement(Stub, { initialEntries: ["/profile/page"] })));
}

describe("the editor's credits (issue 39: verified credits)", () => {
  it("offers no edit for a verified credit, only 'Mostrar en mi página' when hidden (marked so), and edit and 'Ocultar de mi página' for one of the technician's own", () => {
    const html = render();
    expect(html).toContain("Verificado por Montevideo Audio Rental");
    expect(html).toContain("Oculto de tu página");
    expect(html).not.toContain('aria-label="Editar «Montevideo Rock»"');
    expect(html).toContain('aria-label="Mostrar «Montevideo Rock» en mi página"');
    expect(html).toContain('aria-label="Editar «Gira propia»"');
    expect(html).toContain('aria-label="Ocultar «Gira propia» de mi página"');
    expect(render("en")).toContain("Show “Montevideo Rock” on my page");
  });
});
