import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AppError, type ErrorKey } from "~/lib/errors";
import type { Bucket } from "./buckets";
import type { FileStore } from "./file-store";
import { type SniffedType, sniffFileType } from "./file-type";
import { imageKey } from "./image-key";
import { refuseActivePdf } from "./pdf-content.server";

/** 5 MB, as the FILE_TOO_LARGE text says. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Decompression bombs stop here: a 5 MB file may not unpack into more pixels than a 40-megapixel photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The widths (pixels) the UI shows an image at; each upload is stored in all of them. */
export type ImageSizes = readonly number[];
/** Width over height of the stored image (1 for photos and logos, 16/9 for covers), or "keep" for a picture kept in its own proportions. */
export type ImageAspect = number | "keep";

/** The chosen file of a form field, or null when the field was left empty. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

async function boundedBytes(file: File, field: string): Promise<Buffer> {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("FILE_TOO_LARGE", 413, {}, field);
  return Buffer.from(await file.arrayBuffer());
}

/** The folder an owner's files are stored under (the first segment of their keys). */
export function fileFolder(ownerId: string): string {
  return ownerId.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
}

/** A random key under the owner's folder: new files never reuse a URL, so they can be cached for a year. */
export function newFileKey(ownerId: string): string {
  return `${fileFolder(ownerId)}/${randomBytes(12).toString("base64url")}`;
}

/** An upload checked and encoded in memory, not stored yet: its files (each a suffix of the key it will get) and their total size. */
export type PreparedUpload = { parts: { suffix: string; bytes: Buffer; contentType: string }[]; size: number };

function prepared(parts: PreparedUpload["parts"]): PreparedUpload {
  return { parts, size: parts.reduce((total, part) => total + part.bytes.length, 0) };
}

/**
 * An uploaded image checked by its content (JPEG, PNG, WebP or GIF, at most 5 MB), turned upright,
 * cropped to the aspect (square unless told) around what draws the eye, or kept in its proportions
 * within the size, and re-encoded to WebP in each width (which also drops EXIF data such as the GPS position), in memory.
 */
export async function prepareImage(file: File, sizes: ImageSizes, field: string, aspect: ImageAspect = 1): Promise<PreparedUpload> {
  const bytes = await boundedBytes(file, field);
  const type = sniffFileType(bytes);
  if (!type?.startsWith("image/")) throw new AppError("FILE_NOT_IMAGE", 400, {}, field);
  try {
    const encoded = await Promise.all(
      sizes.map((size) =>
        sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
          .rotate()
          .resize(
            aspect === "keep"
              ? { width: size, height: size, fit: "inside", withoutEnlargement: true }
              : { width: size, height: Math.round(size / aspect), fit: "cover", position: "attention" },
          )
          .webp({ quality: 80 })
          .toBuffer(),
      ),
    );
    return prepared(sizes.map((size, index) => ({ suffix: imageKey("", size), bytes: encoded[index], contentType: "image/webp" })));
  } catch {
    throw new AppError("IMAGE_UNREADABLE", 400, {}, field);
  }
}

const SUFFIXES: Record<SniffedType, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/gif": ".gif",
  "application/pdf": ".pdf",
  "application/zip": ".zip",
};

/** An uploaded file checked by its content (at most 5 MB) against the types allowed, kept as sent, in memory; another type is refused with `refusal`, and a PDF that could act when opened (scripts, launch actions, embedded files, HTML) is refused. */
export async function prepareFile(
  file: File,
  field: string,
  allowed: readonly SniffedType[],
  refusal: ErrorKey,
): Promise<PreparedUpload & { type: SniffedType }> {
  const bytes = await boundedBytes(file, field);
  const type = sniffFileType(bytes);
  if (!type || !allowed.includes(type)) throw new AppError(refusal, 400, {}, field);
  if (type === "application/pdf") await refuseActivePdf(bytes, field);
  return { ...prepared([{ suffix: SUFFIXES[type], bytes, contentType: type }]), type };
}

/** An uploaded PDF checked by its content (at most 5 MB, nothing that acts when opened), kept as sent, in memory; another type is refused with `notPdf` (the CV's text unless told). */
export function preparePdf(file: File, field: string, notPdf: ErrorKey = "FILE_NOT_PDF"): Promise<PreparedUpload> {
  return prepareFile(file, field, ["application/pdf"], notPdf);
}

/**
 * Stores a prepared upload under a new base key of the owner's folder, one file after another (on a
 * transaction the store's queries share one connection): the base (an image is known by it) and each
 * stored file's key. When a file cannot be stored, the ones stored before it are removed and the error is rethrown.
 */
export async function storePrepared(store: FileStore, bucket: Bucket, ownerId: string, upload: PreparedUpload): Promise<{ base: string; keys: string[] }> {
  const base = newFileKey(ownerId);
  const keys = upload.parts.map((part) => `${base}${part.suffix}`);
  const stored: string[] = [];
  try {
    for (const [index, part] of upload.parts.entries()) {
      await store.put(bucket, keys[index], { bytes: part.bytes, contentType: part.contentType });
      stored.push(keys[index]);
    }
  } catch (error) {
    for (const key of stored) await store.delete(bucket, key).catch(() => undefined);
    throw error;
  }
  return { base, keys };
}

/** An image checked, encoded in each size and stored under a new key (answers the base key); nothing is stored when any step fails. */
export async function storeImage(store: FileStore, bucket: Bucket, ownerId: string, file: File, sizes: ImageSizes, field: string): Promise<string> {
  return (await storePrepared(store, bucket, ownerId, await prepareImage(file, sizes, field))).base;
}

/** A PDF checked by its content and stored as sent under a new key, which it answers. */
export async function storePdf(store: FileStore, bucket: Bucket, ownerId: string, file: File, field: string): Promise<string> {
  const [key] = (await storePrepared(store, bucket, ownerId, await preparePdf(file, field))).keys;
  return key;
}

/** Removes every size of a stored image, one after another (a missing one is fine). */
export async function deleteImage(store: FileStore, bucket: Bucket, base: string, sizes: ImageSizes): Promise<void> {
  for (const size of sizes) await store.delete(bucket, imageKey(base, size));
}
