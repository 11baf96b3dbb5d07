import { describe, expect, it } from "vitest";
import { cutText, hasForbiddenCharacters, normalizeText, searchText, textLength } from "./text";

describe("the text rule", () => {
  it("counts characters as PostgreSQL's char_length does: code points, not UTF-16 units", () => {
    expect(textLength("𐀀")).toBe(1);
    expect(textLength("😀😀")).toBe(2);
    expect(textLength("👩🏽‍🚀")).toBe(4);
    expect(textLength("café")).toBe(4);
    expect(textLength("")).toBe(0);
  });

  it("composes text to NFC, so an accent typed as a combining mark is one character", () => {
    expect(normalizeText("cafe\u0301")).toBe("café");
    expect(textLength(normalizeText("cafe\u0301"))).toBe(4);
    expect(normalizeText("\u212B")).toBe("\u00C5");
  });

  it("writes a multi-line text's line breaks as \\n, and leaves a one-line text's alone", () => {
    expect(normalizeText("a\r\nb\rc\nd", "multiline")).toBe("a\nb\nc\nd");
    expect(normalizeText("a\r\nb")).toBe("a\r\nb");
  });

  it("refuses control characters and lone surrogates, but not emoji, combining marks or direction marks", () => {
    for (const bad of ["\u0000", "a\u0007b", "\u001B[31m", "\u007F", "\u0085", "\uD800", "x\uDFFFy", "\uDBFF"]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(hasForbiddenCharacters(bad, "multiline"), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ["𐀀", "😀", "👩🏽‍🚀", "e\u0301", "\u200F\u05E9\u05DC\u05D5\u05DD", "\u200Eabc", "\u202Bعربي\u202C", "\u00A0", "\u2028"]) {
      expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });

  it("lets a multi-line text keep newlines and tabs, and a one-line text none", () => {
    expect(hasForbiddenCharacters("uno\ndos\tcolumna", "multiline")).toBe(false);
    expect(hasForbiddenCharacters("uno\ndos")).toBe(true);
    expect(hasForbiddenCharacters("uno\tdos")).toBe(true);
    expect(hasForbiddenCharacters("uno\rdos", "multiline")).toBe(true);
  });

  it("cuts at a number of code points and never splits a surrogate pair", () => {
    expect(cutText("😀😀😀", 2)).toBe("😀😀");
    expect(cutText("a😀b", 2)).toBe("a😀");
    expect(cutText("abc", 5)).toBe("abc");
    expect(cutText("😀", 0)).toBe("");
  });

  it("turns a URL's search term into text any page can search for", () => {
    expect(searchText("  cafe\u0301 ", 100)).toBe("café");
    expect(searchText("luces\u0000y\u0007sonido", 100)).toBe("luces y sonido");
    expect(searchText("\uD800ab", 100)).toBe("ab");
    expect(searchText("😀".repeat(150), 100)).toBe("😀".repeat(100));
    expect(searchText(null, 100)).toBe("");
  });
});
