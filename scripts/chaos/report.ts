// The report: one Markdown table row per fault, and the facts behind it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { duplicatedOf, lostOf, type Tally } from "./tally";

export type ReportRow = { fault: string; caused: boolean; tally: Tally; recovery: string; notes: string[] };

/** "caused" cell: accepted actions by kind, and what was refused or left unanswered. */
function causedCell(row: ReportRow): string {
  const { accepted, refused, uncertain, committedUnanswered } = row.tally;
  const total = accepted.message + accepted.follow + accepted.broadcast;
  const parts = [`${total} accepted (${accepted.message} messages, ${accepted.follow} follows, ${accepted.broadcast} notices)`];
  if (refused || uncertain)
    parts.push(`${refused} refused, ${uncertain} unanswered${committedUnanswered ? ` (${committedUnanswered} of them done anyway, checked too)` : ""}`);
  return `${row.caused ? "" : "**NOT CAUSED** · "}${parts.join("; ")}`;
}

function deliveredCell(tally: Tally): string {
  return `DB ${tally.dbDelivered}/${tally.dbExpected} · SSE ${tally.sseDelivered}/${tally.sseExpected}`;
}

function lostCell(tally: Tally): string {
  const lost = lostOf(tally);
  if (lost === 0) return "0";
  return `**${lost}** (${tally.acceptedNotCommitted} accepted not stored, ${tally.dbLost} not notified, ${tally.sseLost} not streamed)`;
}

function duplicatedCell(tally: Tally): string {
  const duplicated = duplicatedOf(tally);
  if (duplicated === 0) return "0";
  return `**${duplicated}** (${tally.dbDuplicated} in the database, ${tally.sseDuplicated} streamed twice, ${tally.sseStray} to the wrong member)`;
}

/** Whether the run passed: every fault caused, nothing lost, nothing duplicated. */
export function passed(rows: ReportRow[]): boolean {
  return rows.every((row) => row.caused && lostOf(row.tally) === 0 && duplicatedOf(row.tally) === 0);
}

/** The Markdown report: the table, then each fault's notes and how the suite ran. */
export function markdownReport(rows: ReportRow[], setup: string[]): string {
  const table = [
    "| fault | caused | delivered | lost | duplicated | recovery |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (row) => `| ${row.fault} | ${causedCell(row)} | ${deliveredCell(row.tally)} | ${lostCell(row.tally)} | ${duplicatedCell(row.tally)} | ${row.recovery} |`,
    ),
  ];
  const notes = rows.filter((row) => row.notes.length > 0).map((row) => `- **${row.fault}**: ${row.notes.join("; ")}.`);
  return [
    `# Fault suite (npm run chaos): ${passed(rows) ? "PASSED" : "FAILED"}`,
    "",
    ...table,
    "",
    "## Faults",
    "",
    ...notes,
    "",
    "## How it ran",
    "",
    ...setup.map((line) => `- ${line}`),
    "",
  ].join("\n");
}

/** Writes the report to `file` (its folder created). */
export function writeReport(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
