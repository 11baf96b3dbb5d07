import { describe, expect, it } from "vitest";
import { createTranslator } from "~/lib/i18n/translator";
import en from "~/locales/en/portfolioEditor.json";
import es from "~/locales/es/portfolioEditor.json";
import pt from "~/locales/pt/portfolioEditor.json";
import { isKitCategory, KIT_CATEGORIES, kitCategoryLabel, kitCategoryOptions } from "./kit-categories";
import { isWorkLanguage, WORK_LANGUAGES, WORK_LANGUAGES_MAX, workLanguageLabel } from "./work-languages";

const BUNDLES = { es, en, pt } as const;

describe("the kit categories", () => {
  it("are unique snake_case codes, each labelled in es, en and pt, and the catalogs hold no label for an unknown code", () => {
    expect(new Set(KIT_CATEGORIES).size).toBe(KIT_CATEGORIES.length);
    for (const code of KIT_CATEGORIES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const [language, bundle] of Object.entries(BUNDLES)) {
      const labels = bundle.kit.categories as Record<string, string>;
      expect(Object.keys(labels).sort(), language).toEqual([...KIT_CATEGORIES].sort());
      for (const code of KIT_CATEGORIES) expect(labels[code]?.trim(), `${language} ${code}`).toBeTruthy();
    }
  });

  it("label a code in the translator's language and show an unknown code as itself", () => {
    const t = createTranslator("es", { portfolioEditor: es }).t;
    expect(kitCategoryLabel(t, "in_ear_monitors")).toBe("Monitoreo in-ear");
    expect(kitCategoryLabel(createTranslator("pt", { portfolioEditor: pt }).t, "power_distribution")).toBe("Energia e distribuição");
    expect(kitCategoryLabel(t, "guitarras")).toBe("guitarras");
    expect(kitCategoryOptions(t)[0]).toEqual({ value: "audio_consoles", label: "Consolas de audio" });
    expect(isKitCategory("rigging")).toBe(true);
    expect(isKitCategory("toString")).toBe(false);
  });
});

describe("the work languages", () => {
  it("are unique ISO 639-1 codes, each named in es, en and pt", () => {
    expect(new Set(WORK_LANGUAGES).size).toBe(WORK_LANGUAGES.length);
    expect(WORK_LANGUAGES).toEqual(expect.arrayContaining(["es", "pt", "en", "qu", "gn", "ay"]));
    expect(WORK_LANGUAGES.length).toBeGreaterThan(WORK_LANGUAGES_MAX);
    for (const code of WORK_LANGUAGES) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(code), code).toBeTruthy();
    }
    for (const [language, bundle] of Object.entries(BUNDLES)) {
      const names = bundle.languages.names as Record<string, string>;
      expect(Object.keys(names).sort(), language).toEqual([...WORK_LANGUAGES].sort());
      for (const code of WORK_LANGUAGES) expect(names[code]?.trim(), `${language} ${code}`).toBeTruthy();
    }
  });

  it("name a code in the translator's language and show an unknown code as itself", () => {
    expect(workLanguageLabel(createTranslator("es", { portfolioEditor: es }).t, "gn")).toBe("Guaraní");
    expect(workLanguageLabel(createTranslator("en", { portfolioEditor: en }).t, "ht")).toBe("Haitian Creole");
    expect(workLanguageLabel(createTranslator("pt", { portfolioEditor: pt }).t, "de")).toBe("Alemão");
    expect(workLanguageLabel(createTranslator("es", { portfolioEditor: es }).t, "tlh")).toBe("tlh");
    expect(isWorkLanguage("ES")).toBe(false);
  });
});
