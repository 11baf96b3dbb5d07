import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";
import { ICON_NAMES, ICON_SPRITE_URL } from "./icon-names";

const appDir = path.resolve(__dirname, "../..");
const sprite = readFileSync(path.join(appDir, "../public", ICON_SPRITE_URL), "utf8");

/** The app's components and routes (the .tsx files under app/). */
function componentSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentSources(file);
    return entry.name.endsWith(".tsx") ? [readFileSync(file, "utf8")] : [];
  });
}

describe("Icon (issue 43: icons from one sprite)", () => {
  it("draws the named symbol of the sprite with lucide's attributes, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: "loader-circle", size: 18, className: "animate-spin" }));
    expect(html).toBe(
      `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="animate-spin" aria-hidden="true"><use href="${ICON_SPRITE_URL}#loader-circle"></use></svg>`,
    );
  });

  it("is 24 pixels square unless sized, and an image with its name when it is labelled", () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: "star", "aria-label": "4 de 5" }));
    expect(html).toContain('width="24" height="24"');
    expect(html).toContain('aria-label="4 de 5" role="img"');
    expect(html).not.toContain("aria-hidden");
  });

  it("points at a file of its own, not inlined into the page or the script", () => {
    expect(ICON_SPRITE_URL).toMatch(/^\/assets\/icon-sprite-[0-9a-f]{10}\.svg$/);
  });
});

describe("the icon sprite", () => {
  it("has exactly one symbol per icon name, each with lucide's 24 × 24 view box", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids).toEqual([...ICON_NAMES]);
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it("holds only icons the app draws, and the app draws none from lucide-react's components", () => {
    const sources = componentSources(appDir).join("\n");
    expect(ICON_NAMES.filter((name) => !sources.includes(`"${name}"`))).toEqual([]);
    expect(sources).not.toContain('from "lucide-react"');
  });
});
