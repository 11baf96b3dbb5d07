import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import type { CalendarHold } from "../booking-days";
import { MonthCalendar } from "./month-calendar";

function rendered(holds: CalendarHold[]): string {
  const calendar = createElement(MonthCalendar, {
    month: "2027-02",
    today: "2027-01-28",
    ranges: [{ from: "2027-02-01", to: "2027-02-10", status: "available", places: [], note: null }],
    holds,
    selection: { from: "", to: "" },
    onPick: () => {},
  });
  const provider = { translator: serverI18n("es") } as Parameters<typeof TranslationProvider>[0];
  return renderToString(createElement(TranslationProvider, provider, createElement(MemoryRouter, null, calendar)));
}

describe("the owner's month with bookings' holds (issue 39)", () => {
  it("names each held day in words, marks it apart from the status, lists the holds with links, and explains them in the legend", () => {
    const html = rendered([
      { bookingId: "b-1", from: "2027-02-02", to: "2027-02-03", kind: "option", rank: 2, label: "Festival" },
      { bookingId: "b-2", from: "2027-02-05", to: "2027-02-05", kind: "confirmed", rank: 1, label: "Gira" },
    ]);
    expect(html).toMatch(/aria-label="[^"]*3 de febrero[^"]*: Disponible, Opción 2\.ª — Festival"/);
    expect(html).toMatch(/aria-label="[^"]*5 de febrero[^"]*: Disponible, Confirmado — Gira"/);
    expect(html).toMatch(/data-day="2027-02-02"[^>]*data-status="available"[^>]*data-hold="option"/);
    expect(html).toContain("Op. 2");
    expect(html).toContain('href="/bookings/b-1"');
    expect(html).toContain('href="/bookings/b-2"');
    expect(html).toContain("Reservas de este mes");
    expect(html).toContain("Trabajo confirmado");
    expect(html).not.toMatch(/data-day="2027-02-04"[^>]*data-hold/);
  });

  it("shows no list of holds when the month has none", () => {
    expect(rendered([])).not.toContain("Reservas de este mes");
  });
});
