import { describe, expect, it } from "vitest";
import { isAppError } from "~/lib/errors";
import { bookingRequestFields, bookingRequestInput, checkBookingDays, checkedRate } from "./booking-request.schemas";

const NOW = new Date("2026-12-01T15:00:00Z");

function fields(overrides: Record<string, unknown> = {}) {
  return bookingRequestInput.parse(
    bookingRequestFields({
      technicianId: "t1",
      production: " Festival ",
      role: "foh",
      city: "Lima",
      country: "PE",
      timeZone: "America/Lima",
      startsOn: "2026-12-10",
      ...overrides,
    }),
  );
}

function refusal(work: () => unknown) {
  try {
    work();
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { key: error.key, field: error.field, params: error.params };
  }
}

describe("the request form", () => {
  it("gathers the per-day call times, drops empty ones and fills the defaults", () => {
    const parsed = fields({ "callTime.2026-12-10": "07:30", "callTime.2026-12-11": "", offerId: "12" });
    expect(parsed).toMatchObject({
      production: "Festival",
      callTimes: { "2026-12-10": "07:30" },
      offerId: 12,
      source: "search",
      asksFor: "option",
      endsOn: null,
      venue: null,
    });
    expect(checkBookingDays(parsed, NOW)).toEqual({
      startsOn: "2026-12-10",
      endsOn: "2026-12-10",
      expiresOn: "2026-12-08",
      callTimes: { "2026-12-10": "07:30" },
    });
  });

  it("reads today in the place's time zone", () => {
    // 2026-12-02 02:00 UTC is still the 1st in Lima (UTC−5): the 1st is today there, not past.
    const late = new Date("2026-12-02T02:00:00Z");
    expect(checkBookingDays(fields({ startsOn: "2026-12-01" }), late).expiresOn).toBe("2026-12-01");
    expect(refusal(() => checkBookingDays(fields({ startsOn: "2026-12-01", timeZone: "UTC" }), late))).toMatchObject({ key: "BOOKING_DAYS_PAST" });
  });

  it("names the refused call time's field and gives the limits' numbers", () => {
    expect(refusal(() => checkBookingDays(fields({ "callTime.2026-12-10": "7:30" }), NOW))).toEqual({
      key: "BOOKING_CALL_TIME_INVALID",
      field: "callTime.2026-12-10",
      params: {},
    });
    expect(refusal(() => checkBookingDays(fields({ endsOn: "2027-02-08" }), NOW))).toMatchObject({ key: "BOOKING_DAYS_TOO_LONG", params: { max: 60 } });
    expect(refusal(() => checkBookingDays(fields({ expiresOn: "2026-12-11" }), NOW))).toMatchObject({ key: "BOOKING_EXPIRY_INVALID", params: { max: 30 } });
  });

  it("pairs the rate with its currency", () => {
    expect(checkedRate(fields({ dayRate: "800", currency: "PEN" }))).toEqual({ dayRate: 800, currency: "PEN" });
    expect(checkedRate(fields({ currency: "PEN" }))).toEqual({ dayRate: null, currency: null });
    expect(refusal(() => checkedRate(fields({ dayRate: "800" })))).toMatchObject({ key: "BOOKING_RATE_INVALID", field: "currency" });
  });
});
