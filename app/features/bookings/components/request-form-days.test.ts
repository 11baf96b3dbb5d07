import { describe, expect, it } from "vitest";
import { requestDays, withCallTimes } from "./request-form-days";

describe("the request form's days", () => {
  it("lists the days from the first to the last, one day when the last is empty or the same", () => {
    expect(requestDays("2027-02-27", "2027-03-01")).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
    expect(requestDays("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(requestDays("2027-05-01", "")).toEqual(["2027-05-01"]);
    expect(requestDays("2027-05-01", "2027-05-01")).toEqual(["2027-05-01"]);
  });

  it("gives no days for unreal, reversed or longer than 60-day ranges", () => {
    expect(requestDays("", "")).toBeNull();
    expect(requestDays("2027-02-30", "")).toBeNull();
    expect(requestDays("2027-05-03", "2027-05-01")).toBeNull();
    expect(requestDays("2027-05-01", "mañana")).toBeNull();
    expect(requestDays("2027-01-01", "2027-03-01")).toHaveLength(60);
    expect(requestDays("2027-01-01", "2027-03-02")).toBeNull();
  });
});

describe("the posted call times", () => {
  const days = { startsOn: "2027-05-01", endsOn: "2027-05-03" };

  it("spread the one call time over the days without their own, and drop the empty ones", () => {
    expect(withCallTimes({ ...days, production: "Show", callTime: "08:00", "callTime.2027-05-02": "14:30", "callTime.2027-05-03": "" })).toEqual({
      ...days,
      production: "Show",
      "callTime.2027-05-01": "08:00",
      "callTime.2027-05-02": "14:30",
      "callTime.2027-05-03": "08:00",
    });
    expect(withCallTimes({ ...days, callTime: " " })).toEqual(days);
    expect(withCallTimes({ startsOn: "2027-05-01", endsOn: "", callTime: "07:00" })).toEqual({
      startsOn: "2027-05-01",
      endsOn: "",
      "callTime.2027-05-01": "07:00",
    });
  });

  it("drop a call time of a day outside the chosen days, and keep a malformed one for the rules to refuse", () => {
    expect(withCallTimes({ ...days, "callTime.2027-06-01": "09:00" })).toEqual(days);
    expect(withCallTimes({ ...days, "callTime.manana": "09:00" })).toEqual({ ...days, "callTime.manana": "09:00" });
    expect(withCallTimes({ startsOn: "ayer", endsOn: "", "callTime.2027-06-01": "09:00", callTime: "10:00" })).toEqual({
      startsOn: "ayer",
      endsOn: "",
      "callTime.2027-06-01": "09:00",
    });
  });
});
