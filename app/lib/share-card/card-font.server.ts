import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import opentype, { type Font, type Glyph } from "opentype.js";

export type Weight = "regular" | "bold";

/** Inter's Latin and Latin Extended files of each weight, shipped by @fontsource/inter: no system font is needed. */
const FILES: Record<Weight, string[]> = {
  regular: ["inter-latin-400-normal.woff", "inter-latin-ext-400-normal.woff"],
  bold: ["inter-latin-700-normal.woff", "inter-latin-ext-700-normal.woff"],
};

let fonts: Record<Weight, Font[]> | undefined;

function loadFonts(): Record<Weight, Font[]> {
  const folder = path.join(path.dirname(createRequire(import.meta.url).resolve("@fontsource/inter/LICENSE")), "files");
  const load = (file: string) => {
    const bytes = readFileSync(path.join(folder, file));
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };
  return { regular: FILES.regular.map(load), bold: FILES.bold.map(load) };
}

/** The glyph of a character in the first file that has it, else the first file's '?'. */
function glyphOf(weight: Weight, char: string): { font: Font; glyph: Glyph } {
  fonts ??= loadFonts();
  for (const font of fonts[weight]) {
    const glyph = font.charToGlyph(char);
    if (glyph.index !== 0) return { font, glyph };
  }
  const font = fonts[weight][0];
  return { font, glyph: font.charToGlyph("?") };
}

/** Each character's glyph and where it starts, in pixels at `size`, with the line's width (no shaping: the same on every machine). */
function layout(text: string, size: number, weight: Weight) {
  const placed: { glyph: Glyph; x: number }[] = [];
  let x = 0;
  for (const char of Array.from(text)) {
    const { font, glyph } = glyphOf(weight, char);
    placed.push({ glyph, x });
    x += ((glyph.advanceWidth ?? font.unitsPerEm / 2) * size) / font.unitsPerEm;
  }
  return { placed, width: x };
}

/** How wide `text` is drawn at `size` pixels in the weight. */
export function measureText(text: string, size: number, weight: Weight): number {
  return layout(text, size, weight).width;
}

/** The outline of `text` as SVG path data, its baseline starting at (x, y): text drawn without any font on the machine. */
export function textPath(text: string, x: number, y: number, size: number, weight: Weight): string {
  return layout(text, size, weight)
    .placed.map(({ glyph, x: offset }) => glyph.getPath(x + offset, y, size).toPathData(1))
    .filter(Boolean)
    .join("");
}
