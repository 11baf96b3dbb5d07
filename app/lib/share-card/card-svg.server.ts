import { measureText, textPath, type Weight } from "./card-font.server";
import { cleanLine, escapeXml, fitLine, wrapLines } from "./card-text";
import { SHARE_CARD, type ShareCard } from "./share-card";

const { width: W, height: H } = SHARE_CARD;
const PAD = 72;
/** The corner box the logo is drawn in (white, so any logo reads on it). */
export const LOGO_BOX = { x: W - PAD - 184, y: PAD, size: 184, inset: 14 } as const;
const COLORS = { background: "#0f172a", accent: "#0ea5e9", label: "#38bdf8", title: "#ffffff", subtitle: "#e2e8f0", detail: "#94a3b8", rule: "#1e293b" };
/** Title sizes tried from the largest: the first at which the whole title fits three lines wins; else the smallest, cut. */
const TITLE_SIZES = [68, 58, 50] as const;
const TITLE_LINES = 3;

const measureWith = (size: number, weight: Weight) => (text: string) => measureText(text, size, weight);

function path(d: string, fill: string): string {
  return d ? `<path fill="${fill}" d="${d}"/>` : "";
}

/** The title's lines and size: as large as the box allows. */
export function titleLayout(title: string, maxWidth: number): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const { lines, clipped } = wrapLines(title, maxWidth, TITLE_LINES, measureWith(size, "bold"));
    if (!clipped) return { size, lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1];
  return { size, lines: wrapLines(title, maxWidth, TITLE_LINES, measureWith(size, "bold")).lines };
}

/** The width the texts may take: the whole card, or up to the logo's box when there is one. */
export function textWidth(hasLogo: boolean): number {
  return hasLogo ? LOGO_BOX.x - PAD - 40 : W - 2 * PAD;
}

/**
 * The card as an SVG 1200×630 whose texts are outlines (drawn the same on every machine, no font
 * needed); the title is also in an escaped <title>. The logo, when there is one, is laid on later.
 */
export function cardSvg(card: ShareCard, hasLogo: boolean): string {
  const maxWidth = textWidth(hasLogo);
  const parts: string[] = [];
  let y = PAD + 34;
  if (card.label) {
    parts.push(path(textPath(fitLine(card.label.toUpperCase(), maxWidth, measureWith(28, "bold")), PAD, y, 28, "bold"), COLORS.label));
    y += 40;
  }
  const title = titleLayout(card.title, maxWidth);
  y += 24;
  for (const line of title.lines) {
    y += Math.round(title.size * 1.14);
    parts.push(path(textPath(line, PAD, y, title.size, "bold"), COLORS.title));
  }
  if (card.subtitle) {
    y += 60;
    parts.push(path(textPath(fitLine(card.subtitle, maxWidth, measureWith(36, "regular")), PAD, y, 36, "regular"), COLORS.subtitle));
  }
  if (card.detail) {
    y += 48;
    parts.push(path(textPath(fitLine(card.detail, maxWidth, measureWith(30, "regular")), PAD, y, 30, "regular"), COLORS.detail));
  }
  const footerY = H - 48;
  const host = fitLine(card.host, 420, measureWith(28, "regular"));
  const hostWidth = measureText(host, 28, "regular");
  parts.push(path(textPath(fitLine(card.siteName, W - 2 * PAD - hostWidth - 40, measureWith(34, "bold")), PAD, footerY, 34, "bold"), COLORS.title));
  parts.push(path(textPath(host, W - PAD - hostWidth, footerY, 28, "regular"), COLORS.detail));
  const logoBox = hasLogo ? `<rect x="${LOGO_BOX.x}" y="${LOGO_BOX.y}" width="${LOGO_BOX.size}" height="${LOGO_BOX.size}" rx="24" fill="#ffffff"/>` : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<title>${escapeXml(cleanLine(card.title))}</title>`,
    `<rect width="${W}" height="${H}" fill="${COLORS.background}"/>`,
    `<rect width="16" height="${H}" fill="${COLORS.accent}"/>`,
    `<rect x="${PAD}" y="${H - 104}" width="${W - 2 * PAD}" height="2" fill="${COLORS.rule}"/>`,
    logoBox,
    ...parts,
    "</svg>",
  ].join("");
}
