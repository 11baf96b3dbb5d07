import { describe, expect, it } from "vitest";
import en from "~/locales/en/editor.json";
import es from "~/locales/es/editor.json";
import pt from "~/locales/pt/editor.json";

describe("the rich-text editor's texts (loaded by the editor itself, not a shell namespace)", () => {
  it.each([
    ["en", en],
    ["pt", pt],
  ])("%s has every key of es and no other, none empty", (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(es).sort());
    for (const text of [...Object.values(catalog), ...Object.values(es)]) expect(text.trim()).not.toBe("");
  });
});
