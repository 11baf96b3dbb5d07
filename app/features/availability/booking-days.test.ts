import { describe, expect, it } from "vitest";
import { type CalendarHold, holdOn, withConfirmedDays } from "./booking-days";

const run = (from: string, to: string, status: "available" | "tentative" | "busy", note: string | null = null) => ({ from, to, status, places: [], note });

describe("confirmed work in the calendar others see (issue 39)", () => {
  it("cuts marks around confirmed days, which read as plain busy runs; touching and overlapping confirmed runs join", () => {
    expect(
      withConfirmedDays(
        [run("2027-02-01", "2027-02-10", "available", "De noche"), run("2027-02-12", "2027-02-12", "busy", "Boda")],
        [
          { from: "2027-02-03", to: "2027-02-04" },
          { from: "2027-02-05", to: "2027-02-05" },
          { from: "2027-02-04", to: "2027-02-06" },
          { from: "2027-02-10", to: "2027-02-12" },
        ],
      ),
    ).toEqual([
      run("2027-02-01", "2027-02-02", "available", "De noche"),
      run("2027-02-03", "2027-02-06", "busy"),
      run("2027-02-07", "2027-02-09", "available", "De noche"),
      run("2027-02-10", "2027-02-12", "busy"),
    ]);
  });

  it("leaves the marks as they are without confirmed work, and shows confirmed work on unmarked days", () => {
    const marks = [run("2027-02-01", "2027-02-02", "tentative")];
    expect(withConfirmedDays(marks, [])).toEqual(marks);
    expect(withConfirmedDays([], [{ from: "2027-03-01", to: "2027-03-01" }])).toEqual([run("2027-03-01", "2027-03-01", "busy")]);
  });

  it("names a day's hold in the owner's view: confirmed work first, then the best-ranked option", () => {
    const hold = (bookingId: string, kind: CalendarHold["kind"], rank: number, from: string, to: string): CalendarHold => ({
      bookingId,
      kind,
      rank,
      from,
      to,
      label: bookingId,
    });
    const holds = [
      hold("b", "option", 2, "2027-02-01", "2027-02-03"),
      hold("a", "option", 1, "2027-02-02", "2027-02-02"),
      hold("c", "confirmed", 1, "2027-02-03", "2027-02-03"),
    ];
    expect(holdOn("2027-02-01", holds)?.bookingId).toBe("b");
    expect(holdOn("2027-02-02", holds)?.bookingId).toBe("a");
    expect(holdOn("2027-02-03", holds)?.bookingId).toBe("c");
    expect(holdOn("2027-02-04", holds)).toBeNull();
  });
});
