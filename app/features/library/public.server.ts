// The library feature's server rules as other features (saved items, the sweep, the demo seed) may use them.
import { and, eq, inArray } from "drizzle-orm";
import { libraryDocuments } from "~/db/schema/library";
import type { Ctx } from "~/lib/context.server";
import { keyReferencesIn } from "~/lib/storage/references.server";

export { type DemoDocument, importDocuments } from "./library-import.server";
export { libraryModule } from "./module.server";

/** True when `documentId` (as saved_items keeps it, text) is a document of the library. */
export async function documentExists(ctx: Pick<Ctx, "db">, documentId: string): Promise<boolean> {
  const id = Number(documentId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const [row] = await ctx.db
    .select({ id: libraryDocuments.id })
    .from(libraryDocuments)
    .where(inArray(libraryDocuments.id, [id]))
    .limit(1);
  return row !== undefined;
}

/** The published documents among `ids` (title, kind, brand), in the order of `ids`: the saved list joins them. */
export async function savedDocumentsByIds(ctx: Pick<Ctx, "db">, ids: string[]) {
  const numeric = ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (numeric.length === 0) return [];
  const rows = await ctx.db
    .select({ id: libraryDocuments.id, title: libraryDocuments.title, docType: libraryDocuments.docType, brand: libraryDocuments.brand })
    .from(libraryDocuments)
    .where(and(inArray(libraryDocuments.id, numeric), eq(libraryDocuments.isPublished, true)));
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Library files in use: the daily orphan sweep keeps every file a document holds. */
export const libraryFileReferences = keyReferencesIn(libraryDocuments, libraryDocuments.filePath);
