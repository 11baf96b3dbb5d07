import type { Db } from "~/db/client.server";
import { libraryDocuments } from "~/db/schema/library";
import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { storePrepared } from "~/lib/storage/uploads.server";
import type { DocType } from "./library-options";

/** A document as the demo network (and tests) bring it in: a PDF or a link. */
export type DemoDocument = {
  title: string;
  description: string;
  category: string;
  docType: DocType;
  brand?: string;
  model?: string;
  minLevel?: MembershipLevel;
  uploadedBy: string | null;
  pdf?: { name: string; bytes: Buffer };
  externalUrl?: string;
  downloads?: number;
};

/** Inserts documents with their PDFs stored in each one's folder, in one transaction; answers their ids. */
export async function importDocuments(ctx: Pick<Ctx, "db">, list: DemoDocument[]): Promise<number[]> {
  return ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db;
    const ids: number[] = [];
    for (const document of list) {
      const { pdf, downloads, ...fields } = document;
      const folder = `doc-${crypto.randomUUID().replace(/-/g, "")}`;
      const stored = pdf
        ? await storePrepared(fileStore(db), "library-files", folder, {
            parts: [{ suffix: ".pdf", bytes: pdf.bytes, contentType: "application/pdf" }],
            size: pdf.bytes.length,
          })
        : null;
      const [row] = await db
        .insert(libraryDocuments)
        .values({
          ...fields,
          filesFolder: folder,
          filePath: stored?.keys[0] ?? null,
          fileName: pdf?.name ?? null,
          fileType: pdf ? "application/pdf" : null,
          fileSize: pdf?.bytes.length ?? null,
          externalUrl: pdf ? null : (document.externalUrl ?? null),
          downloadCount: downloads ?? 0,
        })
        .returning({ id: libraryDocuments.id });
      if (!row) throw new Error(`document ${document.title} was not inserted`);
      ids.push(row.id);
    }
    return ids;
  });
}
