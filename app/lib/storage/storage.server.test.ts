import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import * as fsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { databaseFileStore } from "./database-store.server";
import { diskFileStore } from "./disk-store.server";
import type { FileStore } from "./file-store";
import { imageKey } from "./image-key";
import { sweepOrphanFiles } from "./orphans.server";
import { deleteImage, storeImage, storePdf } from "./uploads.server";

const DRIVERS: [string, () => FileStore][] = [
  ["disk", () => diskFileStore(mkdtempSync(path.join(tmpdir(), "redav-files-")))],
  ["database", () => databaseFileStore(testDb())],
];

const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "RedAV test" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "34/1 54/1 0/1" } })
    .toBuffer();

for (const [name, open] of DRIVERS) {
  describe(`the ${name} file store`, () => {
    it("keeps, replaces and deletes a file by bucket and key", async () => {
      const store = open();
      const key = `owner-${name}/file-${Date.now()}.pdf`;
      expect(await store.get("cvs", key)).toBeNull();
      await store.put("cvs", key, { bytes: Buffer.from("%PDF-1 uno"), contentType: "application/pdf" });
      await store.put("cvs", key, { bytes: Buffer.from("%PDF-1 dos"), contentType: "application/pdf" });
      const stored = await store.get("cvs", key);
      expect(stored?.bytes.toString()).toBe("%PDF-1 dos");
      expect(stored?.contentType).toBe("application/pdf");
      expect(await store.get("profile-images", key)).toBeNull();
      await store.delete("cvs", key);
      await store.delete("cvs", key);
      expect(await store.get("cvs", key)).toBeNull();
    });

    it("lists a folder's files in key order with their sizes, from a key on, older than a moment", async () => {
      const store = open();
      const owner = `lista-${name}-${Date.now()}`;
      for (const [key, text] of [
        ["b.pdf", "%PDF dos"],
        ["a.pdf", "%PDF-uno"],
        ["sub/c.pdf", "%PDF-tres!"],
      ] as const) {
        await store.put("cvs", `${owner}/${key}`, { bytes: Buffer.from(text), contentType: "application/pdf" });
      }
      await store.put("cvs", `${owner}x/d.pdf`, { bytes: Buffer.from("%PDF"), contentType: "application/pdf" });
      const listed = await store.list("cvs", { prefix: `${owner}/`, limit: 10 });
      expect(listed.map((entry) => [entry.key, entry.size])).toEqual([
        [`${owner}/a.pdf`, 8],
        [`${owner}/b.pdf`, 8],
        [`${owner}/sub/c.pdf`, 10],
      ]);
      expect((await store.list("cvs", { prefix: `${owner}/`, after: `${owner}/a.pdf`, limit: 1 })).map((entry) => entry.key)).toEqual([`${owner}/b.pdf`]);
      expect(await store.list("cvs", { prefix: `${owner}/`, createdBefore: new Date(Date.now() - 60_000), limit: 10 })).toEqual([]);
    });

    it("refuses keys that could leave the bucket", async () => {
      const store = open();
      await expect(store.put("cvs", "../../etc/passwd.pdf", { bytes: Buffer.from("x"), contentType: "text/plain" })).rejects.toThrow();
      expect(await store.get("cvs", "../x.pdf")).toBeNull();
      expect(await store.get("cvs", "a/../../b.pdf")).toBeNull();
    });

    it("stores an uploaded photo as WebP in every size the UI uses, without its EXIF data, and deletes all of them", async () => {
      const store = open();
      const file = new File([new Uint8Array(await photo())], "foto.jpg", { type: "image/jpeg" });
      const base = await storeImage(store, "profile-images", "owner", file, [256, 96], "photo");
      for (const size of [256, 96]) {
        const stored = await store.get("profile-images", imageKey(base, size));
        const meta = await sharp(stored?.bytes).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", size, size, undefined]);
      }
      await deleteImage(store, "profile-images", base, [256, 96]);
      expect(await store.get("profile-images", imageKey(base, 256))).toBeNull();
    });
  });
}

describe("checking uploads by their content", () => {
  const store = diskFileStore(mkdtempSync(path.join(tmpdir(), "redav-files-")));

  it("refuses a file named like a photo that is not one, in Spanish, and stores nothing", async () => {
    const fake = new File(["<html><script>alert(1)</script>"], "foto.jpg", { type: "image/jpeg" });
    expect(await refusalOf(storeImage(store, "profile-images", "owner", fake, [96], "photo"))).toMatchObject({
      status: 400,
      field: "photo",
      message: "El archivo no es una imagen válida: sube una foto JPG, PNG, WebP o GIF.",
    });
  });

  it("refuses an image with a valid signature but broken content", async () => {
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], "foto.jpg");
    expect(await refusalOf(storeImage(store, "profile-images", "owner", broken, [96], "photo"))).toMatchObject({
      status: 400,
      message: "No pudimos leer la imagen. Prueba con otro archivo.",
    });
  });

  it("refuses files over 5 MB and CVs that are not PDFs", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf");
    expect(await refusalOf(storePdf(store, "cvs", "owner", big, "cv"))).toMatchObject({ status: 413, message: "El archivo supera el tamaño máximo de 5 MB." });
    const jpeg = new File([new Uint8Array(await photo(20, 20))], "cv.pdf", { type: "application/pdf" });
    expect(await refusalOf(storePdf(store, "cvs", "owner", jpeg, "cv"))).toMatchObject({ status: 400, message: "El CV debe ser un archivo PDF." });
    const key = await storePdf(store, "cvs", "owner", new File(["%PDF-1.4 hola"], "cv.bin"), "cv");
    expect((await store.get("cvs", key))?.bytes.toString()).toBe("%PDF-1.4 hola");
  });
});

/** Every file under a folder, as paths relative to it. */
function everyFile(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A disk that fills up: the `fullAt`-th write stores half of its bytes, then fails with ENOSPC as a full file system does. */
function fillingDisk(fullAt: number): typeof fsPromises {
  let writes = 0;
  return {
    ...fsPromises,
    writeFile: (async (file: string, bytes: Buffer) => {
      writes += 1;
      if (writes < fullAt) return fsPromises.writeFile(file, bytes);
      await fsPromises.writeFile(file, bytes.subarray(0, bytes.length / 2));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
    }) as typeof fsPromises.writeFile,
  };
}

describe("a full disk (issue 35 §5)", () => {
  const noSpace = { key: "STORAGE_FULL", status: 507, message: "No hay espacio para guardar el archivo. Prueba de nuevo más tarde." };

  it("refuses an upload with the Spanish 'sin espacio' message and leaves no file, whole or temporary", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "redav-full-"));
    const store = diskFileStore(root, fillingDisk(1));
    expect(await refusalOf(storePdf(store, "cvs", "owner", new File(["%PDF-1.4 mi cv"], "cv.pdf"), "cv"))).toEqual(noSpace);
    expect(everyFile(root)).toEqual([]);
  });

  it("removes the sizes of an image already stored when a later one finds the disk full", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "redav-full-"));
    const store = diskFileStore(root, fillingDisk(2));
    const file = new File([new Uint8Array(await photo())], "foto.jpg", { type: "image/jpeg" });
    expect(await refusalOf(storeImage(store, "profile-images", "owner", file, [256, 96], "photo"))).toEqual(noSpace);
    expect(everyFile(root)).toEqual([]);
  });

  it("the sweep removes temporary files of writes that never finished once older than 15 minutes, and keeps newer ones", async () => {
    const root = path.resolve(process.env.DATA_DIR ?? "./tmp/test-data", "files", "cvs");
    const owner = `temporales-${Date.now()}`;
    mkdirSync(path.join(root, owner), { recursive: true });
    const stale = path.join(root, owner, "abc.pdf.4242.1700000000000.tmp");
    const fresh = path.join(root, owner, "def.pdf.4242.1700000000001.tmp");
    for (const file of [stale, fresh]) writeFileSync(file, "%PDF-1.4 a me");
    const now = Date.now();
    utimesSync(stale, new Date(now - 16 * 60_000), new Date(now - 16 * 60_000));
    utimesSync(fresh, new Date(now - 14 * 60_000), new Date(now - 14 * 60_000));
    expect(await sweepOrphanFiles({ db: testDb(), now: () => new Date(now) }, { prefix: `${owner}/` })).toBe(1);
    expect(readdirSync(path.join(root, owner))).toEqual([path.basename(fresh)]);
  });
});
