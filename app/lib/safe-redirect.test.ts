import { describe, expect, it } from "vitest";
import { referrerPath, safeRedirectPath } from "./safe-redirect";

describe("safe redirects", () => {
  it.each([
    ["/messages", "/messages"],
    ["/a?b=c#d", "/a?b=c#d"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
    ["/ /evil.example", "/"],
    ["/.//evil.example/x", "/"],
    ["/..//evil.example/x", "/"],
    ["/%2e%2e//evil.example/x", "/"],
    ["/%2E//evil.example/x", "/"],
    ["/a/b/../..//evil.example", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/a/./b/../c?x=1", "/a/c?x=1"],
    ["", "/"],
    [null, "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe("the page that linked here", () => {
  const from = (referer?: string) => new Request("http://localhost:3000/member/report", { headers: referer ? { referer } : {} });

  it.each([
    ["http://localhost:3000/explore?tipo=empresas", "/explore?tipo=empresas"],
    ["http://localhost:3000//evil.example/x", null],
    ["https://evil.example/phish", null],
    ["http://127.0.0.1:3000/explore", null],
    ["no es una URL", null],
    [undefined, null],
  ])("%j → %j", (referer, expected) => {
    expect(referrerPath(from(referer))).toBe(expected);
  });
});
