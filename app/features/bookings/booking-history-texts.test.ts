import { describe, expect, it } from "vitest";
import en from "~/locales/en/bookings.json";
import es from "~/locales/es/bookings.json";
import pt from "~/locales/pt/bookings.json";
import { BOOKING_NOTICES, type BookingNotice } from "./booking-notices";

/** The params each notice's history line is written with (issue 39's contract), plus `option`, the rank in words the page adds. */
const PARAMS: Record<BookingNotice, string[]> = {
  requested: ["companyName", "production"],
  withdrawn: ["companyName", "production"],
  accepted: ["technicianName", "production", "rank", "option"],
  declined: ["technicianName", "production"],
  expired: ["production"],
  movedUp: ["production"],
  confirmRequested: ["companyName", "production"],
  confirmed: ["production"],
  challenged: ["production", "hours"],
  challengeLapsed: ["production"],
  released: ["companyName", "production"],
  cancelled: ["name", "production"],
  completed: ["companyName", "production"],
  noShow: ["companyName", "production"],
  reviewReceived: ["name", "production"],
  reviewsPublished: ["production"],
  reviewReplied: ["name", "production"],
  reviewHidden: ["production"],
};

describe("bookings:history texts (issue 39)", () => {
  it.each([
    ["es", es],
    ["en", en],
    ["pt", pt],
  ] as const)("%s says every notice in the booking's history, naming only the notice's params", (_locale, catalog) => {
    const history = catalog.history as Record<string, string>;
    expect(Object.keys(history).sort()).toEqual([...BOOKING_NOTICES].sort());
    for (const notice of BOOKING_NOTICES) {
      const used = [...history[notice].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      expect(used.length, notice).toBeGreaterThan(0);
      for (const param of used) expect(PARAMS[notice], `${notice} uses {{${param}}}`).toContain(param);
      expect(used, notice).toContain("production");
    }
  });
});
