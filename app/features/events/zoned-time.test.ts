import { describe, expect, it } from "vitest";
import { utcToZoned, zonedToUtc } from "./zoned-time";

describe("wall-clock times in an event's zone", () => {
  it("keeps a Mexico City event right: UTC−6 all year, no DST since 2022", () => {
    expect(zonedToUtc("2026-07-15T20:00", "America/Mexico_City")?.toISOString()).toBe("2026-07-16T02:00:00.000Z");
    expect(zonedToUtc("2026-12-15T20:00", "America/Mexico_City")?.toISOString()).toBe("2026-12-16T02:00:00.000Z");
  });

  it("follows a zone with DST (Santiago) and refuses a time the change skips", () => {
    expect(zonedToUtc("2026-01-10T21:00", "America/Santiago")?.toISOString()).toBe("2026-01-11T00:00:00.000Z");
    expect(zonedToUtc("2026-07-10T21:00", "America/Santiago")?.toISOString()).toBe("2026-07-11T01:00:00.000Z");
    expect(zonedToUtc("2026-09-06T00:30", "America/Santiago")).toBeNull();
  });

  it("refuses malformed and impossible dates, and reads an instant back as the zone's wall clock", () => {
    for (const bad of ["2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00", "mañana", "2026-01-01 10:00"]) {
      expect(zonedToUtc(bad, "America/Bogota"), bad).toBeNull();
    }
    expect(utcToZoned(new Date("2026-03-01T15:30:00Z"), "America/Argentina/Buenos_Aires")).toBe("2026-03-01T12:30");
  });
});
