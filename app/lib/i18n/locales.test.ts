import { describe, expect, it } from "vitest";
import { NAMESPACES, routeNamespaces } from "./i18n";
import { browserLocale, detectLocale, suggestedLocale } from "./locale.server";
import { LOCALES } from "./locales";
import { resources } from "./resources.server";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

describe("translations", () => {
  for (const namespace of NAMESPACES) {
    const spanish = keyPaths(resources.es[namespace]).sort();
    for (const locale of LOCALES.filter((l) => l !== "es")) {
      it(`${locale}/${namespace} has every key of es/${namespace} and no other`, () => {
        const other = keyPaths(resources[locale][namespace]).sort();
        expect(other.filter((key) => !spanish.includes(key))).toEqual([]);
        expect(spanish.filter((key) => !other.includes(key))).toEqual([]);
      });
    }
  }
});

describe("namespaces a page may load", () => {
  it("are the ones its routes name, never an unknown or a server-only one (the catalog of stored keys)", () => {
    expect(routeNamespaces([{ namespaces: ["members", "catalog", "nope"] }, undefined, { namespaces: ["jobs"] }])).toEqual(["members", "jobs"]);
  });
});

describe("locale detection", () => {
  it("defaults to Spanish", () => {
    expect(detectLocale(undefined)).toBe("es");
  });
  it("serves Spanish whatever the browser prefers, unless the visitor chose", () => {
    expect(detectLocale("a=b; lng=pt")).toBe("pt");
    expect(detectLocale(null)).toBe("es");
    expect(detectLocale("lng=xx")).toBe("es");
  });
  it("finds the browser's preferred supported language by quality", () => {
    expect(browserLocale("fr;q=1, en-GB;q=0.8, pt-BR;q=0.9")).toBe("pt");
    expect(browserLocale("de, fr")).toBeNull();
    expect(browserLocale("en;q=0, es;q=0.5")).toBe("es");
  });
  it("offers the browser's language only to visitors who never chose one", () => {
    expect(suggestedLocale(null, "en-US,en;q=0.9")).toBe("en");
    expect(suggestedLocale(null, "pt-BR")).toBe("pt");
    expect(suggestedLocale(null, "es-AR, en;q=0.5")).toBeNull();
    expect(suggestedLocale("lng=es", "en-US")).toBeNull();
    expect(suggestedLocale(null, "de")).toBeNull();
  });
});
