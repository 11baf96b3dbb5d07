import { describe, expect, it } from "vitest";
import { measureText } from "./card-font.server";
import { cardSvg, textWidth, titleLayout } from "./card-svg.server";
import type { ShareCard } from "./share-card";

const card = (overrides: Partial<ShareCard> = {}): ShareCard => ({
  label: "Empleos",
  title: "Técnico de sonido",
  subtitle: "Sonido Sur",
  detail: "Montevideo, Uruguay · 10 de mayo de 2026",
  logo: null,
  siteName: "RedAV",
  host: "redav.example.org",
  ...overrides,
});

describe("share card drawing (issue 36 §2)", () => {
  it("draws texts as outlines with the bundled font and escapes the title it keeps as text", () => {
    const svg = cardSvg(card({ title: `</title><script>alert(1)</script> & "x"` }), false);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;x&#34;</title>");
    expect(svg).not.toContain("<text");
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(4);
  });

  it("fits a long title in three lines of the box, largest size first, beside the logo too", () => {
    const long = "Técnico de iluminación y video para una gira latinoamericana de conciertos en estadios durante todo el año próximo";
    for (const hasLogo of [false, true]) {
      const { size, lines } = titleLayout(long, textWidth(hasLogo));
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) expect(measureText(line, size, "bold")).toBeLessThanOrEqual(textWidth(hasLogo));
    }
    expect(titleLayout("Curso de consolas", textWidth(false))).toEqual({ size: 68, lines: ["Curso de consolas"] });
  });

  it("draws characters of Portuguese and Latin Extended names (no missing glyphs)", () => {
    expect(measureText("ção õ ñ ő", 40, "regular")).toBeGreaterThan(0);
    expect(cardSvg(card({ subtitle: "Estúdio Paulista · Łódź" }), true)).toContain('rx="24"');
  });
});
