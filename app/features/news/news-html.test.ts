import { describe, expect, it } from "vitest";
import { cleanArticleHtml } from "./news-html.server";

const picture = (src: string) => `<p>Texto</p><figure><img src="${src}" alt="Foto" /></figure>`;

describe("pictures in an article's body", () => {
  it("keeps a picture stored in the news bucket", () => {
    expect(cleanArticleHtml(picture("/files/news-images/news-0a1b/Xy_9-960.webp"))).toContain('<img src="/files/news-images/news-0a1b/Xy_9-960.webp"');
  });

  it.each([
    ["encoded dot segments", "/files/news-images/%2e%2e/%2e%2e/api/saved?probe=1"],
    ["upper-case encoded dots", "/files/news-images/%2E%2E/%2E%2E/api/saved"],
    ["plain dot segments", "/files/news-images/../../api/saved.png"],
    ["a single dot segment", "/files/news-images/./news-1/a-960.webp"],
    ["an encoded slash", "/files/news-images/news-1%2f..%2f..%2fapi%2fsaved.webp"],
    ["a backslash", "/files/news-images/news-1\\..\\..\\api\\saved.webp"],
    ["a query string", "/files/news-images/news-1/a-960.webp?probe=1"],
    ["a fragment", "/files/news-images/news-1/a-960.webp#x"],
    ["HTML-entity dots", "/files/news-images/&#46;&#46;/&#46;&#46;/api/saved.png"],
    ["a doubled slash", "/files/news-images//api/saved.webp"],
    ["another bucket reached by the prefix", "/files/news-images-x/a.webp"],
    ["another site", "https://evil.example/files/news-images/a/b.webp"],
  ])("drops a picture whose address has %s", (_, src) => {
    const clean = cleanArticleHtml(picture(src));
    expect(clean).not.toContain("<img");
    expect(clean).toContain("<p>Texto</p>");
  });
});
