import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator";

const bundles = {
  common: { greeting: "Hola, {{name}}", admin: { count_one: "{{count}} cuenta", count_other: "{{count}} cuentas" }, kinds: { company: "empresa" } },
  pages: { home: { title: "Inicio", sections: [{ title: "A" }] } },
  errors: { EXISTS: "Ya existe una cuenta de $t(common:kinds.{{type}}) con ese correo." },
};

describe("translator", () => {
  const { t, exists } = createTranslator("es", bundles);

  it("interpolates placeholders and leaves unknown ones visible", () => {
    expect(t("greeting", { name: "Ana" })).toBe("Hola, Ana");
    expect(t("greeting")).toBe("Hola, {{name}}");
  });

  it("resolves a namespace by prefix or option, common by default", () => {
    expect(t("pages:home.title")).toBe("Inicio");
    expect(t("home.title", { ns: "pages" })).toBe("Inicio");
    expect(t("home.title")).toBe("home.title");
  });

  it("picks a context's form when the catalog has one, else the key itself", () => {
    const { t: tc } = createTranslator("es", {
      common: {
        founding: "Miembro fundador",
        founding_feminine: "Fundadora",
        items_one: "{{count}} ítem",
        items_other: "{{count}} ítems",
        items_feminine_other: "{{count}} ítemas",
      },
    });
    expect(tc("founding", { context: "feminine" })).toBe("Fundadora");
    expect(tc("founding", { context: "masculine" })).toBe("Miembro fundador");
    expect(tc("founding", { context: null })).toBe("Miembro fundador");
    expect(tc("items", { context: "feminine", count: 2 })).toBe("2 ítemas");
    expect(tc("items", { context: "masculine", count: 1 })).toBe("1 ítem");
  });

  it("picks the plural form by the locale's rules", () => {
    expect(t("admin.count", { count: 1 })).toBe("1 cuenta");
    expect(t("admin.count", { count: 0 })).toBe("0 cuentas");
    expect(t("admin.count", { count: 25 })).toBe("25 cuentas");
  });

  it("nests another key after interpolating", () => {
    expect(t("errors:EXISTS", { type: "company" })).toBe("Ya existe una cuenta de empresa con ese correo.");
  });

  it("fills a value in as typed, never reading a nesting or a placeholder inside it", () => {
    expect(t("greeting", { name: "$t(pages:home.title) {{name}}" })).toBe("Hola, $t(pages:home.title) {{name}}");
  });

  it("fills the instance's settings into any text that names them; a value the call gives wins", () => {
    const site = createTranslator("es", { common: { join: "Únete a {{siteName}}", sections: [{ body: "Escribe a {{contactEmail}}" }] } }, "common", () => ({
      siteName: "Red Andina",
      contactEmail: "hola@andina.example",
    }));
    expect(site.t("join")).toBe("Únete a Red Andina");
    expect(site.t("join", { siteName: "Otra" })).toBe("Únete a Otra");
    expect(site.t("sections", { returnObjects: true })).toEqual([{ body: "Escribe a hola@andina.example" }]);
  });

  it("returns objects only when asked, defaults for missing keys, and the key otherwise", () => {
    expect(t("pages:home.sections", { returnObjects: true })).toEqual([{ title: "A" }]);
    expect(t("missing.key", { defaultValue: "por defecto {{x}}", x: 1 })).toBe("por defecto 1");
    expect(t("missing.key")).toBe("missing.key");
    expect(exists("greeting")).toBe(true);
    expect(exists("pages:home.sections")).toBe(false);
    expect(exists("nope")).toBe(false);
  });

  it("reads a namespace that arrives later, for keys asked before it came and for texts it replaces", () => {
    const late = createTranslator("es", { common: { hello: "Hola" } });
    expect(late.t("jobs:title")).toBe("jobs:title");
    expect(late.t("hello")).toBe("Hola");
    late.addNamespace("jobs", { title: "Empleos" });
    expect(late.t("jobs:title")).toBe("Empleos");
    late.addNamespace("common", { hello: "Buenas" });
    expect(late.t("hello")).toBe("Buenas");
  });
});
