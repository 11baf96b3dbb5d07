import sharp from "sharp";
import type { MessageFileKind } from "~/db/schema/messages";
import { AppError } from "~/lib/errors";
import { imageKey } from "~/lib/storage/image-key";
import { refuseActivePdf } from "~/lib/storage/pdf-content.server";
import type { PreparedUpload } from "~/lib/storage/uploads.server";
import { cleanFileName, fileFormat } from "./message-file-checks.server";
import { MESSAGE_FILE_MAX_BYTES } from "./message-file-limits";

/** An image is kept at most this wide or high, and its preview this. */
export const IMAGE_FULL_PX = 2048;
export const IMAGE_PREVIEW_PX = 480;
/** A 10 MB image may not unpack into more pixels than a 40-megapixel photo. */
const MAX_INPUT_PIXELS = 40_000_000;
const FIELD = "file";

/** A checked file ready to store: its kind, shown name, content type (of the full file) and the parts to store. */
export type PreparedMessageFile = { kind: MessageFileKind; fileName: string; contentType: string; upload: PreparedUpload };

function prepared(parts: PreparedUpload["parts"]): PreparedUpload {
  return { parts, size: parts.reduce((total, part) => total + part.bytes.length, 0) };
}

async function encodedImage(bytes: Buffer, px: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: px, height: px, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * A file chosen for a message checked by its content, in memory: at most 10 MB (413 with {max});
 * an image re-encoded to WebP upright without its EXIF data (full ≤ 2048 px and a preview ≤ 480 px);
 * a PDF refused when it could act when opened; an office file without macros; plain UTF-8 text.
 * Anything else is 'MESSAGE_FILE_TYPE' (400).
 */
export async function prepareMessageFile(file: File): Promise<PreparedMessageFile> {
  if (file.size > MESSAGE_FILE_MAX_BYTES) throw new AppError("MESSAGE_FILE_TOO_LARGE", 413, { max: MESSAGE_FILE_MAX_BYTES / 1024 / 1024 }, FIELD);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MESSAGE_FILE_MAX_BYTES) throw new AppError("MESSAGE_FILE_TOO_LARGE", 413, { max: MESSAGE_FILE_MAX_BYTES / 1024 / 1024 }, FIELD);
  const format = fileFormat(bytes, file.name);
  if (!format) throw new AppError("MESSAGE_FILE_TYPE", 400, {}, FIELD);
  const fileName = cleanFileName(file.name, format.kind);
  if (format.kind === "image") {
    const [full, preview] = await Promise.all([encodedImage(bytes, IMAGE_FULL_PX), encodedImage(bytes, IMAGE_PREVIEW_PX)]).catch(() => {
      throw new AppError("IMAGE_UNREADABLE", 400, {}, FIELD);
    });
    return {
      kind: "image",
      fileName,
      contentType: "image/webp",
      upload: prepared([
        { suffix: imageKey("", IMAGE_FULL_PX), bytes: full, contentType: "image/webp" },
        { suffix: imageKey("", IMAGE_PREVIEW_PX), bytes: preview, contentType: "image/webp" },
      ]),
    };
  }
  if (format.kind === "pdf") {
    await refuseActivePdf(bytes, FIELD);
    return { kind: "pdf", fileName, contentType: "application/pdf", upload: prepared([{ suffix: ".pdf", bytes, contentType: "application/pdf" }]) };
  }
  return {
    kind: format.kind,
    fileName,
    contentType: format.contentType,
    upload: prepared([{ suffix: `.${format.extension}`, bytes, contentType: format.contentType }]),
  };
}
