import { describe, expect, it } from "vitest";
import { businessDaysLeft, businessDeadline } from "./deadlines";

describe("the five-business-day answer deadline (issue 25 §1, Uruguay's term for everyone)", () => {
  it("counts Monday to Friday after the day of filing, ending at midnight in Montevideo", () => {
    // Monday 2026-11-23 10:00 in Montevideo: due Monday 2026-11-30 23:59:59.999 there (03:00 UTC next day).
    expect(businessDeadline(new Date("2026-11-23T13:00:00Z")).toISOString()).toBe("2026-12-01T02:59:59.999Z");
  });

  it("skips the weekend: filed on a Friday, due the next Friday", () => {
    expect(businessDeadline(new Date("2026-11-27T15:00:00Z")).toISOString()).toBe("2026-12-05T02:59:59.999Z");
  });

  it("filed on a Saturday or Sunday counts from the Monday", () => {
    expect(businessDeadline(new Date("2026-11-28T12:00:00Z")).toISOString()).toBe("2026-12-05T02:59:59.999Z");
    expect(businessDeadline(new Date("2026-11-29T12:00:00Z")).toISOString()).toBe("2026-12-05T02:59:59.999Z");
  });

  it("takes the day in Montevideo, not in UTC: 23:30 on a Friday there is still Friday", () => {
    // 2026-11-28T02:30Z is Friday 2026-11-27 23:30 in Montevideo.
    expect(businessDeadline(new Date("2026-11-28T02:30:00Z")).toISOString()).toBe("2026-12-05T02:59:59.999Z");
  });

  it("says how many business days are left, and that a deadline passed", () => {
    const due = businessDeadline(new Date("2026-11-23T13:00:00Z"));
    expect(businessDaysLeft(new Date("2026-11-23T13:00:00Z"), due)).toBe(5);
    expect(businessDaysLeft(new Date("2026-11-27T13:00:00Z"), due)).toBe(1);
    expect(businessDaysLeft(new Date("2026-11-30T13:00:00Z"), due)).toBe(0);
    expect(businessDaysLeft(new Date("2026-12-02T13:00:00Z"), due)).toBeLessThan(0);
  });
});
