import { describe, expect, it } from "vitest";
import { CARD_LIMITS, cardLink, firstItems, truncate } from "./card-profile";

describe("profile cards (spec §2)", () => {
  it("cut text with an ellipsis at 80 (compact), 120 (detailed) and 100 (grid) characters", () => {
    const text = "á".repeat(130);
    expect(truncate(text, CARD_LIMITS.compact.text)).toBe(`${"á".repeat(80)}…`);
    expect(truncate(text, CARD_LIMITS.detailed.text)).toBe(`${"á".repeat(120)}…`);
    expect(truncate(text, CARD_LIMITS.grid.text)).toBe(`${"á".repeat(100)}…`);
    expect(truncate("corto", 80)).toBe("corto");
  });

  it("show 2 titles and skills on compact cards and 3 on the others, then how many more", () => {
    const skills = ["Audio", "Video", "Iluminación", "Streaming", "DJ"];
    expect(firstItems(skills, CARD_LIMITS.compact.items)).toEqual({ shown: ["Audio", "Video"], more: 3 });
    expect(firstItems(skills, CARD_LIMITS.grid.items)).toEqual({ shown: ["Audio", "Video", "Iluminación"], more: 2 });
    expect(firstItems(["Audio"], 3)).toEqual({ shown: ["Audio"], more: 0 });
  });

  it("link a technician to /{area}/user/{id}, a company to /{area}/company/{id}, and to /empresa/{slug} only once its site is published", () => {
    expect(cardLink({ kind: "individual", id: "u1", slug: null }, "gold-member")).toBe("/gold-member/user/u1");
    expect(cardLink({ kind: "company", id: "c1", slug: "sonido-sur" }, "company")).toBe("/company/company/c1");
    expect(cardLink({ kind: "company", id: "c1", slug: "sonido-sur" }, "company", true)).toBe("/empresa/sonido-sur");
    expect(cardLink({ kind: "company", id: "c1", slug: null }, "bronze-member", true)).toBe("/bronze-member/company/c1");
  });
});
