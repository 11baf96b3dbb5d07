import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/locales";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { KitPart } from "./components/kit-part";
import { LanguagesPart } from "./components/languages-part";
import type { KitGroup } from "./kit.server";

function render(element: ReactElement, locale: Locale = "es"): string {
  const providerProps = { translator: serverI18n(locale) } as Parameters<typeof TranslationProvider>[0];
  return renderToStaticMarkup(createElement(TranslationProvider, providerProps, element));
}

const kit: KitGroup[] = [
  {
    category: "pa_systems",
    label: "Sistemas de PA",
    items: [
      { id: "a", brand: "d&b", model: "M4", quantity: 6 },
      { id: "b", brand: "L-Acoustics", model: "X15", quantity: 1 },
    ],
  },
  { category: "microphones", label: "Microfonía", items: [{ id: "c", brand: "Shure", model: "SM58", quantity: 4 }] },
];

describe("the kit part of the public page", () => {
  it("shows a titled list per category, in the given order, as 'Marca Modelo ×N' (the quantity only when more than one)", () => {
    const html = render(createElement(KitPart, { kit }));
    expect(html).toMatch(/<h2 [^>]*>Equipo propio<\/h2>/);
    expect(html.indexOf("Sistemas de PA")).toBeLessThan(html.indexOf("Microfonía"));
    expect(html).toContain("<li>d&amp;b M4 ×6</li><li>L-Acoustics X15</li>");
    expect(html).toContain("<li>Shure SM58 ×4</li>");
    expect(render(createElement(KitPart, { kit }), "en")).toContain("Own equipment");
  });

  it("shows nothing for an empty kit", () => {
    expect(render(createElement(KitPart, { kit: [] }))).toBe("");
  });
});

describe("the languages part of the public page", () => {
  it("lists the languages the server named, under its heading; nothing when there are none", () => {
    const html = render(
      createElement(LanguagesPart, {
        languages: [
          { code: "es", label: "Español" },
          { code: "gn", label: "Guaraní" },
        ],
      }),
    );
    expect(html).toMatch(/<h2 [^>]*>Idiomas<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>Español<\/li><li[^>]*>Guaraní<\/li><\/ul>/);
    expect(render(createElement(LanguagesPart, { languages: [] }))).toBe("");
  });
});
