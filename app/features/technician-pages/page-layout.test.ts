import { describe, expect, it } from "vitest";
import { defaultPageLayout, PAGE_PARTS, pageLayoutOf, shownParts } from "./page-layout";

const parts = (json: unknown) => pageLayoutOf(json).map((entry) => entry.part);

describe("a technician page's layout", () => {
  it("is every part in the default order, all shown, when nothing readable is stored", () => {
    for (const stored of [null, undefined, "credits", 3, {}, [null, 5, "x"]]) expect(pageLayoutOf(stored)).toEqual(defaultPageLayout());
    expect(shownParts(null)).toEqual([...PAGE_PARTS]);
  });

  it("keeps the member's order and hidden parts", () => {
    const stored = [...PAGE_PARTS].reverse().map((part) => ({ part, shown: part !== "kit" }));
    expect(parts(stored)).toEqual([...PAGE_PARTS].reverse());
    expect(shownParts(stored)).not.toContain("kit");
    expect(shownParts(stored)).toHaveLength(PAGE_PARTS.length - 1);
  });

  it("always returns every known part exactly once: unknown parts and repeats dropped, missing parts added shown", () => {
    const stored = [{ part: "credits", shown: false }, { part: "gallery", shown: true }, { part: "credits", shown: true }, { part: "photo" }, "about"];
    const layout = pageLayoutOf(stored);
    expect([...parts(stored)].sort()).toEqual([...PAGE_PARTS].sort());
    expect(layout.find((entry) => entry.part === "credits")).toEqual({ part: "credits", shown: false });
    expect(layout.filter((entry) => entry.part !== "credits").every((entry) => entry.shown)).toBe(true);
    expect(parts(stored).indexOf("credits")).toBeLessThan(parts(stored).indexOf("photo"));
  });
});
