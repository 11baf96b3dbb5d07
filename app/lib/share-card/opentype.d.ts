// The small part of opentype.js (it ships no types) that share cards use: glyphs, their widths and outlines.
declare module "opentype.js" {
  export type Path = { toPathData(decimalPlaces?: number): string };
  export type Glyph = { index: number; advanceWidth?: number; getPath(x: number, y: number, fontSize: number): Path };
  export type Font = { unitsPerEm: number; charToGlyph(char: string): Glyph; getKerningValue(left: Glyph, right: Glyph): number };
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
