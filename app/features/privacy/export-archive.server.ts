import { strToU8, zipSync } from "fflate";
import { escapeHtml } from "~/lib/html";

/** Everything a member's export holds, gathered by the export's builder. */
export type ExportContents = {
  generatedAt: Date;
  sections: Record<string, unknown[]>;
  notifications: { title: string; message: string; type: string; read: boolean; createdAt: string }[];
  credentials: { id: string; credential: Record<string, unknown> }[];
  calendar: string | null;
  files: { path: string; bytes: Uint8Array }[];
};

/** The texts the readable page is written with, in the member's language. */
export type ArchiveTexts = {
  title: string;
  lead: string;
  generated: string;
  none: string;
  sectionTitle: (name: string) => string;
  notificationsTitle: string;
  filesTitle: string;
  filesLead: string;
  formatDate: (value: Date) => string;
  locale: string;
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as the readable page shows it: dates in the member's language, lists joined, objects as JSON. */
function cell(value: unknown, texts: ArchiveTexts): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value instanceof Date) return texts.formatDate(value);
  if (typeof value === "string" && ISO_INSTANT.test(value)) return texts.formatDate(new Date(value));
  if (Array.isArray(value)) return value.every((item) => typeof item !== "object") ? value.join(", ") : JSON.stringify(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function table(rows: unknown[], texts: ArchiveTexts): string {
  if (rows.length === 0) return `<p class="none">${escapeHtml(texts.none)}</p>`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row as Record<string, unknown>)))];
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join("");
  const body = rows
    .map((row) => `<tr>${columns.map((column) => `<td>${escapeHtml(cell((row as Record<string, unknown>)[column], texts))}</td>`).join("")}</tr>`)
    .join("\n");
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

/** `datos.html`: the same data as `datos.json`, readable in any browser without the internet (no script, no external file). */
export function readablePage(contents: ExportContents, texts: ArchiveTexts): string {
  const sections = Object.entries(contents.sections)
    .map(([name, rows]) => `<section><h2>${escapeHtml(texts.sectionTitle(name))}</h2>\n${table(rows, texts)}</section>`)
    .join("\n");
  const notifications = `<section><h2>${escapeHtml(texts.notificationsTitle)}</h2>\n${table(contents.notifications, texts)}</section>`;
  const files =
    contents.files.length === 0
      ? `<p class="none">${escapeHtml(texts.none)}</p>`
      : `<ul>${contents.files.map((file) => `<li><a href="${escapeHtml(file.path)}">${escapeHtml(file.path)}</a></li>`).join("")}</ul>`;
  return `<!doctype html>
<html lang="${escapeHtml(texts.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#0f172a;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #cbd5e1}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:.9rem}
th,td{border:1px solid #cbd5e1;padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap}
th{background:#f1f5f9}.none{color:#475569}
</style>
</head>
<body>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.lead)}</p>
<p>${escapeHtml(texts.generated)}</p>
${sections}
${notifications}
<section><h2>${escapeHtml(texts.filesTitle)}</h2><p>${escapeHtml(texts.filesLead)}</p>${files}</section>
</body>
</html>
`;
}

/**
 * The export's ZIP: `datos.json` (machine-readable, every section), `datos.html` (the same, readable),
 * `certificados/{id}.json` (Open Badges 3.0), `eventos.ics` (RFC 5545) and `archivos/{bucket}/{key}`
 * (the member's uploaded files as stored).
 */
export function exportArchive(contents: ExportContents, texts: ArchiveTexts): Uint8Array {
  const json = {
    generatedAt: contents.generatedAt.toISOString(),
    ...contents.sections,
    notifications: contents.notifications,
    files: contents.files.map((file) => file.path),
  };
  const entries: Record<string, Uint8Array> = {
    "datos.json": strToU8(JSON.stringify(json, null, 2)),
    "datos.html": strToU8(readablePage(contents, texts)),
  };
  for (const { id, credential } of contents.credentials) entries[`certificados/${id}.json`] = strToU8(JSON.stringify(credential, null, 2));
  if (contents.calendar) entries["eventos.ics"] = strToU8(contents.calendar);
  // Pictures and PDFs are compressed already: stored as they are.
  for (const file of contents.files) entries[file.path] = file.bytes;
  return zipSync(
    Object.fromEntries(
      Object.entries(entries).map(([path, bytes]) => [path, [bytes, { level: path.startsWith("archivos/") ? 0 : 6, mtime: contents.generatedAt }]]),
    ),
  );
}
