import { describe, expect, it } from "vitest";
import { endOfDayIn, hoursUntilDay, startOfDayIn } from "./booking-days";

describe("startOfDayIn", () => {
  it("is local midnight in a zone without DST", () => {
    expect(startOfDayIn("2026-12-05", "America/Argentina/Buenos_Aires").toISOString()).toBe("2026-12-05T03:00:00.000Z");
    expect(startOfDayIn("2026-12-05", "UTC").toISOString()).toBe("2026-12-05T00:00:00.000Z");
    expect(startOfDayIn("2026-12-05", "America/Mexico_City").toISOString()).toBe("2026-12-05T06:00:00.000Z");
  });

  it("follows the offset east of UTC", () => {
    expect(startOfDayIn("2026-07-01", "Europe/Madrid").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfDayIn("2026-01-01", "Europe/Madrid").toISOString()).toBe("2025-12-31T23:00:00.000Z");
  });

  it("is the first minute that exists when clocks skip midnight (Santiago, September 2022)", () => {
    // 2022-09-11 00:00 never happened in Santiago: the clocks went from 23:59:59 (−04) to 01:00 (−03).
    expect(startOfDayIn("2022-09-10", "America/Santiago").toISOString()).toBe("2022-09-10T04:00:00.000Z");
    expect(startOfDayIn("2022-09-11", "America/Santiago").toISOString()).toBe("2022-09-11T04:00:00.000Z");
    expect(startOfDayIn("2022-09-12", "America/Santiago").toISOString()).toBe("2022-09-12T03:00:00.000Z");
  });

  it("takes the first midnight when clocks go back over it (Santiago, April 2023)", () => {
    expect(startOfDayIn("2023-04-01", "America/Santiago").toISOString()).toBe("2023-04-01T03:00:00.000Z");
    expect(startOfDayIn("2023-04-02", "America/Santiago").toISOString()).toBe("2023-04-02T04:00:00.000Z");
  });

  it("handles São Paulo's historical DST start at midnight (November 2018)", () => {
    expect(startOfDayIn("2018-11-04", "America/Sao_Paulo").toISOString()).toBe("2018-11-04T03:00:00.000Z");
    expect(startOfDayIn("2018-11-05", "America/Sao_Paulo").toISOString()).toBe("2018-11-05T02:00:00.000Z");
  });
});

describe("endOfDayIn", () => {
  it("is the next day's first instant: a 23-hour and a 25-hour day", () => {
    const short = endOfDayIn("2022-09-11", "America/Santiago").getTime() - startOfDayIn("2022-09-11", "America/Santiago").getTime();
    const long = endOfDayIn("2023-04-01", "America/Santiago").getTime() - startOfDayIn("2023-04-01", "America/Santiago").getTime();
    expect(short / 3_600_000).toBe(23);
    expect(long / 3_600_000).toBe(25);
  });
});

describe("hoursUntilDay", () => {
  it("counts hours to the place's midnight", () => {
    expect(hoursUntilDay("2026-12-05", "America/Argentina/Buenos_Aires", new Date("2026-12-02T03:00:00Z"))).toBe(72);
    expect(hoursUntilDay("2026-12-05", "America/Argentina/Buenos_Aires", new Date("2026-12-05T04:00:00Z"))).toBe(-1);
  });
});
