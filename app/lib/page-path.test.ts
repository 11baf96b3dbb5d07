import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path";

describe("the page a request is for", () => {
  it("is the document's path, whether the request is the document or its single-fetch data", () => {
    expect(pagePath(new URL("http://x/about"))).toBe("/about");
    expect(pagePath(new URL("http://x/about.data?_routes=info-about"))).toBe("/about");
    expect(pagePath(new URL("http://x/company/_.data"))).toBe("/company/");
    expect(pagePath(new URL("http://x/_.data"))).toBe("/");
    expect(pagePath(new URL("http://x/files/cv.data.pdf"))).toBe("/files/cv.data.pdf");
  });
});
