import { describe, expect, it } from "vitest";
import enSite from "~/locales/en/companySite.json";
import enSites from "~/locales/en/sites.json";
import esSite from "~/locales/es/companySite.json";
import esSites from "~/locales/es/sites.json";
import ptSite from "~/locales/pt/companySite.json";
import ptSites from "~/locales/pt/sites.json";

/** Every key path of a catalog, sorted. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe("a company site's catalogs (decision 045)", () => {
  it("say the site's own words in Spanish, English and Portuguese, each with every key of the Spanish and no other", () => {
    expect(keyPaths(esSite).length).toBeGreaterThan(40);
    expect(keyPaths(enSite)).toEqual(keyPaths(esSite));
    expect(keyPaths(ptSite)).toEqual(keyPaths(esSite));
  });

  it("keep the namespace a visitor's browser downloads in the visitor's language to RedAV's words around a site: the preview's banner and the error screens", () => {
    for (const catalog of [esSites, enSites, ptSites]) expect(Object.keys(catalog).sort()).toEqual(["loadError", "notFound", "previewBanner"]);
  });
});
