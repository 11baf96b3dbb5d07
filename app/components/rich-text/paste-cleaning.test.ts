import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste-cleaning";

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/paste/${name}`, import.meta.url), "utf8");
/** The cleaned HTML with the whitespace between tags removed, to compare with what is expected. */
const compact = (html: string) => html.replace(/>\s+</g, "><").replace(/\s+/g, " ");

describe("pasting from Word", () => {
  const clean = compact(cleanPastedHtml(fixture("word.html")));

  it("keeps the text's structure and formatting as the editor's elements", () => {
    expect(clean).toContain("<h2>Montaje de luces</h2>");
    expect(clean).toContain("<p>El tablero lleva <strong>protección diferencial</strong> y <em>puesta a tierra</em>.</p>");
    expect(clean).toContain('<p>Más en <a href="https://redav.lat/news">las noticias</a>.</p>');
  });

  it("turns Word's list paragraphs into bulleted and numbered lists without their typed markers", () => {
    expect(clean).toContain("<ul><li>Cable de alimentación</li><li>Cable DMX</li></ul>");
    expect(clean).toContain("<ol><li>Apagar la consola</li><li>Conectar el cable</li></ol>");
  });

  it("drops Office's styles, <o:p>, conditional blocks, classes, bookmarks and empty paragraphs", () => {
    for (const leftover of ["mso-", "<o:p", "o:p>", "<span", "style=", "class=", "lang=", "[if", "endif", "<xml", "<meta", "name=", "<p></p>", "&nbsp;"]) {
      expect(clean).not.toContain(leftover);
    }
  });
});

describe("pasting from Google Docs", () => {
  const clean = compact(cleanPastedHtml(fixture("google-docs.html")));

  it("unwraps the docs-internal-guid <b> wrapper instead of making everything bold", () => {
    expect(clean).not.toContain("docs-internal-guid");
    expect(clean.startsWith("<h2>Gira de invierno</h2>")).toBe(true);
    expect(clean).toContain("<p>La consola se prueba <strong>antes del ensayo</strong><em> y después</em>.</p>");
  });

  it("keeps lists and links, a span's underline (not a link's) and no style, dir, role or aria attribute", () => {
    expect(clean).toContain('<ul><li><p>Micrófonos</p></li><li><p><a href="https://redav.lat/jobs">Ofertas</a></p></li></ul>');
    expect(clean).toContain("<p><u>Importante</u></p>");
    for (const leftover of ["<span", "style=", "dir=", "role=", "aria-level", "class=", "<meta"]) expect(clean).not.toContain(leftover);
    expect(clean).not.toMatch(/<b[\s>]/);
  });
});

describe("pasting anything else", () => {
  it("keeps only the editor's elements and a link's address, a picture's address and alternative text", () => {
    expect(
      cleanPastedHtml(
        '<div class="x"><p onclick="alert(1)">A <img src="/files/news-images/a/b-960.webp" alt="Foto" width="10"> <s>b</s><script>alert(1)</script></p></div>',
      ),
    ).toBe('<p>A <img src="/files/news-images/a/b-960.webp" alt="Foto"> b</p>');
  });
});
