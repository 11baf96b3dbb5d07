import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { profileMedia } from "~/db/schema/technician-pages";
import { anonymousPages } from "~/lib/page-cache.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { sweepOrphanFiles } from "~/lib/storage/orphans.server";
import { STORAGE_QUOTA_BYTES } from "~/lib/storage/quota.server";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { addPhoto, addVideo, deleteMedia, editMedia, mediaFileReferences, mediaForEditor, mediaOnPage, moveMedia } from "./media.server";

async function technician() {
  const { userId } = await createIndividual();
  return { id: userId, ctx: await actingAs(userId) };
}

/** A JPEG 1600×1000 carrying EXIF data (a camera's copyright and description). */
async function jpegWithExif(): Promise<File> {
  const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#aa5533" } })
    .withExif({ IFD0: { Copyright: "Camara de Ana", ImageDescription: "GPS -34.9,-56.2" } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "escenario.jpg", { type: "image/jpeg" });
}

async function smallPng(): Promise<File> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "foto.png", { type: "image/png" });
}

function form(entries: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

const photoValues = { alt: "Consola de monitores en el escenario", caption: "Festival Cosquín Rock" };

async function photoRows(userId: string) {
  return testDb().select().from(profileMedia).where(eq(profileMedia.userId, userId));
}

async function filesIn(userId: string) {
  return (await fileStore(testDb()).list("profile-media", { prefix: `${userId}/`, limit: 100 })).map((entry) => entry.key);
}

/** Rows as if added earlier (their files need not exist): the limits count rows. */
async function seedRows(userId: string, kind: "photo" | "video", howMany: number) {
  for (let index = 0; index < howMany; index++) {
    await testDb()
      .insert(profileMedia)
      .values({
        id: randomUUID(),
        userId,
        kind,
        fileKey: kind === "photo" ? `${userId}/semilla${index}` : null,
        videoUrl: kind === "video" ? "https://vimeo.com/123456789" : null,
        alt: `Elemento ${index}`,
        width: kind === "photo" ? 1200 : null,
        height: kind === "photo" ? 800 : null,
        position: 100 + index,
      });
  }
}

describe("a technician's page photos (issue 38: media through the storage module)", () => {
  it("stores a photo re-encoded to WebP without EXIF in two widths under the member's folder, and the page shows it with its sizes", async () => {
    const owner = await technician();
    const { id } = await addPhoto(owner.ctx, photoValues, form({ photo: await jpegWithExif() }));
    const [row] = await photoRows(owner.id);
    expect(row).toMatchObject({ id, kind: "photo", alt: photoValues.alt, caption: photoValues.caption, width: 1200, height: 750 });
    expect(row.fileKey?.startsWith(`${owner.id}/`)).toBe(true);
    expect((await filesIn(owner.id)).sort()).toEqual([`${row.fileKey}-1200.webp`, `${row.fileKey}-480.webp`]);
    const large = await fileStore(testDb()).get("profile-media", `${row.fileKey}-1200.webp`);
    expect(large?.contentType).toBe("image/webp");
    const meta = await sharp(large?.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 1200, 750, undefined]);
    expect(await mediaOnPage(testContext(), owner.id)).toEqual([
      {
        kind: "photo",
        id,
        alt: photoValues.alt,
        caption: photoValues.caption,
        src: `/files/profile-media/${row.fileKey}-1200.webp`,
        srcSet: `/files/profile-media/${row.fileKey}-480.webp 480w, /files/profile-media/${row.fileKey}-1200.webp 1200w`,
        width: 1200,
        height: 750,
      },
    ]);
  });

  it("refuses, in Spanish and naming the field, a photo without a description, with a text too long, or without a file; nothing is stored", async () => {
    const owner = await technician();
    expect(await refusalOf(addPhoto(owner.ctx, { alt: "  " }, form({ photo: await smallPng() })))).toEqual({
      key: "MEDIA_ALT_REQUIRED",
      status: 400,
      message: "Describe la foto para quien no la ve.",
      field: "alt",
    });
    expect(await refusalOf(addPhoto(owner.ctx, { alt: "x".repeat(201) }, form({ photo: await smallPng() })))).toMatchObject({
      key: "MEDIA_ALT_TOO_LONG",
      field: "alt",
    });
    expect(await refusalOf(addPhoto(owner.ctx, { ...photoValues, caption: "x".repeat(301) }, form({ photo: await smallPng() })))).toMatchObject({
      key: "MEDIA_CAPTION_TOO_LONG",
      field: "caption",
    });
    expect(await refusalOf(addPhoto(owner.ctx, photoValues, form({})))).toMatchObject({ key: "MEDIA_PHOTO_REQUIRED", status: 400, field: "photo" });
    expect(await photoRows(owner.id)).toEqual([]);
    expect(await filesIn(owner.id)).toEqual([]);
  });

  it("checks the file by its content: a non-image named .png (400), a file over 5 MB (413) and one past the account's quota (413) are refused and leave nothing", async () => {
    const owner = await technician();
    const fake = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "foto.png", { type: "image/png" });
    expect(await refusalOf(addPhoto(owner.ctx, photoValues, form({ photo: fake })))).toMatchObject({ key: "FILE_NOT_IMAGE", status: 400, field: "photo" });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "foto.jpg", { type: "image/jpeg" });
    expect(await refusalOf(addPhoto(owner.ctx, photoValues, form({ photo: huge })))).toMatchObject({ key: "FILE_TOO_LARGE", status: 413, field: "photo" });
    await fileStore(testDb()).put("cvs", `${owner.id}/relleno.pdf`, { bytes: Buffer.alloc(STORAGE_QUOTA_BYTES - 16), contentType: "application/pdf" });
    expect(await refusalOf(addPhoto(owner.ctx, photoValues, form({ photo: await smallPng() })))).toMatchObject({
      key: "STORAGE_QUOTA_EXCEEDED",
      status: 413,
      field: "photo",
      message: "Tus archivos ocuparían 51 MB y tu cuenta tiene 50 MB. Quita un archivo o sube uno más liviano.",
    });
    expect(await photoRows(owner.id)).toEqual([]);
    expect(await filesIn(owner.id)).toEqual([]);
  });

  it("keeps at most 12 photos even when several uploads arrive at once (the member's file lock)", async () => {
    const owner = await technician();
    await seedRows(owner.id, "photo", 11);
    const png = await smallPng();
    const results = await Promise.all([1, 2, 3].map(() => refusalOf(addPhoto(owner.ctx, photoValues, form({ photo: png })))));
    expect(results.filter((result) => result === "OK")).toHaveLength(1);
    expect(results.filter((result) => result !== "OK")).toEqual(
      Array(2).fill({ key: "MEDIA_PHOTOS_LIMIT", status: 409, message: "Ya tienes 12 fotos en tu página, el máximo. Borra una para subir otra." }),
    );
    expect(await photoRows(owner.id)).toHaveLength(12);
    expect(await filesIn(owner.id)).toHaveLength(2);
  });

  it("removes a deleted photo's stored sizes with its row", async () => {
    const owner = await technician();
    const { id } = await addPhoto(owner.ctx, photoValues, form({ photo: await smallPng() }));
    expect(await filesIn(owner.id)).toHaveLength(2);
    await deleteMedia(owner.ctx, { id });
    expect(await photoRows(owner.id)).toEqual([]);
    expect(await filesIn(owner.id)).toEqual([]);
  });

  it("is known to the orphan sweep: a photo a row names is kept, a leftover file in the member's folder is removed", async () => {
    const owner = await technician();
    await addPhoto(owner.ctx, photoValues, form({ photo: await smallPng() }));
    const [row] = await photoRows(owner.id);
    const leftover = `${owner.id}/sobrante-480.webp`;
    await fileStore(testDb()).put("profile-media", leftover, { bytes: Buffer.from("x"), contentType: "image/webp" });
    expect(await mediaFileReferences(testDb(), [`${row.fileKey}-480.webp`, leftover])).toEqual(new Set([`${row.fileKey}-480.webp`]));
    const twoDaysLater = () => new Date(Date.now() + 48 * 3_600_000);
    await sweepOrphanFiles({ db: testDb(), now: twoDaysLater }, { prefix: `${owner.id}/` });
    expect((await filesIn(owner.id)).sort()).toEqual([`${row.fileKey}-1200.webp`, `${row.fileKey}-480.webp`]);
  });
});

describe("a technician's page videos", () => {
  it("takes YouTube and Vimeo links and shows them in privacy-enhanced players", async () => {
    const owner = await technician();
    await addVideo(owner.ctx, { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", alt: "Show en el Luna Park" });
    await addVideo(owner.ctx, { url: "https://youtu.be/dQw4w9WgXcQ", alt: "Otro corte", caption: "Mezcla de FOH" });
    await addVideo(owner.ctx, { url: "https://vimeo.com/76979871", alt: "Montaje de luces" });
    const shown = await mediaOnPage(testContext(), owner.id);
    expect(shown.map((item) => (item.kind === "video" ? [item.embedUrl, item.alt, item.caption] : null))).toEqual([
      ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "Show en el Luna Park", null],
      ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "Otro corte", "Mezcla de FOH"],
      ["https://player.vimeo.com/video/76979871?dnt=1", "Montaje de luces", null],
    ]);
  });

  it("refuses any other address and a video without a title, in Spanish, naming the field", async () => {
    const owner = await technician();
    for (const url of [
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://www.youtube.com/watch?v=corto",
      "",
      `https://vimeo.com/${"1".repeat(600)}`,
    ]) {
      expect(await refusalOf(addVideo(owner.ctx, { url, alt: "Show" }))).toMatchObject({ key: "MEDIA_VIDEO_URL_INVALID", status: 400, field: "url" });
    }
    expect(await refusalOf(addVideo(owner.ctx, { url: "https://vimeo.com/76979871", alt: "" }))).toEqual({
      key: "MEDIA_VIDEO_TITLE_REQUIRED",
      status: 400,
      message: "Escribe el título del video.",
      field: "alt",
    });
    expect(await photoRows(owner.id)).toEqual([]);
  });

  it("keeps at most 6 videos even when several arrive at once", async () => {
    const owner = await technician();
    await seedRows(owner.id, "video", 5);
    const results = await Promise.all([1, 2, 3, 4].map(() => refusalOf(addVideo(owner.ctx, { url: "https://vimeo.com/76979871", alt: "Show" }))));
    expect(results.filter((result) => result === "OK")).toHaveLength(1);
    expect(results.filter((result) => result !== "OK")).toEqual(Array(3).fill(expect.objectContaining({ key: "MEDIA_VIDEOS_LIMIT", status: 409 })));
    expect(await photoRows(owner.id)).toHaveLength(6);
  });
});

describe("editing, ordering and who may", () => {
  it("edits the texts; an empty description or title is refused with the message of its kind", async () => {
    const owner = await technician();
    await seedRows(owner.id, "photo", 1);
    const { id: video } = await addVideo(owner.ctx, { url: "https://vimeo.com/76979871", alt: "Show" });
    const [photo] = (await mediaForEditor(owner.ctx)).items;
    await editMedia(owner.ctx, { id: photo.id, alt: "Rack de amplificadores", caption: "Gira 2026" });
    expect(await refusalOf(editMedia(owner.ctx, { id: photo.id, alt: "" }))).toMatchObject({ key: "MEDIA_ALT_REQUIRED", field: "alt" });
    expect(await refusalOf(editMedia(owner.ctx, { id: video, alt: " " }))).toMatchObject({ key: "MEDIA_VIDEO_TITLE_REQUIRED", field: "alt" });
    expect((await mediaOnPage(testContext(), owner.id)).map((item) => [item.alt, item.caption])).toEqual([
      ["Rack de amplificadores", "Gira 2026"],
      ["Show", null],
    ]);
  });

  it("moves an item before or after the previous or next one of its kind; at either end nothing changes", async () => {
    const owner = await technician();
    const v1 = (await addVideo(owner.ctx, { url: "https://vimeo.com/111111111", alt: "v1" })).id;
    await seedRows(owner.id, "photo", 1);
    const v2 = (await addVideo(owner.ctx, { url: "https://vimeo.com/222222222", alt: "v2" })).id;
    const v3 = (await addVideo(owner.ctx, { url: "https://vimeo.com/333333333", alt: "v3" })).id;
    const order = async () => (await mediaOnPage(testContext(), owner.id)).map((item) => item.alt);
    expect(await order()).toEqual(["v1", "Elemento 0", "v2", "v3"]);
    expect(await moveMedia(owner.ctx, { id: v3 }, "up")).toEqual({ id: v3, moved: true });
    expect(await order()).toEqual(["v1", "Elemento 0", "v3", "v2"]);
    expect(await moveMedia(owner.ctx, { id: v3 }, "up")).toEqual({ id: v3, moved: true });
    expect(await order()).toEqual(["v3", "Elemento 0", "v1", "v2"]);
    expect(await moveMedia(owner.ctx, { id: v3 }, "up")).toEqual({ id: v3, moved: false });
    expect(await moveMedia(owner.ctx, { id: v2 }, "down")).toEqual({ id: v2, moved: false });
    expect(await moveMedia(owner.ctx, { id: v1 }, "down")).toEqual({ id: v1, moved: true });
    expect(await order()).toEqual(["v3", "Elemento 0", "v2", "v1"]);
  });

  it("never reaches another member's photos or videos (404, tried as a third member); companies 403, visitors 401", async () => {
    const owner = await technician();
    const { id } = await addPhoto(owner.ctx, photoValues, form({ photo: await smallPng() }));
    const third = await technician();
    const notFound = { key: "MEDIA_NOT_FOUND", status: 404, message: "No encontramos esa foto o ese video." };
    expect(await refusalOf(editMedia(third.ctx, { id, alt: "Mía" }))).toEqual(notFound);
    expect(await refusalOf(deleteMedia(third.ctx, { id }))).toEqual(notFound);
    expect(await refusalOf(moveMedia(third.ctx, { id }, "up"))).toEqual(notFound);
    expect(await refusalOf(moveMedia(third.ctx, { id }, "down"))).toEqual(notFound);
    expect((await mediaForEditor(third.ctx)).items).toEqual([]);
    expect(await photoRows(owner.id)).toMatchObject([{ id, alt: photoValues.alt }]);
    expect(await filesIn(owner.id)).toHaveLength(2);
    const company = await actingAs((await createCompany()).userId);
    expect(await refusalOf(addVideo(company, { url: "https://vimeo.com/76979871", alt: "Show" }))).toMatchObject({ key: "INDIVIDUALS_ONLY", status: 403 });
    expect(await refusalOf(deleteMedia(company, { id }))).toMatchObject({ status: 403 });
    expect(await refusalOf(addPhoto(testContext(), photoValues, form({ photo: await smallPng() })))).toMatchObject({ status: 401 });
  });

  it("makes every instance forget the cached page when the media change", async () => {
    const owner = await technician();
    const handle = `t${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await testDb().update(userProfiles).set({ handle }).where(eq(userProfiles.id, owner.id));
    const page = { body: Buffer.from("x"), contentType: "text/html", contentEncoding: null, scriptHashes: [] };
    const key = `/tecnicos/${handle}|es|br`;
    anonymousPages.set(key, `/tecnicos/${handle}`, page);
    const { id } = await addVideo(owner.ctx, { url: "https://vimeo.com/76979871", alt: "Show" });
    expect(anonymousPages.get(key)).toBeUndefined();
    anonymousPages.set(key, `/tecnicos/${handle}`, page);
    await deleteMedia(owner.ctx, { id });
    expect(anonymousPages.get(key)).toBeUndefined();
  });
});
