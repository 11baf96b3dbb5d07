import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { MediaPart } from "./components/media-part";
import type { PageMedia } from "./media.server";

function render(media: PageMedia[]): string {
  const providerProps = { translator: serverI18n("es") } as Parameters<typeof TranslationProvider>[0];
  return renderToStaticMarkup(createElement(TranslationProvider, providerProps, createElement(MediaPart, { media })));
}

const photo: PageMedia = {
  kind: "photo",
  id: "p1",
  alt: "Rack de monitores",
  caption: "Cosquín Rock",
  src: "/files/profile-media/u1/abc-1200.webp",
  srcSet: "/files/profile-media/u1/abc-480.webp 480w, /files/profile-media/u1/abc-1200.webp 1200w",
  width: 1200,
  height: 800,
};
const video: PageMedia = {
  kind: "video",
  id: "v1",
  alt: "Show en el Luna Park",
  caption: null,
  embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
};

describe("the page's photos and videos part", () => {
  it("shows photos with their alt text, proportions, sizes and lazy loading, and videos in titled lazy privacy-enhanced frames", () => {
    const html = render([video, photo]);
    expect(html).toContain("<h2");
    expect(html).toContain("Fotos y videos");
    expect(html).toMatch(/<img [^>]*alt="Rack de monitores"[^>]*width="1200"[^>]*height="800"[^>]*loading="lazy"/);
    expect(html).toContain('srcSet="/files/profile-media/u1/abc-480.webp 480w, /files/profile-media/u1/abc-1200.webp 1200w"');
    expect(html).toContain("<figcaption");
    expect(html).toMatch(
      /<iframe [^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"[^>]*title="Show en el Luna Park"[^>]*loading="lazy"[^>]*allowFullScreen=""/,
    );
    expect(html.indexOf("<img")).toBeLessThan(html.indexOf("<iframe"));
  });

  it("shows nothing when the member has no photos or videos", () => {
    expect(render([])).toBe("");
  });
});
