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
    ["", "/"],
    [null, "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
