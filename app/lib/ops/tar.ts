const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

/** One archived file: its path inside the archive and its bytes. */
export type TarEntry = { name: string; bytes: Buffer; mtime: Date };

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** Splits a path into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  const cut = name.lastIndexOf("/", 155);
  const prefix = name.slice(0, cut);
  const base = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) throw new Error(`Nombre demasiado largo para el archivo: ${name}`);
  return { prefix, base };
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (const byte of header) sum += byte;
  return sum;
}

/** The 512-byte POSIX ustar header of a regular file; refuses names ustar cannot hold and files of 8 GiB or more. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_SIZE) throw new Error(`Archivo demasiado grande para el formato tar: ${name}`);
  const { prefix, base } = splitName(name);
  const header = Buffer.alloc(BLOCK);
  header.write(base, 0, 100);
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write("        ", 148);
  header.write("0", 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  header.write(prefix, 345, 155);
  header.write(`${checksum(header).toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}

/** The zero bytes that complete a file's content to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The two zero blocks that end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** Pulls exact byte counts out of a stream of chunks. */
class ChunkReader {
  #chunks: Buffer[] = [];
  #length = 0;
  #source: AsyncIterator<Buffer | Uint8Array | string>;

  constructor(source: AsyncIterable<Buffer | Uint8Array | string>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** Exactly `count` bytes, or null when the stream ends first. */
  async take(count: number): Promise<Buffer | null> {
    while (this.#length < count) {
      const next = await this.#source.next();
      if (next.done) return null;
      const chunk = Buffer.from(next.value);
      this.#chunks.push(chunk);
      this.#length += chunk.length;
    }
    const all = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.#chunks = rest.length ? [rest] : [];
    this.#length = rest.length;
    return taken;
  }
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

/** Why an archive cannot be read: the stream is not a complete ustar archive. */
export class TarFormatError extends Error {}

/**
 * The regular files of a ustar archive, in order, each read whole. Throws TarFormatError on a
 * header whose checksum is wrong, a truncated file or an archive without its end blocks.
 */
export async function* readTar(source: AsyncIterable<Buffer | Uint8Array | string>): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source);
  for (;;) {
    const header = await reader.take(BLOCK);
    if (!header) throw new TarFormatError("archivo incompleto");
    if (header.every((byte) => byte === 0)) return;
    const stored = Number.parseInt(field(header, 148, 8).trim(), 8);
    const blank = Buffer.from(header);
    blank.write("        ", 148);
    if (stored !== checksum(blank) || field(header, 257, 6) !== "ustar") throw new TarFormatError("cabecera inválida");
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const mtime = new Date(Number.parseInt(field(header, 136, 12).trim() || "0", 8) * 1000);
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const body = size > 0 ? await reader.take(size + tarPadding(size).length) : Buffer.alloc(0);
    if (!body) throw new TarFormatError("archivo incompleto");
    const type = field(header, 156, 1);
    if (type === "0" || type === "") yield { name, bytes: body.subarray(0, size), mtime };
  }
}
