import { eq, inArray } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { messageFileLinks, messageFiles, messages } from "~/db/schema/messages";
import { reports } from "~/db/schema/moderation";
import { fileStore } from "~/lib/storage/file-store.server";
import { actingAs } from "../../../tests/context";
import { actingCompany, actingIndividual, createIndividual, crowdOfIndividuals } from "../../../tests/factories";
import { keysOfRow, note, riderTxt, stored } from "../../../tests/message-files";
import { openActionJavaScript, plainPdf } from "../../../tests/pdf-fixtures";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { newRecipientsLeft, sendMessages } from "./bulk-send.server";
import { messageFileReferences, removeAbandonedFiles } from "./message-file-store.server";
import { filesOfForm, readMessageFile, uploadMessageFile } from "./message-files.server";
import { deleteMessage, sendMessage } from "./messages.server";

const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") => new File([new Uint8Array(bytes)], name, { type });

describe("files in messages: content checks (issue 41)", () => {
  it("refuses an executable renamed .pdf, an active PDF, a macro DOCX, a binary .txt and a file over 10 MB, storing nothing", async () => {
    const ana = await actingIndividual();
    const exe = file(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), "rider.pdf", "application/pdf");
    expect(await refusalOf(uploadMessageFile(ana.ctx, exe))).toMatchObject({ key: "MESSAGE_FILE_TYPE", status: 400 });
    expect(await refusalOf(uploadMessageFile(ana.ctx, file(await openActionJavaScript(), "plano.pdf")))).toMatchObject({
      key: "PDF_ACTIVE_CONTENT",
      status: 400,
    });
    const macro = zipSync({
      "[Content_Types].xml": strToU8(
        '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "word/document.xml": strToU8("<w:document/>"),
      "word/vbaProject.bin": new Uint8Array([1, 2, 3]),
    });
    expect(await refusalOf(uploadMessageFile(ana.ctx, file(macro, "hoja.docx")))).toMatchObject({ key: "MESSAGE_FILE_TYPE" });
    expect(await refusalOf(uploadMessageFile(ana.ctx, file(new Uint8Array([0x00, 0x01, 0xff, 0xfe, 0x00]), "notas.txt")))).toMatchObject({
      key: "MESSAGE_FILE_TYPE",
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    expect(await refusalOf(uploadMessageFile(ana.ctx, file(big, "grande.txt")))).toMatchObject({
      key: "MESSAGE_FILE_TOO_LARGE",
      status: 413,
      message: "Cada archivo puede pesar hasta 10 MB.",
    });
    const rows = await testDb().select().from(messageFiles).where(eq(messageFiles.ownerId, ana.userId));
    expect(rows).toEqual([]);
  });

  it("keeps a plain PDF, a DOCX, a CSV and re-encodes an image to WebP without its EXIF GPS, with a preview", async () => {
    const ana = await actingIndividual();
    const pdf = await uploadMessageFile(ana.ctx, file(await plainPdf(), "Rider FOH.pdf"));
    expect(pdf).toMatchObject({ kind: "pdf", name: "Rider FOH.pdf", previewUrl: null, url: `/messages/files/${pdf.id}` });
    const csv = await uploadMessageFile(ana.ctx, file(strToU8("canal,fuente\n1,bombo\n"), "patch.csv"));
    expect(csv.kind).toBe("spreadsheet");
    const docx = zipSync({
      "[Content_Types].xml": strToU8(
        '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "word/document.xml": strToU8("<w:document/>"),
    });
    expect((await uploadMessageFile(ana.ctx, file(docx, "call sheet.docx"))).kind).toBe("document");

    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Cámara" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "31/1 25/1 0/1" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await uploadMessageFile(ana.ctx, file(photo, "escenario.jpg", "image/jpeg"));
    expect(image).toMatchObject({ kind: "image", previewUrl: `/messages/files/${image.id}?v=preview` });
    const full = await readMessageFile(ana.ctx, { fileId: image.id });
    const preview = await readMessageFile(ana.ctx, { fileId: image.id, variant: "preview" });
    expect(full).toMatchObject({ contentType: "image/webp", inline: true });
    const [fullMeta, previewMeta] = await Promise.all([sharp(full.bytes).metadata(), sharp(preview.bytes).metadata()]);
    expect(fullMeta).toMatchObject({ format: "webp", width: 2048 });
    expect(fullMeta.exif).toBeUndefined();
    expect(previewMeta.width).toBe(480);
  });

  it("counts the files in the sender's 50 MB quota", async () => {
    const ana = await actingIndividual();
    await fileStore(testDb()).put("cvs", `${ana.userId}/relleno.pdf`, { bytes: Buffer.alloc(45 * 1024 * 1024, 0x61), contentType: "application/pdf" });
    const six = file(new Uint8Array(6 * 1024 * 1024).fill(0x62), "largo.txt");
    expect(await refusalOf(uploadMessageFile(ana.ctx, six))).toMatchObject({ key: "STORAGE_QUOTA_EXCEEDED", status: 413 });
    expect(await refusalOf(uploadMessageFile(ana.ctx, riderTxt()))).toBe("OK");
    await fileStore(testDb()).delete("cvs", `${ana.userId}/relleno.pdf`);
  });
});

describe("files in messages: sending and reading (issue 41)", () => {
  it("is read by both people of the conversation only: a third person 404, a side after deleting its copy 404; both deleted → gone", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const carla = await actingIndividual();
    const rider = await uploadMessageFile(ana.ctx, riderTxt());
    // Pending: only its uploader reads it.
    expect(await refusalOf(readMessageFile(ana.ctx, { fileId: rider.id }))).toBe("OK");
    expect(await refusalOf(readMessageFile(beto.ctx, { fileId: rider.id }))).toMatchObject({ key: "MESSAGE_FILE_NOT_FOUND", status: 404 });
    const sent = await sendMessage(ana.ctx, note(beto.userId, [rider.id]));
    const read = await readMessageFile(beto.ctx, { fileId: rider.id });
    expect(read).toMatchObject({ fileName: "rider.txt", inline: false, contentType: "text/plain; charset=utf-8" });
    expect(new TextDecoder().decode(read.bytes)).toContain("Canal 1");
    expect(await refusalOf(readMessageFile(carla.ctx, { fileId: rider.id }))).toMatchObject({ status: 404 });
    expect(await refusalOf(readMessageFile(carla.ctx, { fileId: "no-es-un-id" }))).toMatchObject({ status: 404 });
    expect(await refusalOf(readMessageFile({ ...carla.ctx, actor: null }, { fileId: rider.id }))).toMatchObject({ status: 404 });

    const keys = await keysOfRow(rider.id);
    await deleteMessage(ana.ctx, sent.id);
    expect(await refusalOf(readMessageFile(ana.ctx, { fileId: rider.id }))).toMatchObject({ status: 404 });
    expect(await refusalOf(readMessageFile(beto.ctx, { fileId: rider.id }))).toBe("OK");
    await deleteMessage(beto.ctx, sent.id);
    expect(await testDb().select().from(messageFiles).where(eq(messageFiles.id, rider.id))).toEqual([]);
    expect(await stored(keys)).toEqual([false]);
  });

  it("refuses someone else's file, an already-sent file and more than 5, sending nothing", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const betos = await uploadMessageFile(beto.ctx, riderTxt());
    expect(await refusalOf(sendMessage(ana.ctx, note(beto.userId, [betos.id])))).toMatchObject({ key: "MESSAGE_FILE_NOT_FOUND", status: 404 });
    const mine = await uploadMessageFile(ana.ctx, riderTxt());
    await sendMessage(ana.ctx, note(beto.userId, [mine.id]));
    expect(await refusalOf(sendMessage(ana.ctx, note(beto.userId, [mine.id])))).toMatchObject({ key: "MESSAGE_FILE_NOT_FOUND" });
    const six = Array.from({ length: 6 }, () => crypto.randomUUID());
    expect(await refusalOf(sendMessage(ana.ctx, note(beto.userId, six)))).toMatchObject({ key: "MESSAGE_FILES_TOO_MANY", status: 400 });
    const sentByAna = await testDb().select().from(messages).where(eq(messages.senderId, ana.userId));
    expect(sentByAna).toHaveLength(1);
  });

  it("without JavaScript, the send form's files are checked and stored, and go with the ids uploaded before", async () => {
    const ana = await actingIndividual();
    const before = await uploadMessageFile(ana.ctx, riderTxt());
    const form = new FormData();
    form.append("fileId", before.id);
    form.append("files", file(await plainPdf(), "plano.pdf"));
    form.append("files", new File([], ""));
    const ids = await filesOfForm(ana.ctx, form);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(before.id);
    const tooMany = new FormData();
    for (let index = 0; index < 6; index += 1) tooMany.append("files", riderTxt());
    expect(await refusalOf(filesOfForm(ana.ctx, tooMany))).toMatchObject({ key: "MESSAGE_FILES_TOO_MANY" });
  });

  it("lets an admin read a file only while an open report names a message carrying it", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const admin = await createIndividual({ isAdmin: true });
    const adminCtx = await actingAs(admin.userId);
    const rider = await uploadMessageFile(ana.ctx, riderTxt());
    const sent = await sendMessage(ana.ctx, note(beto.userId, [rider.id]));
    expect(await refusalOf(readMessageFile(adminCtx, { fileId: rider.id }))).toMatchObject({ status: 404 });
    const [report] = await testDb()
      .insert(reports)
      .values({ reporterId: beto.userId, targetType: "message", targetId: String(sent.id), targetUserId: ana.userId, reason: "spam" })
      .returning({ id: reports.id });
    expect(await refusalOf(readMessageFile(adminCtx, { fileId: rider.id }))).toBe("OK");
    await testDb().update(reports).set({ status: "dismissed" }).where(eq(reports.id, report.id));
    expect(await refusalOf(readMessageFile(adminCtx, { fileId: rider.id }))).toMatchObject({ status: 404 });
  });
});

describe("bulk send with files (issue 41)", () => {
  it("sends the same file to every recipient (stored once), all or nothing", async () => {
    const company = await actingCompany();
    const people = await crowdOfIndividuals(3);
    const rider = await uploadMessageFile(company.ctx, file(await plainPdf(), "rider.pdf"));
    expect(
      await refusalOf(sendMessages(company.ctx, { recipientIds: [...people, "nadie"], subject: "Rider", content: "Hola", fileIds: [rider.id] })),
    ).toMatchObject({
      key: "MESSAGE_RECIPIENT_NOT_FOUND",
      status: 404,
    });
    expect(await testDb().select().from(messages).where(eq(messages.senderId, company.userId))).toEqual([]);
    expect(await sendMessages(company.ctx, { recipientIds: people, subject: "Rider", content: "Hola", fileIds: [rider.id] })).toEqual({ sent: 3 });
    const links = await testDb().select().from(messageFileLinks).where(eq(messageFileLinks.fileId, rider.id));
    expect(links).toHaveLength(3);
    expect(await testDb().select().from(messageFiles).where(eq(messageFiles.ownerId, company.userId))).toHaveLength(1);
    for (const id of people) expect(await refusalOf(readMessageFile(await actingAs(id), { fileId: rider.id }))).toBe("OK");
    expect(await newRecipientsLeft(company.ctx)).toEqual({ remaining: 97, limit: 100 });
  });

  it("two bulk sends at once never pass the 100 new people a day: one goes whole, the other is refused whole", async () => {
    const company = await actingCompany();
    const first = await crowdOfIndividuals(60);
    const second = await crowdOfIndividuals(60);
    const outcomes = await Promise.all(
      [first, second].map((recipientIds) => refusalOf(sendMessages(company.ctx, { recipientIds, subject: "Trabajo", content: "¿Estás libre?" }))),
    );
    expect(outcomes.filter((outcome) => outcome === "OK")).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome !== "OK")).toMatchObject({
      key: "TALENT_BULK_TOO_MANY",
      status: 429,
      message: "Hoy puedes escribir a 40 personas nuevas más y elegiste 60. Quita algunas o escríbeles mañana.",
    });
    const sent = await testDb().select({ id: messages.id }).from(messages).where(eq(messages.senderId, company.userId));
    expect(sent).toHaveLength(60);
    expect(await newRecipientsLeft(company.ctx)).toEqual({ remaining: 40, limit: 100 });
    // People already written to today are not new: writing again to those 60 and 40 more fits exactly; one more does not.
    const firstWent = (await testDb().select({ id: messages.id }).from(messages).where(inArray(messages.recipientId, first))).length > 0;
    const [went, refused] = firstWent ? [first, second] : [second, first];
    expect(await sendMessages(company.ctx, { recipientIds: [...went, ...refused.slice(0, 40)], subject: "Trabajo", content: "Otra vez" })).toEqual({
      sent: 100,
    });
    expect(await refusalOf(sendMessages(company.ctx, { recipientIds: [refused[59]], subject: "Trabajo", content: "Otra vez" }))).toMatchObject({
      key: "TALENT_BULK_TOO_MANY",
      message: "Hoy puedes escribir a 0 personas nuevas más y elegiste 1. Quita algunas o escríbeles mañana.",
    });
  });

  it("an individual's bulk send counts against 5 new people a day", async () => {
    const ana = await actingIndividual();
    const people = await crowdOfIndividuals(6);
    expect(await newRecipientsLeft(ana.ctx)).toEqual({ remaining: 5, limit: 5 });
    expect(await refusalOf(sendMessages(ana.ctx, { recipientIds: people, subject: "Hola", content: "Hola" }))).toMatchObject({
      key: "TALENT_BULK_TOO_MANY",
      status: 429,
    });
    expect(await refusalOf(sendMessages(ana.ctx, { recipientIds: [], subject: "Hola", content: "Hola" }))).toMatchObject({ key: "TALENT_BULK_NONE_CHOSEN" });
  });
});

describe("files in messages: removal, export and erasure (issue 41)", () => {
  it("removes pending files after a day, and the orphan finder keeps only keys file rows hold", async () => {
    const ana = await actingIndividual();
    const old = await uploadMessageFile({ ...ana.ctx, now: () => new Date(Date.now() - 25 * 60 * 60 * 1000) }, riderTxt());
    const fresh = await uploadMessageFile(ana.ctx, riderTxt());
    const oldKeys = await keysOfRow(old.id);
    const freshKeys = await keysOfRow(fresh.id);
    expect(await messageFileReferences(testDb(), [...oldKeys, ...freshKeys, `${ana.userId}/perdido.txt`])).toEqual(new Set([...oldKeys, ...freshKeys]));
    expect(await removeAbandonedFiles({ db: testDb(), now: () => new Date() })).toBeGreaterThanOrEqual(1);
    expect(await testDb().select({ id: messageFiles.id }).from(messageFiles).where(eq(messageFiles.ownerId, ana.userId))).toEqual([{ id: fresh.id }]);
    expect(await stored(oldKeys)).toEqual([false]);
  });
});
