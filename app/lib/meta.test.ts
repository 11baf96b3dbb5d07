import { beforeAll, describe, expect, it } from "vitest";
import { readSiteParamsFrom } from "./i18n/site-params";
import { pageMeta } from "./meta";

beforeAll(() => readSiteParamsFrom(() => ({ siteName: "RedAV", contactEmail: "hola@redav.example", postalAddress: "Montevideo" })));

const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
  (tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as { content?: string } | undefined)?.content;

describe("link previews (issue 36 §2, decision 046)", () => {
  it("names the page's share card: a 1200×630 JPEG with its text, shown large", () => {
    const tags = pageMeta({
      title: "Técnico de sonido",
      description: "d",
      origin: "https://redav.example",
      path: "/jobs/1",
      image: { path: "/share-cards/job/1/es-abcdefghijklmnop.jpg", alt: "Técnico de sonido · Sonido Sur" },
    });
    expect(content(tags, "og:image")).toBe("https://redav.example/share-cards/job/1/es-abcdefghijklmnop.jpg");
    expect(content(tags, "og:image:type")).toBe("image/jpeg");
    expect([content(tags, "og:image:width"), content(tags, "og:image:height")]).toEqual(["1200", "630"]);
    expect(content(tags, "og:image:alt")).toBe("Técnico de sonido · Sonido Sur");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("names the site's card in the page's language when the page has none of its own (the home, the lists)", () => {
    const tags = pageMeta({ title: "Empleos", description: "d", origin: "https://redav.example", path: "/jobs", locale: "pt" });
    expect(content(tags, "og:image")).toBe("https://redav.example/share-cards/site/pt.jpg");
    expect(content(tags, "og:image:alt")).toBe("RedAV");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
  });
});
