import { eq } from "drizzle-orm";
import { libraryDocuments } from "~/db/schema/library";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/parse-input.server";
import type { StorageQuota } from "~/lib/storage/quota.server";
import { type FileSlot, saveWithFiles } from "~/lib/storage/save-with-files.server";
import { chosenFile, prepareFile } from "~/lib/storage/uploads.server";
import { type DocumentInput, documentInput } from "./library.schemas";
import type { DocType } from "./library-options";
import { libraryPolicy } from "./policy";

/** What one document may keep (one file of at most 5 MB, with room to replace it). */
const DOCUMENT_QUOTA: StorageQuota = { bytes: 10 * 1024 * 1024, refusal: "LIBRARY_STORAGE_QUOTA_EXCEEDED" };
const FILE_NAME_MAX = 120;

/** A document as its editor reads it. */
export type EditableDocument = {
  id: number;
  title: string;
  description: string;
  category: string;
  docType: DocType;
  brand: string;
  model: string;
  externalUrl: string;
  minLevel: "bronze" | "silver" | "gold";
  isPublished: boolean;
  fileName: string | null;
};

/** The uploaded name as listed: no folders or control characters, at most 120 characters. */
function shownName(uploaded: string): string {
  const name = [...(uploaded.split(/[\\/]/).pop() ?? "")]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim();
  return [...(name || "documento")].slice(0, FILE_NAME_MAX).join("");
}

/** The form's file (PDF, ZIP, PNG or JPG, checked by content, at most 5 MB), in memory, with its name and type. */
async function fileSlot(form: FormData): Promise<{ slot: FileSlot; name: string | null; type: string | null; size: number | null }> {
  const file = chosenFile(form.get("file"));
  const upload = file ? await prepareFile(file, "file", ["application/pdf", "application/zip", "image/png", "image/jpeg"], "LIBRARY_FILE_TYPE") : null;
  return {
    slot: { bucket: "library-files", field: "file", upload, remove: false },
    name: file ? shownName(file.name) : null,
    type: upload?.type ?? null,
    size: upload?.size ?? null,
  };
}

async function documentRow(ctx: Ctx, documentId: number) {
  const [row] = Number.isSafeInteger(documentId) ? await ctx.db.select().from(libraryDocuments).where(eq(libraryDocuments.id, documentId)).limit(1) : [];
  if (!row) throw new AppError("LIBRARY_NOT_FOUND", 404);
  return row;
}

/** A document for its editor: an admin's, or the trainer's own (403 for another's). */
export async function documentForEditing(ctx: Ctx, documentId: number): Promise<EditableDocument> {
  const actor = requireActor(ctx);
  const row = await documentRow(ctx, documentId);
  libraryPolicy.authorize(actor, "editDocument", row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    docType: row.docType as DocType,
    brand: row.brand ?? "",
    model: row.model ?? "",
    externalUrl: row.externalUrl ?? "",
    minLevel: row.minLevel,
    isPublished: row.isPublished,
    fileName: row.filePath ? row.fileName : null,
  };
}

/**
 * An admin or a trainer adds a document: a file (checked by its content) or an external link, one
 * of the two ('Sube un archivo o indica un enlace'). Every field is checked with a Spanish message.
 */
export async function addDocument(ctx: Ctx, input: DocumentInput, form: FormData = new FormData()): Promise<{ id: number }> {
  const actor = libraryPolicy.authorize(requireActor(ctx), "addDocuments");
  const fields = parseInput(documentInput, input);
  const file = await fileSlot(form);
  if (Boolean(file.slot.upload) === Boolean(fields.externalUrl)) throw new AppError("LIBRARY_SOURCE_REQUIRED", 400, {}, "file");
  if (!file.slot.upload) {
    return withTransaction(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(libraryDocuments)
        .values({ ...fields, uploadedBy: actor.id })
        .returning({ id: libraryDocuments.id });
      if (!row) throw new Error("document not inserted");
      await auditPublication(tx, row.id, null, fields.isPublished);
      return row;
    });
  }
  // The row needs its file (the table says a file or a link): the folder is made first, then both in one save.
  const folder = `doc-${crypto.randomUUID().replace(/-/g, "")}`;
  return saveWithFiles(
    ctx,
    { folder, quota: DOCUMENT_QUOTA },
    { file: file.slot },
    {
      current: async () => ({ file: null }),
      write: async (tx, keys) => {
        const [row] = await tx.db
          .insert(libraryDocuments)
          .values({ ...fields, filesFolder: folder, filePath: keys.file, fileName: file.name, fileType: file.type, fileSize: file.size, uploadedBy: actor.id })
          .returning({ id: libraryDocuments.id });
        if (!row) throw new Error("document not inserted");
        await auditPublication(tx, row.id, null, fields.isPublished);
        return row;
      },
    },
  );
}

/**
 * Issue 25 §3: an admin publishing or taking back a document is an admin action, written to the
 * audit log in the save's own transaction (a trainer's own drafts and publications are not).
 */
async function auditPublication(tx: Ctx, documentId: number, before: boolean | null, after: boolean): Promise<void> {
  if (!libraryPolicy.can(tx.actor, "publishAnyDocument") || before === after || (before === null && !after)) return;
  await recordAdminAction(tx, {
    action: after ? "library.publish" : "library.unpublish",
    targetType: "library-document",
    targetId: String(documentId),
    before: { published: before ?? false },
    after: { published: after },
  });
}

/** Saves a document (its uploader if a trainer, or an admin): a new file replaces the old one (removed after the commit); a link replaces a file. */
export async function updateDocument(ctx: Ctx, documentId: number, input: DocumentInput, form: FormData = new FormData()): Promise<void> {
  const actor = requireActor(ctx);
  const row = await documentRow(ctx, documentId);
  libraryPolicy.authorize(actor, "editDocument", row);
  const fields = parseInput(documentInput, input);
  const file = await fileSlot(form);
  const keepsFile = !file.slot.upload && !fields.externalUrl && row.filePath !== null;
  if (!file.slot.upload && !fields.externalUrl && !keepsFile) throw new AppError("LIBRARY_SOURCE_REQUIRED", 400, {}, "file");
  const slot: FileSlot = { ...file.slot, remove: Boolean(fields.externalUrl) };
  await saveWithFiles(
    ctx,
    { folder: row.filesFolder, quota: DOCUMENT_QUOTA },
    { file: slot },
    {
      current: async () => ({ file: row.filePath }),
      write: async (tx, keys) => {
        await auditPublication(tx, row.id, row.isPublished, fields.isPublished);
        await tx.db
          .update(libraryDocuments)
          .set({
            ...fields,
            externalUrl: keys.file ? null : fields.externalUrl,
            filePath: keys.file,
            fileName: keys.file === row.filePath ? row.fileName : file.name,
            fileType: keys.file === row.filePath ? row.fileType : file.type,
            fileSize: keys.file === row.filePath ? row.fileSize : file.size,
            updatedAt: tx.now(),
          })
          .where(eq(libraryDocuments.id, row.id));
      },
    },
  );
}

/** Removes a document and, after the commit, its file (an admin, or the trainer who uploaded it). */
export async function removeDocument(ctx: Ctx, documentId: number): Promise<void> {
  const actor = requireActor(ctx);
  const row = await documentRow(ctx, documentId);
  libraryPolicy.authorize(actor, "editDocument", row);
  await saveWithFiles(
    ctx,
    { folder: row.filesFolder, quota: DOCUMENT_QUOTA },
    { file: { bucket: "library-files", field: "file", upload: null, remove: true } },
    {
      current: async () => ({ file: row.filePath }),
      write: (tx) => tx.db.delete(libraryDocuments).where(eq(libraryDocuments.id, row.id)),
    },
  );
}
