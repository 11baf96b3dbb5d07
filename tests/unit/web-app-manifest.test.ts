import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

type ManifestImage = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestImage[];
  shortcuts: { name: string; url: string; icons: ManifestImage[] }[];
};

const PUBLIC = path.join(process.cwd(), "public");
const manifest = JSON.parse(readFileSync(path.join(PUBLIC, "manifest.webmanifest"), "utf8")) as Manifest;
const rootHtml = readFileSync(path.join(process.cwd(), "app/root.tsx"), "utf8");
/** The favicon's tile colour: the maskable and Apple icons fill their whole square with it. */
const TILE = /<rect[^>]*fill="#([0-9a-fA-F]{6})"/.exec(readFileSync(path.join(PUBLIC, "favicon.svg"), "utf8"))?.[1] ?? "";

/** The route paths app/routes.ts declares, nested layouts flattened ("" for the home page). */
function routePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix : entry.path ? [prefix, entry.path].filter(Boolean).join("/") : prefix;
    return [...(entry.path || entry.index ? [own] : []), ...routePaths(entry.children ?? [], own)];
  });
}

/** An image's pixels as RGBA rows, with its size. */
async function pixelsOf(src: string) {
  const { data, info } = await sharp(path.join(PUBLIC, src)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return { r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3] };
  };
  return { width: info.width, height: info.height, at };
}

const hex = (pixel: { r: number; g: number; b: number }) => [pixel.r, pixel.g, pixel.b].map((c) => c.toString(16).padStart(2, "0")).join("");

describe("the web app manifest", () => {
  it("names the app in Spanish and opens it standalone on the whole site", () => {
    expect(manifest).toMatchObject({ id: "/", short_name: "RedAV", lang: "es", dir: "ltr", start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.name).toMatch(/^RedAV/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description).toMatch(/técnicos/);
    expect(manifest.categories.length).toBeGreaterThan(0);
  });

  it("uses the page's theme colour and a background colour", () => {
    const themeColor = /name="theme-color" content="(#[0-9a-fA-F]{6})"/.exec(rootHtml)?.[1];
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("has PNG icons of 192 and 512 for any use and a maskable 512", () => {
    const has = (sizes: string, purpose: string) =>
      manifest.icons.some((icon) => icon.sizes === sizes && icon.type === "image/png" && icon.purpose === purpose);
    expect(has("192x192", "any")).toBe(true);
    expect(has("512x512", "any")).toBe(true);
    expect(has("512x512", "maskable")).toBe(true);
  });

  it("declares every image with the file's real size and type", async () => {
    const images = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const image of images) {
      const file = path.join(PUBLIC, image.src);
      expect(existsSync(file), image.src).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(`${metadata.width}x${metadata.height}`, image.src).toBe(image.sizes);
      expect(`image/${metadata.format}`, image.src).toBe(image.type);
    }
  });

  it("keeps the maskable icon's glyph inside the central 80 % circle on a full, opaque tile", async () => {
    const maskable = manifest.icons.find((icon) => icon.purpose === "maskable");
    if (!maskable) throw new Error("no maskable icon");
    const image = await pixelsOf(maskable.src);
    const centre = image.width / 2;
    const safeRadius = 0.4 * image.width;
    const offTile: string[] = [];
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= safeRadius) continue;
        const pixel = image.at(x, y);
        if (pixel.a !== 255 || hex(pixel) !== TILE.toLowerCase()) offTile.push(`${x},${y}`);
      }
    }
    expect(offTile).toEqual([]);
    const glyph = Array.from({ length: image.width }, (_, x) => image.at(x, Math.round(centre))).filter((pixel) => hex(pixel) !== TILE.toLowerCase());
    expect(glyph.length).toBeGreaterThan(0);
  });

  it("has shortcuts to Mensajes, Notificaciones and Empleos on real routes, each with a 96 px icon", () => {
    const paths = new Set(routePaths(routes).map((route) => `/${route}`));
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(["Mensajes", "Notificaciones", "Empleos"]);
    for (const shortcut of manifest.shortcuts) {
      expect(paths.has(new URL(shortcut.url, "https://redav.lat").pathname), shortcut.url).toBe(true);
      expect(shortcut.icons.map((icon) => icon.sizes)).toContain("96x96");
    }
  });
});

describe("the other icons", () => {
  it("has an Apple touch icon of 180 on a solid tile", async () => {
    const metadata = await sharp(path.join(PUBLIC, "icons/apple-touch-icon.png")).metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format, hasAlpha: metadata.hasAlpha }).toEqual({
      width: 180,
      height: 180,
      format: "png",
      hasAlpha: false,
    });
    expect(rootHtml).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  });

  it("has a 96 px badge that is white on transparent", async () => {
    const image = await pixelsOf("icons/badge-96.png");
    expect([image.width, image.height]).toEqual([96, 96]);
    expect(image.at(0, 0).a).toBe(0);
    const drawn = Array.from({ length: image.width * image.height }, (_, i) => image.at(i % image.width, Math.floor(i / image.width))).filter(
      (pixel) => pixel.a > 0,
    );
    expect(drawn.length).toBeGreaterThan(100);
    expect(new Set(drawn.map(hex))).toEqual(new Set(["ffffff"]));
  });
});
