import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { cleanFileName, fileFormat, isPlainText, officeFormat } from "./message-file-checks.server";

const CONTENT_TYPES = (main: string) =>
  strToU8(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override ContentType="${main}"/></Types>`);
const docx = (extra: Record<string, Uint8Array> = {}, main = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml") =>
  zipSync({ "[Content_Types].xml": CONTENT_TYPES(main), "word/document.xml": strToU8("<w:document/>"), ...extra });
const xlsx = () =>
  zipSync({
    "[Content_Types].xml": CONTENT_TYPES("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
    "xl/workbook.xml": strToU8("<workbook/>"),
  });
const odf = (mimetype: string, extra: Record<string, Uint8Array> = {}) =>
  zipSync({ mimetype: [strToU8(mimetype), { level: 0 }], "content.xml": strToU8("<office:document-content/>"), ...extra });

describe("what a message file is, read from its content (issue 41)", () => {
  it("recognises office files by their entries, never by their name", () => {
    expect(officeFormat(docx())?.extension).toBe("docx");
    expect(officeFormat(xlsx())?.extension).toBe("xlsx");
    expect(officeFormat(odf("application/vnd.oasis.opendocument.spreadsheet"))?.extension).toBe("ods");
    expect(officeFormat(odf("application/vnd.oasis.opendocument.text"))?.extension).toBe("odt");
    expect(fileFormat(docx(), "planilla.pdf")).toMatchObject({ kind: "document", extension: "docx" });
  });

  it("refuses macro-enabled office files, other ZIPs, ODF presentations and broken archives", () => {
    expect(officeFormat(docx({ "word/vbaProject.bin": new Uint8Array([1, 2, 3]) }))).toBeNull();
    expect(officeFormat(docx({}, "application/vnd.ms-word.document.macroEnabled.main+xml"))).toBeNull();
    expect(officeFormat(odf("application/vnd.oasis.opendocument.text", { "Basic/Standard/Module1.xml": strToU8("<script/>") }))).toBeNull();
    expect(officeFormat(odf("application/vnd.oasis.opendocument.presentation"))).toBeNull();
    expect(officeFormat(zipSync({ "virus.exe": new Uint8Array([0x4d, 0x5a]) }))).toBeNull();
    expect(officeFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
  });

  it("accepts plain UTF-8 text (tabs and line breaks) and refuses binaries, NULs and control characters", () => {
    expect(isPlainText(strToU8("nombre;rol\tcanal\r\nAna;FOH;1\n"))).toBe(true);
    expect(isPlainText(strToU8("\uFEFFCórdoba, ñandú"))).toBe(true);
    expect(isPlainText(new Uint8Array([0x68, 0x6f, 0x6c, 0x61, 0x00]))).toBe(false);
    expect(isPlainText(new Uint8Array([0x1b, 0x5b, 0x33, 0x31, 0x6d]))).toBe(false);
    expect(isPlainText(new Uint8Array([0xc3, 0x28]))).toBe(false);
  });

  it("tells a CSV from a TXT by its name only once the content is plain text; an executable renamed is nothing", () => {
    expect(fileFormat(strToU8("a,b\n1,2\n"), "rider.CSV")).toMatchObject({ kind: "spreadsheet", extension: "csv" });
    expect(fileFormat(strToU8("a,b\n1,2\n"), "rider.txt")).toMatchObject({ kind: "text", extension: "txt" });
    expect(fileFormat(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), "rider.pdf")).toBeNull();
    expect(fileFormat(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), "rider.csv")).toBeNull();
    expect(fileFormat(new Uint8Array(), "vacío.txt")).toBeNull();
    expect(fileFormat(strToU8("%PDF-1.7\n"), "x.txt")).toEqual({ kind: "pdf" });
  });

  it("cleans the name: no folders, no control or direction characters, at most 200, a default by kind", () => {
    expect(cleanFileName("C:\\Users\\ana\\Rider técnico.pdf", "pdf")).toBe("Rider técnico.pdf");
    expect(cleanFileName("../../etc/passwd", "text")).toBe("passwd");
    expect(cleanFileName("foto\u202egpj.exe", "image")).toBe("fotogpj.exe");
    expect(cleanFileName("a\u0000b\nc.txt", "text")).toBe("abc.txt");
    expect(cleanFileName("   ", "pdf")).toBe("documento.pdf");
    expect([...cleanFileName(`${"ñ".repeat(300)}.pdf`, "pdf")]).toHaveLength(200);
  });
});
