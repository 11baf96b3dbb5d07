import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

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
