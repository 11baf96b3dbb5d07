import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day";

describe("isCalendarDay (issue 35 §5: one rule for the dates of forms and URLs)", () => {
  it.each(["2027-02-28", "2028-02-29", "2000-02-29", "0001-01-01", "0099-12-31", "9999-12-31", "2027-12-31"])("accepts %s", (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each([
    "2027-02-30",
    "2027-02-29",
    "1900-02-29",
    "2027-13-01",
    "2027-00-10",
    "2027-04-31",
    "2027-01-00",
    "0000-01-01",
    "",
    "2027-1-01",
    "27-01-01",
    " 2027-01-01",
    "2027-01-01T00:00",
    "ayer",
    null,
    20270101,
  ])("refuses %j", (value) => {
    expect(isCalendarDay(value)).toBe(false);
  });
});
