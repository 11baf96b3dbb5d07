import { describe, expect, it } from "vitest";
import { cleanLine, escapeXml, fitLine, wrapLines } from "./card-text";

/** A monospace measure: 10 pixels a character. */
const mono = (text: string) => Array.from(text).length * 10;

describe("share card texts (issue 36 §2)", () => {
  it("escapes every character that could end an SVG text or attribute", () => {
    expect(escapeXml(`<script>alert("x") & 'y'</script>`)).toBe("&#60;script&#62;alert(&#34;x&#34;) &#38; &#39;y&#39;&#60;/script&#62;");
    expect(escapeXml("Iluminación")).toBe("Iluminación");
  });

  it("keeps a user's line on one line: control characters and line breaks become single spaces", () => {
    expect(cleanLine("  Técnico\nde\u0000 sonido\u2028 ")).toBe("Técnico de sonido");
  });

  it("wraps a title by words within the box", () => {
    const { lines, clipped } = wrapLines("Técnico de sonido para gira nacional", 100, 4, mono);
    expect(clipped).toBe(false);
    expect(lines).toEqual(["Técnico de", "sonido", "para gira", "nacional"]);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(100);
  });

  it("cuts a long title at its last line with an ellipsis, never past the box", () => {
    const title = "Técnico de iluminación para una gira latinoamericana de conciertos en estadios durante todo el año";
    const { lines, clipped } = wrapLines(title, 200, 3, mono);
    expect(clipped).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith("…")).toBe(true);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(200);
  });

  it("breaks a word wider than the box (an address, a code) instead of overflowing", () => {
    const { lines } = wrapLines("https://example.org/una-direccion-muy-larga-sin-espacios", 120, 6, mono);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(120);
    expect(lines.join("")).toBe("https://example.org/una-direccion-muy-larga-sin-espacios");
  });

  it("fits a one-line text, cut with an ellipsis only when longer than the box", () => {
    expect(fitLine("Montevideo", 200, mono)).toBe("Montevideo");
    const cut = fitLine("Montevideo, Uruguay · 10 de mayo de 2026", 150, mono);
    expect(cut.endsWith("…")).toBe(true);
    expect(mono(cut)).toBeLessThanOrEqual(150);
  });
});
