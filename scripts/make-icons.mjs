// Makes the installed app's PNG icons (public/icons/) from public/favicon.svg: run `node scripts/make-icons.mjs` after the favicon changes, and commit the PNGs.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/icons");
const favicon = readFileSync(path.join(root, "public/favicon.svg"), "utf8");

/** The favicon's colours: its tile and its glyph. */
const tile = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(favicon)?.[1];
const ink = /<text[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(favicon)?.[1];
if (!tile || !ink) throw new Error("public/favicon.svg: no tile <rect fill> or glyph <text fill>");

/** The favicon as a full square (no rounded corners): the platform masks it (maskable, Apple touch). */
const fullBleed = favicon.replace(/ rx="[^"]*"/, "");
/** The favicon's glyph alone, white on transparent: Android's status bar uses only its alpha. */
const badge = favicon.replace(/<rect[^>]*\/>/, "").replace(/fill="#[0-9a-fA-F]{3,8}"/, 'fill="#ffffff"');

/** A shortcut's icon: the favicon's tile with a line drawing (24 × 24 units) in the glyph's colour. */
function shortcut(drawing) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${tile}"/><g transform="translate(14 14) scale(1.5)" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${drawing}</g></svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed, opaque: true },
  { file: "badge-96.png", size: 96, svg: badge },
  { file: "shortcut-messages-96.png", size: 96, svg: shortcut('<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/>') },
  {
    file: "shortcut-notifications-96.png",
    size: 96,
    svg: shortcut('<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"/>'),
  },
  {
    file: "shortcut-jobs-96.png",
    size: 96,
    svg: shortcut('<rect x="2" y="7" width="20" height="14" rx="2"/><path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/>'),
  },
];

mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const viewBox = 64;
  let image = sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / viewBox }).resize(icon.size, icon.size);
  if (icon.opaque) image = image.flatten({ background: tile });
  await image.png({ compressionLevel: 9 }).toFile(path.join(outDir, icon.file));
  console.log(`public/icons/${icon.file} ${icon.size}×${icon.size}`);
}
