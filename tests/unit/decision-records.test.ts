import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const FOLDER = join(process.cwd(), "docs", "decisions");
const FILES = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".md"))
  .sort();

const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const STATUS = /^Status: (accepted|superseded by (\d{3})|amended by (\d{3}(?:, \d{3})*))$/;

/** The lines of a record above its first section (`## …`): its title, Date and Status. */
function header(name: string): string[] {
  const lines = readFileSync(join(FOLDER, name), "utf8").split("\n");
  const end = lines.findIndex((line) => line.startsWith("## "));
  return lines.slice(0, end === -1 ? lines.length : end).map((line) => line.trimEnd());
}

const numberOf = (name: string) => name.slice(0, 3);
const NUMBERS = FILES.map(numberOf);

/** The records named by a Status line (the one superseding it, or those amending it). */
function laterRecords(status: string): string[] {
  const match = STATUS.exec(status);
  return (match?.[2] ?? match?.[3] ?? "").split(", ").filter(Boolean);
}

describe("decision records", () => {
  it("are named NNN-slug.md with numbers used once", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(50);
    for (const name of FILES) expect(name).toMatch(/^\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
    const repeated = NUMBERS.filter((number, index) => NUMBERS.indexOf(number) !== index);
    expect(repeated).toEqual([]);
  });

  it.each(FILES)("%s is titled with its own number", (name) => {
    expect(header(name)[0]).toMatch(new RegExp(`^# ${numberOf(name)} — \\S`));
  });

  it.each(FILES)("%s has one Date line with a real day", (name) => {
    const dates = header(name).filter((line) => line.startsWith("Date:"));
    expect(dates).toHaveLength(1);
    const day = DATE.exec(dates[0])?.[1];
    expect(day, dates[0]).toBeDefined();
    expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
  });

  it.each(FILES)("%s has one Status line: accepted, superseded by a later record or amended by later records", (name) => {
    const statuses = header(name).filter((line) => line.startsWith("Status:"));
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toMatch(STATUS);
    for (const later of laterRecords(statuses[0])) {
      expect(NUMBERS, `${name} names ${later}`).toContain(later);
      expect(Number(later), `${name} names ${later}`).toBeGreaterThan(Number(numberOf(name)));
    }
  });
});
