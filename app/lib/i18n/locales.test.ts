import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./i18n";
import { detectLocale } from "./locale.server";
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

function request(headers: { Cookie?: string; "Accept-Language"?: string }) {
  return [headers.Cookie, headers["Accept-Language"]] as const;
}

describe("locale detection", () => {
  it("defaults to Spanish", () => {
    expect(detectLocale(...request({}))).toBe("es");
  });
  it("prefers the lng cookie", () => {
    expect(detectLocale(...request({ Cookie: "a=b; lng=pt", "Accept-Language": "en-US" }))).toBe("pt");
  });
  it("falls back to Accept-Language by quality", () => {
    expect(detectLocale(...request({ "Accept-Language": "fr;q=1, en-GB;q=0.8, pt-BR;q=0.9" }))).toBe("pt");
    expect(detectLocale(...request({ "Accept-Language": "de, fr" }))).toBe("es");
  });
  it("ignores an unknown cookie value", () => {
    expect(detectLocale(...request({ Cookie: "lng=xx", "Accept-Language": "en" }))).toBe("en");
  });
});
