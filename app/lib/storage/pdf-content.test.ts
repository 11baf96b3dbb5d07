import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  embeddedFile,
  encryptedPdf,
  escapedNamesInObjectStream,
  escapedNamesPlain,
  htmlPolyglot,
  launchAction,
  openActionJavaScript,
  overriddenObject,
  pageAdditionalAction,
  plainPdf,
  rawPdf,
  unpackingBomb,
} from "../../../tests/pdf-fixtures";
import { refusalOf } from "../../../tests/refusal";
import { refuseActivePdf } from "./pdf-content.server";

const check = (bytes: Uint8Array) => refusalOf(refuseActivePdf(bytes, "material"));
const raw = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("a PDF that could act when opened is refused before it is stored", () => {
  it("accepts a plain document with text, a web link and an 'open at page 1' action", async () => {
    expect(await check(await plainPdf())).toBe("OK");
    const handMade = rawPdf([
      { number: 1, body: "<< /Type /Catalog /Pages 2 0 R >>" },
      { number: 2, body: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
      { number: 3, body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>" },
    ]);
    expect(await check(handMade)).toBe("OK");
    expect((await PDFDocument.load(handMade)).getPageCount()).toBe(1);
  });

  it("finds JavaScript, launch actions, additional actions and embedded files even inside compressed object streams", async () => {
    const javascript = await openActionJavaScript();
    expect(raw(javascript)).not.toContain("JavaScript");
    for (const bytes of [javascript, await pageAdditionalAction(), await launchAction(), await embeddedFile()]) {
      expect(await check(bytes)).toEqual({
        key: "PDF_ACTIVE_CONTENT",
        status: 400,
        field: "material",
        message: expect.stringMatching(/^El PDF contiene contenido activo \(JavaScript, acciones automáticas/),
      });
    }
  });

  it("reads hex-escaped names (/J#61vaScript, /#4a#53 in lower case) in plain and in compressed objects", async () => {
    const packed = escapedNamesInObjectStream();
    expect(raw(packed)).not.toMatch(/J#61vaScript|L#61unch/);
    expect(await check(packed)).toMatchObject({ key: "PDF_ACTIVE_CONTENT" });
    expect(await check(escapedNamesPlain())).toMatchObject({ key: "PDF_ACTIVE_CONTENT" });
  });

  it("looks at every definition of an object, not only the last one (a viewer may read the first)", async () => {
    expect(await check(overriddenObject())).toMatchObject({ key: "PDF_ACTIVE_CONTENT" });
  });

  it("refuses a PDF/HTML polyglot and a file whose first bytes are not %PDF-", async () => {
    expect(await check(htmlPolyglot())).toMatchObject({ key: "PDF_ACTIVE_CONTENT" });
    expect(await check(new TextEncoder().encode(" %PDF-1.7\n"))).toMatchObject({ key: "PDF_UNREADABLE", status: 400 });
  });

  it("refuses what it cannot check whole: an encrypted document and one that unpacks into too much", async () => {
    expect(await check(encryptedPdf())).toMatchObject({
      key: "PDF_UNREADABLE",
      message: "No pudimos leer el PDF: puede estar dañado, protegido con contraseña o cifrado. Guárdalo de nuevo como PDF sin protección y vuelve a subirlo.",
    });
    expect(await check(unpackingBomb())).toMatchObject({ key: "PDF_UNREADABLE" });
  });

  it("refuses a header followed by a megabyte of junk instead of stepping through it byte by byte; spaces and comments are no junk", async () => {
    const headerThen = (text: string) => new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(text)]));
    expect(await check(headerThen("x".repeat(1024 * 1024)))).toMatchObject({ key: "PDF_UNREADABLE" });
    expect(await check(headerThen(" ".repeat(1024 * 1024)))).toBe("OK");
    expect(await check(headerThen(`%${"x".repeat(1024 * 1024)}`))).toBe("OK");
  });
});
