import { describe, expect, it } from "vitest";
import { optionalChoice } from "./choice-field";

const size = optionalChoice(["small", "large"] as const, "INVALID_CHOICE");

describe("optionalChoice", () => {
  it("keeps a listed value, trimmed", () => {
    expect(size.parse(" small ")).toBe("small");
  });

  it("reads an empty, blank or missing field as null", () => {
    expect(size.parse("")).toBeNull();
    expect(size.parse("   ")).toBeNull();
    expect(size.parse(undefined)).toBeNull();
  });

  it("refuses a value outside the list with the given message", () => {
    const result = size.safeParse("medium");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("INVALID_CHOICE");
  });

  it("refuses a value that is not a string", () => {
    expect(size.safeParse(3).success).toBe(false);
  });
});
