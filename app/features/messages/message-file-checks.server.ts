import { unzipSync } from "fflate";
import type { MessageFileKind } from "~/db/schema/messages";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";

/** What a file's content says it is (never its name or declared type), before images and PDFs are checked further. */
export type FileFormat =
  | { kind: "image"; type: "image/jpeg" | "image/png" | "image/webp" | "image/gif" }
  | { kind: "pdf" }
  | { kind: "spreadsheet" | "document"; extension: "xlsx" | "ods" | "docx" | "odt"; contentType: string }
  | { kind: "spreadsheet" | "text"; extension: "csv" | "txt"; contentType: string };

/** An office file has at most this many entries, and the few read are this small: a ZIP bomb stops here. */
const ZIP_MAX_ENTRIES = 5000;
const ZIP_ENTRY_READ_MAX = 256 * 1024;
const NAME_MAX = DATABASE_TEXT_LIMITS["message_files.file_name"].max;

const OFFICE: Record<string, { kind: "spreadsheet" | "document"; extension: "xlsx" | "ods" | "docx" | "odt"; contentType: string }> = {
  xlsx: { kind: "spreadsheet", extension: "xlsx", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  docx: { kind: "document", extension: "docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  ods: { kind: "spreadsheet", extension: "ods", contentType: "application/vnd.oasis.opendocument.spreadsheet" },
  odt: { kind: "document", extension: "odt", contentType: "application/vnd.oasis.opendocument.text" },
};

function startsWith(bytes: Uint8Array, signature: readonly number[] | string, offset = 0): boolean {
  const wanted = typeof signature === "string" ? [...signature].map((char) => char.charCodeAt(0)) : signature;
  return wanted.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The office format a ZIP holds, read from its entries (never its name): an OOXML workbook or
 * document ([Content_Types].xml and xl/ or word/, without macros: no vbaProject.bin), or an ODF
 * spreadsheet or text (its `mimetype` entry); null for any other ZIP, a broken one, or one with too many entries.
 */
export function officeFormat(bytes: Uint8Array): (typeof OFFICE)[string] | null {
  const names: string[] = [];
  let tooMany = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        if (names.length > ZIP_MAX_ENTRIES) tooMany = true;
        const wanted = entry.name === "[Content_Types].xml" || entry.name === "mimetype";
        return !tooMany && wanted && entry.originalSize <= ZIP_ENTRY_READ_MAX;
      },
    });
  } catch {
    return null;
  }
  if (tooMany) return null;
  // Macros: an OOXML file's vbaProject.bin, an ODF file's Basic/ or Scripts/ folder.
  if (names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name) || /^(Basic|Scripts)\//.test(name))) return null;
  const mimetype = entries.mimetype ? new TextDecoder().decode(entries.mimetype).trim() : null;
  if (mimetype === "application/vnd.oasis.opendocument.spreadsheet") return OFFICE.ods;
  if (mimetype === "application/vnd.oasis.opendocument.text") return OFFICE.odt;
  if (mimetype !== null || !entries["[Content_Types].xml"]) return null;
  const types = new TextDecoder().decode(entries["[Content_Types].xml"]);
  if (/macroEnabled|vbaProject/i.test(types)) return null;
  if (names.some((name) => name.startsWith("xl/")) && types.includes("spreadsheetml")) return OFFICE.xlsx;
  if (names.some((name) => name.startsWith("word/")) && types.includes("wordprocessingml")) return OFFICE.docx;
  return null;
}

/** Whether bytes are plain text: valid UTF-8 (a BOM allowed), with no NUL or control character other than tab, CR and LF. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (const char of text) {
    const code = char.charCodeAt(0);
    // C0 controls except tab, LF and CR; DEL; C1 controls.
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return false;
  }
  return true;
}

/**
 * A file's format by its content: JPEG, PNG, WebP and GIF by their magic bytes, a PDF by its header,
 * an office ZIP by its entries, plain text (a CSV when its name ends in .csv, else a TXT); null for
 * anything else (an executable renamed, a macro workbook, a binary called .txt).
 */
export function fileFormat(bytes: Uint8Array, name: string): FileFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", type: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", type: "image/png" };
  if (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8)) return { kind: "image", type: "image/webp" };
  if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) return { kind: "image", type: "image/gif" };
  if (startsWith(bytes, "%PDF-")) return { kind: "pdf" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeFormat(bytes);
  if (bytes.length > 0 && isPlainText(bytes)) {
    return /\.csv$/i.test(name.trim())
      ? { kind: "spreadsheet", extension: "csv", contentType: "text/csv; charset=utf-8" }
      : { kind: "text", extension: "txt", contentType: "text/plain; charset=utf-8" };
  }
  return null;
}

const DEFAULT_NAMES: Record<MessageFileKind, string> = {
  image: "imagen",
  pdf: "documento.pdf",
  spreadsheet: "planilla",
  document: "documento",
  text: "texto.txt",
};

/** The name a file is shown and offered by: the original name without folders or control characters, trimmed, at most 200 characters; a default by kind when nothing is left. */
export function cleanFileName(original: string, kind: MessageFileKind): string {
  const base = [
    ...(String(original ?? "")
      .split(/[\\/]/)
      .pop() ?? ""),
  ]
    .filter((char) => char >= " " && !/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(char))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return [...(base || DEFAULT_NAMES[kind])].slice(0, NAME_MAX).join("");
}
