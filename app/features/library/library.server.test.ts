import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { libraryDocuments } from "~/db/schema/library";
import { userProfiles } from "~/db/schema/profiles";
import type { MembershipLevel } from "~/lib/actor";
import { fileStore } from "~/lib/storage/file-store.server";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { downloadDocument, libraryFilters, listDocuments } from "./library.server";
import { addDocument, documentForEditing, removeDocument, updateDocument } from "./library-editor.server";

const member = async (level: MembershipLevel = "bronze") => {
  const { userId } = await createIndividual({ level });
  return { userId, ctx: await actingAs(userId) };
};
const trainer = async () => {
  const { userId } = await createIndividual();
  await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId) };
};
const admin = async () => actingAs((await createIndividual({ isAdmin: true })).userId);
const unique = () => crypto.randomUUID().slice(0, 8);
const none = async () => new Set<string>();

const documentFields = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: "Manual de operación completo con diagramas de conexión.",
  category: "audio",
  docType: "manual",
  brand: "Yamaha",
  model: "CL5",
  minLevel: "bronze",
  isPublished: "on",
  ...extra,
});

function withFile(file: File): FormData {
  const form = new FormData();
  form.set("file", file);
  return form;
}

const pdf = (text = "manual") => new File([`%PDF-1.4 ${text}`], "Manual CL5 (español).pdf");

describe("the technical library (issue 23 §3)", () => {
  it("lets admins and trainers add documents (a file checked by content, or a link); members and companies are refused", async () => {
    const teacher = await trainer();
    const { id } = await addDocument(teacher.ctx, documentFields(`Manual ${unique()}`), withFile(pdf()));
    expect(await documentForEditing(teacher.ctx, id)).toMatchObject({ fileName: "Manual CL5 (español).pdf" });
    await addDocument(await admin(), documentFields(`Enlace ${unique()}`, { externalUrl: "https://example.com/firmware.zip" }));
    for (const ctx of [(await member("gold")).ctx, await actingAs((await createCompany()).userId)]) {
      expect(await refusalOf(addDocument(ctx, documentFields("Ajeno"), withFile(pdf())))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(addDocument(teacher.ctx, documentFields("Sin fuente")))).toMatchObject({
      status: 400,
      field: "file",
      message: "Sube un archivo o indica un enlace (uno de los dos).",
    });
    expect(await refusalOf(addDocument(teacher.ctx, documentFields("Ejecutable"), withFile(new File(["MZ\u0090\u0000binario"], "setup.exe"))))).toMatchObject({
      status: 400,
      message: "El archivo debe ser PDF, ZIP, PNG o JPG.",
    });
    expect(await refusalOf(addDocument(teacher.ctx, documentFields("Link inseguro", { externalUrl: "javascript:alert(1)" })))).toMatchObject({
      status: 400,
      field: "externalUrl",
    });
  });

  it("lets a trainer edit only their own documents; an admin any (403 for another trainer)", async () => {
    const owner = await trainer();
    const other = await trainer();
    const { id } = await addDocument(owner.ctx, documentFields(`Propio ${unique()}`), withFile(pdf()));
    expect(await refusalOf(updateDocument(other.ctx, id, documentFields("Cambiado")))).toMatchObject({ status: 403, key: "LIBRARY_FORBIDDEN" });
    expect(await refusalOf(removeDocument(other.ctx, id))).toMatchObject({ status: 403 });
    await updateDocument(await admin(), id, documentFields("Revisado por un administrador"));
    expect((await documentForEditing(owner.ctx, id)).title).toBe("Revisado por un administrador");
  });

  it("downloads through the permission check: a level below the document's is refused (403), each download counts once", async () => {
    const { id } = await addDocument(await admin(), documentFields(`Oro ${unique()}`, { minLevel: "gold" }), withFile(pdf("oro")));
    expect(await refusalOf(downloadDocument((await member("silver")).ctx, id))).toMatchObject({
      status: 403,
      message: "Tu nivel de membresía no alcanza el que pide este documento.",
    });
    expect(await refusalOf(downloadDocument(testContext(), id))).toMatchObject({ status: 401 });
    expect(await refusalOf(downloadDocument(await actingAs((await createCompany()).userId), id))).toMatchObject({ status: 403 });
    const gold = await member("gold");
    const file = await downloadDocument(gold.ctx, id);
    expect(file).toMatchObject({ kind: "file", contentType: "application/pdf" });
    expect(file.kind === "file" ? file.bytes.toString() : "").toBe("%PDF-1.4 oro");
    await downloadDocument(gold.ctx, id);
    const [row] = await testDb().select({ count: libraryDocuments.downloadCount }).from(libraryDocuments).where(eq(libraryDocuments.id, id));
    expect(row?.count).toBe(2);
    expect(await refusalOf(downloadDocument(gold.ctx, id + 100_000))).toMatchObject({ status: 404 });
  });

  it("finds documents without regard to accents or case over title, brand, model and description, by category and kind", async () => {
    const writer = await admin();
    const brand = `Marca${unique()}`;
    const { id } = await addDocument(
      writer,
      documentFields("Guía de iluminación escénica", { brand, model: "Órbita X", docType: "guia", category: "lighting" }),
      withFile(pdf()),
    );
    const reader = await member();
    const find = async (params: Record<string, string>) =>
      (await listDocuments(reader.ctx, libraryFilters(new URLSearchParams(params)), none)).documents.map((doc) => doc.id);
    expect(await find({ q: `${brand.toLowerCase()} orbita` })).toEqual([id]);
    expect(await find({ q: "orbita x" })).toContain(id);
    expect(await find({ q: brand.toUpperCase() })).toEqual([id]);
    expect(await find({ q: brand, tipo: "guia", categoria: "Iluminación" })).toEqual([id]);
    expect(await find({ q: brand, tipo: "manual" })).toEqual([]);
    const [listed] = (await listDocuments(reader.ctx, libraryFilters(new URLSearchParams({ q: brand })), none)).documents;
    expect(listed).toMatchObject({ mayDownload: true, mayEdit: false });
  });

  it("finds a document by its category's name in Spanish, English or Portuguese, without regard to accents or case (issue 36 §3)", async () => {
    const writer = await admin();
    const plain = { description: "Ficha con medidas, consumo y conexiones del equipo." };
    const { id: lighting } = await addDocument(
      writer,
      documentFields(`Ficha del cabezal MegaPointe ${unique()}`, { ...plain, brand: "Robe", model: "MegaPointe", category: "lighting" }),
      withFile(pdf()),
    );
    const { id: sound } = await addDocument(
      writer,
      documentFields(`Ficha del sistema K2 ${unique()}`, { ...plain, brand: "L-Acoustics", model: "K2" }),
      withFile(pdf()),
    );
    const reader = await member();
    const find = async (params: Record<string, string>) =>
      (await listDocuments(reader.ctx, libraryFilters(new URLSearchParams(params)), none)).documents.map((doc) => doc.id);
    for (const q of ["iluminacion", "Iluminación", "LIGHTING", "iluminação", "ilumina"]) {
      const found = await find({ q });
      expect(found, q).toContain(lighting);
      expect(found, q).not.toContain(sound);
    }
    expect(await find({ q: "sonido k2", tipo: "manual" })).not.toContain(lighting);
    expect(await find({ categoria: "Iluminación", tipo: "manual" })).toContain(lighting);
  });

  it("keeps a draft to its editors: members neither list nor download it until it is published", async () => {
    const teacher = await trainer();
    const brand = `Borrador${unique()}`;
    const { id } = await addDocument(teacher.ctx, { ...documentFields("Ficha en preparación", { brand }), isPublished: "" }, withFile(pdf()));
    const reader = await member("gold");
    const find = async (ctx: Awaited<ReturnType<typeof member>>["ctx"]) =>
      (await listDocuments(ctx, libraryFilters(new URLSearchParams({ q: brand })), none)).documents.map((doc) => doc.id);
    expect(await find(reader.ctx)).toEqual([]);
    expect(await find(teacher.ctx)).toEqual([id]);
    expect(await find((await trainer()).ctx)).toEqual([]);
    expect(await find(await admin())).toEqual([id]);
    expect(await refusalOf(downloadDocument(reader.ctx, id))).toMatchObject({ status: 404 });
    expect((await downloadDocument(teacher.ctx, id)).kind).toBe("file");
    await updateDocument(teacher.ctx, id, documentFields("Ficha publicada", { brand }));
    expect(await find(reader.ctx)).toEqual([id]);
  });

  it("replaces a file (the old one removed after the save) and removes a document with its file", async () => {
    const writer = await admin();
    const { id } = await addDocument(writer, documentFields(`Archivo ${unique()}`), withFile(pdf("uno")));
    const [before] = await testDb().select().from(libraryDocuments).where(eq(libraryDocuments.id, id));
    await updateDocument(writer, id, documentFields("Archivo nuevo"), withFile(new File(["%PDF-1.4 dos"], "nuevo.pdf")));
    const [after] = await testDb().select().from(libraryDocuments).where(eq(libraryDocuments.id, id));
    expect(after?.filePath).not.toBe(before?.filePath);
    expect(await fileStore(testDb()).get("library-files", String(before?.filePath))).toBeNull();
    await removeDocument(writer, id);
    expect(await fileStore(testDb()).get("library-files", String(after?.filePath))).toBeNull();
    expect(await testDb().select().from(libraryDocuments).where(eq(libraryDocuments.id, id))).toEqual([]);
  });
});
