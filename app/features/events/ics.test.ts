import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldLine, icsCalendar } from "./ics";

const event = {
  uid: "event-12@redav.lat",
  sequence: 3,
  title: "Taller de consolas: escenas, snapshots y redes; nivel avanzado, con práctica",
  description: "Trae tu portátil.\nHabrá café, mate y tereré.",
  startsAt: new Date("2026-12-05T15:00:00Z"),
  endsAt: new Date("2026-12-05T18:00:00Z"),
  location: "Centro Cultural, Av. Siempre Viva 742, Guadalajara, México",
  url: "https://redav.lat/calendar/taller-consolas",
  cancelled: false,
  updatedAt: new Date("2026-11-20T10:00:00Z"),
};

describe("calendar files (RFC 5545)", () => {
  it("parse with a real iCalendar parser into the same event: times, sequence, status, text with commas and new lines", () => {
    const file = icsCalendar("Mi agenda RedAV", [event, { ...event, uid: "event-13@redav.lat", cancelled: true, sequence: 4 }], new Date());
    const calendar = new ICAL.Component(ICAL.parse(file));
    const [first, second] = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(first?.uid).toBe("event-12@redav.lat");
    expect(first?.summary).toBe(event.title);
    expect(first?.description).toBe(`${event.description}\n\n${event.url}`);
    expect(first?.location).toBe(event.location);
    expect(first?.startDate.toJSDate().toISOString()).toBe("2026-12-05T15:00:00.000Z");
    expect(first?.endDate.toJSDate().toISOString()).toBe("2026-12-05T18:00:00.000Z");
    expect(first?.sequence).toBe(3);
    expect(second?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Mi agenda RedAV");
  });

  it("ends every line with CRLF and folds lines at 75 octets without splitting a character", () => {
    const file = icsCalendar("Agenda", [event], new Date());
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const folded = foldLine(`SUMMARY:${"ñ".repeat(60)}`);
    expect(folded.split("\r\n ").join("")).toBe(`SUMMARY:${"ñ".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
