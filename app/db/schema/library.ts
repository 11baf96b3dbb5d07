import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The technical library (issue 23 §3): a document is a file in the private `library-files` bucket
 * (downloads go through the permission check, never a public address) or an external link, for
 * members of `min_level` and up. `search_text` (title, brand, model, description; lower-cased,
 * unaccented) is kept by a trigger (migration 0032). `download_count` counts permitted downloads.
 */
export const libraryDocuments = pgTable(
  "library_documents",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    docType: text("doc_type").notNull(),
    brand: text("brand"),
    model: text("model"),
    filePath: text("file_path"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    externalUrl: text("external_url"),
    filesFolder: text("files_folder").notNull().default(sql`('doc-' || replace(gen_random_uuid()::text, '-', ''))`),
    minLevel: text("min_level", { enum: ["bronze", "silver", "gold"] })
      .notNull()
      .default("bronze"),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    /** A draft is seen only by the admins and the trainer who uploaded it, until it is published. */
    isPublished: boolean("is_published").notNull().default(true),
    downloadCount: integer("download_count").notNull().default(0),
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("library_documents_recent_idx").on(table.createdAt.desc(), table.id.desc()),
    index("library_documents_category_idx").on(table.category, table.createdAt.desc()),
    index("library_documents_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    check("library_documents_min_level_check", sql`${table.minLevel} in ('bronze', 'silver', 'gold')`),
    check("library_documents_source_check", sql`(${table.filePath} is null) <> (${table.externalUrl} is null)`),
  ],
);
