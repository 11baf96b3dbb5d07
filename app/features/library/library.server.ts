import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { libraryDocuments } from "~/db/schema/library";
import { containsPattern } from "~/db/text-search";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { pagedList, pageParam } from "~/lib/paging";
import { fileStore } from "~/lib/storage/file-store.server";
import { searchText, textLength } from "~/lib/text";
import { AV_CATEGORIES, skillParam } from "~/lib/vocabulary/av-categories";
import { categoriesNamed } from "~/lib/vocabulary/av-category-search.server";
import { DOC_TYPES, type DocType, LIBRARY_MAX_PAGE, LIBRARY_PAGE_SIZE, type LibraryFilters } from "./library-options";
import { libraryPolicy } from "./policy";

/** A document as the library lists it, with what the reader may do with it. */
export type LibraryDocument = {
  id: number;
  title: string;
  description: string;
  category: string;
  docType: DocType;
  brand: string | null;
  model: string | null;
  fileName: string | null;
  fileSize: number | null;
  external: boolean;
  minLevel: "bronze" | "silver" | "gold";
  downloads: number;
  /** False for a draft (only its editors see it). */
  isPublished: boolean;
  createdAt: string;
  mayDownload: boolean;
  mayEdit: boolean;
  saved: boolean;
};

/** The filters of a /library URL (`q`, `categoria`, `tipo`, `pagina`): unknown values are dropped, a search of fewer than 2 characters ignored. */
export function libraryFilters(params: URLSearchParams): LibraryFilters {
  const q = searchText(params.get("q"), 100);
  const category = skillParam(params.get("categoria"));
  const type = params.get("tipo");
  return {
    q: textLength(q) >= 2 ? q : null,
    category: category && (AV_CATEGORIES as readonly string[]).includes(category) ? category : null,
    type: type && (DOC_TYPES as readonly string[]).includes(type) ? (type as DocType) : null,
    page: pageParam(params, LIBRARY_MAX_PAGE),
  };
}

/**
 * /library (issue 23 §3), for signed-in members: documents newest first, 20 a page, searched
 * without regard to case or accents over title, brand, model, description and the category's label
 * (in es, en or pt), filtered by category
 * and kind; each says whether the reader may download it (their level), edit it, and has saved it.
 */
export async function listDocuments(ctx: Ctx, filters: LibraryFilters, savedIds: (ids: string[]) => Promise<Set<string>>) {
  const actor = requireActor(ctx);
  const parts: SQL[] = [];
  // Drafts: every one for an admin, a trainer's own for that trainer, none for anyone else.
  if (!libraryPolicy.can(actor, "seeAllDrafts")) parts.push(sql`(${libraryDocuments.isPublished} or ${libraryDocuments.uploadedBy} = ${actor.id})`);
  if (filters.q) {
    // The category counts as text too, by its label in any of the three languages (issue 36 §3).
    const named = categoriesNamed(filters.q);
    const text = sql`${libraryDocuments.searchText} like ${containsPattern(filters.q)}`;
    parts.push(named.length > 0 ? sql`(${text} or ${inArray(libraryDocuments.category, named)})` : text);
  }
  if (filters.category) parts.push(eq(libraryDocuments.category, filters.category));
  if (filters.type) parts.push(eq(libraryDocuments.docType, filters.type));
  const where = parts.length > 0 ? and(...parts) : undefined;
  const listed = await pagedList({
    page: filters.page,
    size: LIBRARY_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db.select().from(libraryDocuments).where(where).orderBy(desc(libraryDocuments.createdAt), desc(libraryDocuments.id)).limit(limit).offset(offset),
    count: () => ctx.db.select({ count: count() }).from(libraryDocuments).where(where),
  });
  const saved = await savedIds(listed.rows.map((row) => String(row.id)));
  const documents: LibraryDocument[] = listed.rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    docType: row.docType as DocType,
    brand: row.brand,
    model: row.model,
    fileName: row.fileName,
    fileSize: row.fileSize,
    external: row.externalUrl !== null,
    minLevel: row.minLevel,
    downloads: row.downloadCount,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    mayDownload: libraryPolicy.can(actor, "download", row),
    mayEdit: libraryPolicy.can(actor, "editDocument", row),
    saved: saved.has(String(row.id)),
  }));
  return { documents, count: listed.total, page: listed.page, pages: listed.pages };
}

/** What a download answers: the file itself, or word that the document is a link (whose page, `/library/{id}/link`, shows where it leads). */
export type Download = { kind: "file"; bytes: Buffer; fileName: string; contentType: string } | { kind: "link" };

/** A document the signed-in reader may download: 401 without a session, 404 unknown or a draft (but for its editors), 403 below its level. */
async function readableDocument(ctx: Ctx, documentId: number) {
  const actor = requireActor(ctx);
  const [row] = Number.isSafeInteger(documentId) ? await ctx.db.select().from(libraryDocuments).where(eq(libraryDocuments.id, documentId)).limit(1) : [];
  if (!row || (!row.isPublished && !libraryPolicy.can(actor, "editDocument", row))) throw new AppError("LIBRARY_NOT_FOUND", 404);
  libraryPolicy.authorize(actor, "download", row);
  return row;
}

/** Counts one download of a document (one atomic update). */
async function countDownload(ctx: Ctx, documentId: number): Promise<void> {
  await ctx.db
    .update(libraryDocuments)
    .set({ downloadCount: sql`${libraryDocuments.downloadCount} + 1` })
    .where(eq(libraryDocuments.id, documentId));
}

/**
 * A document's download, through the permission check (issue 23 §3): 401 without a session, 403
 * 'Tu nivel de membresía no alcanza…' below the document's level, 404 for an unknown one or a draft
 * (except for its editors). Each permitted file download counts once; a link document is counted by
 * its page instead (`openDocumentLink`), and its address never leaves here (issue 35 §6).
 */
export async function downloadDocument(ctx: Ctx, documentId: number): Promise<Download> {
  const row = await readableDocument(ctx, documentId);
  if (row.externalUrl) return { kind: "link" };
  const file = row.filePath ? await fileStore(ctx.db).get("library-files", row.filePath) : null;
  if (!file) throw new AppError("LIBRARY_NOT_FOUND", 404);
  await countDownload(ctx, row.id);
  return { kind: "file", bytes: file.bytes, fileName: row.fileName ?? "documento", contentType: row.fileType ?? "application/octet-stream" };
}

/** A link document as its page shows it before the reader leaves the site. */
export type DocumentLink = { id: number; title: string; url: string };

/**
 * Issue 35 §6: the page a link document opens instead of a redirect, so the reader sees the whole
 * address an editor typed before leaving; the same permission check as a download, and it counts as
 * one. 404 for a document that is a file.
 */
export async function openDocumentLink(ctx: Ctx, documentId: number): Promise<DocumentLink> {
  const row = await readableDocument(ctx, documentId);
  if (!row.externalUrl) throw new AppError("LIBRARY_NOT_FOUND", 404);
  await countDownload(ctx, row.id);
  return { id: row.id, title: row.title, url: row.externalUrl };
}
