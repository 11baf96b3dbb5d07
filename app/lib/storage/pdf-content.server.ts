import { constants, inflateSync } from "node:zlib";
import { PDFArray, type PDFContext, PDFDict, PDFName, type PDFObject, PDFParser, PDFRawStream, type PDFRef } from "pdf-lib";
import { AppError } from "~/lib/errors";

/**
 * Names that make a PDF act rather than show: scripts, launching programs, actions run on opening
 * or on other events, forms that send or load data, embedded files and media, XFA forms (which
 * carry scripts), and jumps into embedded or other files.
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "AA",
  "EmbeddedFile",
  "EmbeddedFiles",
  "FileAttachment",
  "RichMedia",
  "RichMediaExecute",
  "SubmitForm",
  "ImportData",
  "XFA",
  "GoToE",
  "GoToR",
]);
/** The active names long enough to look for in the raw bytes too (a short one such as /JS turns up by chance in compressed data). */
const LONG_ACTIVE_NAMES = new Set([...ACTIVE_NAMES].filter((name) => name.length >= 6));
/** An HTML start a browser or a sniffer would act on (a PDF/HTML polyglot); long enough never to occur by chance in compressed data. */
const HTML_MARKER = /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|meta|base|form)[\s>/]/i;
/** A name as written in a PDF: a slash and regular characters, with #xx escapes. */
const RAW_NAME = /\/([^\s/()<>[\]{}%]+)/g;
/** What a PDF's object and cross-reference streams may unpack into, together, while it is read (a 5 MB upload that unpacks into gigabytes is refused). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Objects read between two turns of the event loop, so that a large PDF does not hold up other requests. */
const OBJECTS_PER_TICK = 500;
/** Objects a PDF may hold (a 1,500-page manual holds about 3,000; reading takes about 25 µs each, so a file of tiny objects is refused at this many). */
const MAX_OBJECTS = 100_000;
/** Bytes between objects that are not PDF syntax, in all, that a PDF may hold (pdf-lib steps over them one at a time, slowly: a file of junk after a header is refused instead of read). */
const MAX_JUNK_BYTES = 16 * 1024;
const KEYWORDS_AFTER_JUNK = ["xref", "trailer", "startxref"].map((word) => [...word].map((char) => char.charCodeAt(0)));

/** The parts of pdf-lib's parser (private in its types) that stepping over junk uses. */
type ParserInternals = {
  context: PDFContext;
  bytes: { offset(): number; peek(): number; next(): number; done(): boolean; moveTo(offset: number): void };
  skipJibberish: () => void;
  skipWhitespaceAndComments: () => void;
  matchKeyword: (keyword: number[]) => boolean;
  matchIndirectObjectHeader: () => boolean;
};

/** pdf-lib's step over junk between objects (to the next object, cross-reference table or trailer), the same but throwing once `MAX_JUNK_BYTES` in all were skipped. */
function boundJunk(parser: ParserInternals): void {
  let skipped = 0;
  parser.skipJibberish = () => {
    parser.skipWhitespaceAndComments();
    while (!parser.bytes.done()) {
      const at = parser.bytes.offset();
      const byte = parser.bytes.peek();
      if (byte >= 0x20 && byte <= 0x7e && (KEYWORDS_AFTER_JUNK.some((keyword) => parser.matchKeyword(keyword)) || parser.matchIndirectObjectHeader())) {
        parser.bytes.moveTo(at);
        return;
      }
      parser.bytes.next();
      skipped += 1;
      if (skipped > MAX_JUNK_BYTES) throw new Error("too much in the file is not PDF");
    }
  };
}

/** A name with every #xx escape decoded, in either case (a viewer reads /J#61vaScript and /J#6a… as plain names). */
function plainName(name: string): string {
  return name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

/** True when the raw bytes hold HTML or a long active name (also inside objects the parser would skip). */
function rawBytesLookActive(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString("latin1");
  if (HTML_MARKER.test(text)) return true;
  for (const match of text.matchAll(RAW_NAME)) if (LONG_ACTIVE_NAMES.has(plainName(match[1]))) return true;
  return false;
}

/** The unpacked size of a stream the parser unpacks while reading (object and cross-reference streams), counted without ever holding more than `budget` bytes; null past the budget or for a filter other than Flate. */
function unpackedSize(stream: PDFRawStream, budget: number): number | null {
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (filters.length === 0) return stream.contents.length;
  if (filters.length > 1 || filters[0] !== PDFName.of("FlateDecode")) return null;
  try {
    return inflateSync(stream.contents, { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch {
    return null;
  }
}

function isUnpackedWhileParsing(object: PDFObject): object is PDFRawStream {
  if (!(object instanceof PDFRawStream)) return false;
  const type = object.dict.lookup(PDFName.of("Type"));
  return type === PDFName.of("ObjStm") || type === PDFName.of("XRef");
}

/**
 * Every object the PDF holds, read with pdf-lib (which unpacks compressed object streams), including
 * each earlier version of an object that a later one replaces (a viewer may read either); throws on
 * anything it cannot read, on encryption and on an unpacking bomb.
 */
async function everyObject(bytes: Uint8Array): Promise<PDFObject[]> {
  const parser = PDFParser.forBytesWithOptions(bytes, OBJECTS_PER_TICK, true);
  const internals = parser as unknown as ParserInternals;
  boundJunk(internals);
  const context = internals.context;
  const objects: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref: PDFRef, object: PDFObject) => {
    if (objects.push(object) > MAX_OBJECTS) throw new Error("too many objects");
    assign(ref, object);
  };
  let unpacked = 0;
  const parseObject = parser.parseObject.bind(parser);
  parser.parseObject = () => {
    const object = parseObject();
    if (isUnpackedWhileParsing(object)) {
      const size = unpackedSize(object, MAX_UNPACKED_BYTES - unpacked);
      if (size === null) throw new Error("an object stream that cannot be unpacked within the budget");
      unpacked += size;
    }
    return object;
  };
  await parser.parseDocument();
  if (context.trailerInfo.Encrypt) throw new Error("an encrypted PDF");
  return objects;
}

/** True when a name anywhere in the objects (a key or a value, in dictionaries, arrays and stream dictionaries) is an active one. */
function holdsActiveName(objects: PDFObject[]): boolean {
  const pending = [...objects];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(plainName(object.decodeText()))) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFRawStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

/**
 * Refuses, before anything is stored, a PDF that could act when opened: one that does not start
 * with `%PDF-`, holds HTML (a polyglot), JavaScript, launch or automatic actions, forms that send
 * or load data, embedded files or media, in plain or compressed objects and however its names are
 * escaped ('PDF_ACTIVE_CONTENT', 400); and one that cannot be read whole, is encrypted or unpacks
 * into too much ('PDF_UNREADABLE', 400). A plain document passes unchanged.
 */
export async function refuseActivePdf(bytes: Uint8Array, field: string): Promise<void> {
  if (!startsWithPdfHeader(bytes)) throw new AppError("PDF_UNREADABLE", 400, {}, field);
  if (rawBytesLookActive(bytes)) throw new AppError("PDF_ACTIVE_CONTENT", 400, {}, field);
  const objects = await everyObject(bytes).catch(() => null);
  if (!objects) throw new AppError("PDF_UNREADABLE", 400, {}, field);
  if (holdsActiveName(objects)) throw new AppError("PDF_ACTIVE_CONTENT", 400, {}, field);
}
