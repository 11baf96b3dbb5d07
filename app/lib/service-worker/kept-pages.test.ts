import { describe, expect, it } from "vitest";
import { entriesToForget, KEPT_PAGES, keptCacheName, stillCopy } from "./kept-pages";

describe("kept pages", () => {
  it("names one cache per member key, under the prefix the worker clears", () => {
    expect(keptCacheName("abc")).toBe(`${KEPT_PAGES.prefix}abc`);
    expect(keptCacheName("abc")).not.toBe(keptCacheName("abd"));
  });

  it("keeps a still copy: scripts and module preloads go, the content and the inline stylesheet stay", () => {
    const html =
      '<html lang="es"><head><style>p{color:red}</style><link rel="modulepreload" href="/assets/a.js"/><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><p>Certificado</p><script nonce="x">window.__reactRouterContext = {};</script><SCRIPT type="module" src="/assets/entry.js"></SCRIPT></body></html>';
    const copy = stillCopy(html);
    expect(copy).not.toMatch(/<script|modulepreload/i);
    expect(copy).toContain("<style>p{color:red}</style>");
    expect(copy).toContain("<p>Certificado</p>");
  });

  it("forgets the oldest entries so that at most the limit remain with the new one", () => {
    const urls = ["a", "b", "c", "d"];
    expect(entriesToForget(urls, "e", 3)).toEqual(["a", "b"]);
    expect(entriesToForget(urls, "e", 5)).toEqual([]);
  });

  it("keeping a page again replaces it without forgetting another", () => {
    expect(entriesToForget(["a", "b", "c"], "b", 3)).toEqual([]);
    expect(entriesToForget(["a", "b", "c"], "c", 2)).toEqual(["a"]);
  });
});
