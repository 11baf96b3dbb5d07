import { describe, expect, it } from "vitest";
import { type AgendaRun, mergeAgendaRuns } from "./agenda-merge";

const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
const run = (from: string, to: string, status: AgendaRun["status"], extra: Partial<AgendaRun> = {}): AgendaRun => ({
  from,
  to,
  status,
  places: [],
  note: null,
  writtenAt: at("2027-01-01"),
  ...extra,
});

describe("the runs 'Mi agenda' shows (issue 36)", () => {
  it("merges touching runs of one status into one, from the first day to the last, with their places and notes once each and the latest write", () => {
    const merged = mergeAgendaRuns([
      run("2027-02-01", "2027-02-01", "busy", { note: "Gira", places: ["Lima"] }),
      run("2027-02-02", "2027-02-03", "busy", { note: "Gira", places: ["Lima", "Cusco"], writtenAt: at("2027-01-05") }),
      run("2027-02-04", "2027-02-04", "busy", { note: "Boda" }),
    ]);
    expect(merged).toEqual([
      { from: "2027-02-01", to: "2027-02-04", status: "busy", places: ["Lima", "Cusco"], note: "Gira; Boda", writtenAt: at("2027-01-05") },
    ]);
  });

  it("keeps runs apart when the status changes or a day is left unmarked between them", () => {
    const merged = mergeAgendaRuns([
      run("2027-02-01", "2027-02-02", "available"),
      run("2027-02-03", "2027-02-03", "tentative"),
      run("2027-02-04", "2027-02-05", "tentative"),
      run("2027-02-07", "2027-02-07", "tentative"),
      run("2027-02-08", "2027-02-08", "busy"),
    ]);
    expect(merged.map((item) => `${item.from}..${item.to} ${item.status}`)).toEqual([
      "2027-02-01..2027-02-02 available",
      "2027-02-03..2027-02-05 tentative",
      "2027-02-07..2027-02-07 tentative",
      "2027-02-08..2027-02-08 busy",
    ]);
  });

  it("merges a month of day-by-day marks into one run, across the month's end", () => {
    const days = Array.from({ length: 40 }, (_, index) => new Date(Date.UTC(2027, 0, 20 + index)).toISOString().slice(0, 10));
    const merged = mergeAgendaRuns(days.map((day) => run(day, day, "available")));
    expect(merged.map((item) => [item.from, item.to])).toEqual([["2027-01-20", "2027-02-28"]]);
  });
});
