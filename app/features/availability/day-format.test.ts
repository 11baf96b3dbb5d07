import { describe, expect, it } from "vitest";
import { monthName } from "./day-format";

describe("the calendar's month title", () => {
  it("reads as a title with only its first letter in upper case, in each language", () => {
    expect(monthName("2026-11", "es")).toBe("Noviembre de 2026");
    expect(monthName("2027-01", "pt")).toBe("Janeiro de 2027");
    expect(monthName("2027-01", "en")).toBe("January 2027");
  });
});
