import { describe, expect, it } from "vitest";
import { addDays, dayIn, daysBetween, isDay, monthBounds, monthWeeks, weekendOf, weekendsBetween } from "./days";
import { freeDaysIn } from "./free-day";
import { searchWindow } from "./search-window";

describe("calendar days", () => {
  it("knows real days, and counts across month and year ends", () => {
    expect(isDay("2027-02-28")).toBe(true);
    expect(isDay("2027-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2027-1-01")).toBe(false);
    expect(addDays("2027-01-31", 1)).toBe("2027-02-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysBetween("2027-01-30", "2027-02-02")).toBe(3);
    expect(monthBounds("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("says which day an instant is in a technician's zone", () => {
    const instant = new Date("2027-01-29T04:30:00Z");
    expect(dayIn(instant, "America/Argentina/Buenos_Aires")).toBe("2027-01-29");
    expect(dayIn(instant, "America/Mexico_City")).toBe("2027-01-28");
  });

  it("finds the coming weekend, and every weekend of a span", () => {
    expect(weekendOf("2027-01-28")).toEqual({ from: "2027-01-30", to: "2027-01-31" });
    expect(weekendOf("2027-01-30")).toEqual({ from: "2027-01-30", to: "2027-01-31" });
    expect(weekendOf("2027-01-31")).toEqual({ from: "2027-01-31", to: "2027-01-31" });
    expect(weekendsBetween("2027-01-28", "2027-02-06", 26)).toEqual([
      { from: "2027-01-30", to: "2027-01-31" },
      { from: "2027-02-06", to: "2027-02-06" },
    ]);
  });

  it("lays a month out in weeks from Monday", () => {
    const weeks = monthWeeks("2027-02");
    expect(weeks[0]).toEqual(["2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04", "2027-02-05", "2027-02-06", "2027-02-07"]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks("2027-01")[0]?.slice(0, 4)).toEqual([null, null, null, null]);
  });
});

describe("the search's date filter in the URL", () => {
  const window = (query: string) => searchWindow(new URLSearchParams(query));

  it("reads a day or a range, and whether tentative days count", () => {
    expect(window("desde=2027-01-30")).toEqual({ from: "2027-01-30", to: "2027-01-30", tentative: false });
    expect(window("desde=2027-01-30&hasta=2027-02-02&tentativos=1")).toEqual({ from: "2027-01-30", to: "2027-02-02", tentative: true });
  });

  it("ignores what it cannot read and cuts a long window to 31 days", () => {
    expect(window("desde=mañana")).toBeNull();
    expect(window("")).toBeNull();
    expect(window("desde=2027-01-30&hasta=2027-01-01")).toEqual({ from: "2027-01-30", to: "2027-01-30", tentative: false });
    expect(window("desde=2027-01-01&hasta=2027-12-31")?.to).toBe("2027-01-31");
  });
});

describe("a result card's free days", () => {
  it("are the window's days, tentative where the firm multirange does not reach", () => {
    expect(freeDaysIn({ from: "2027-01-30", to: "2027-02-02" }, "{[2027-01-29,2027-02-01)}")).toEqual([
      { day: "2027-01-30", tentative: false },
      { day: "2027-01-31", tentative: false },
      { day: "2027-02-01", tentative: true },
      { day: "2027-02-02", tentative: true },
    ]);
    expect(freeDaysIn({ from: "2027-01-30", to: "2027-01-30" }, null)).toEqual([{ day: "2027-01-30", tentative: true }]);
    expect(freeDaysIn({ from: "2027-01-30", to: "2027-01-31" }, "{[2027-01-30,2027-01-31)}").map((day) => day.tentative)).toEqual([false, true]);
  });
});
