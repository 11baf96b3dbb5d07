import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files when the app runs on PostgreSQL (`DATABASE_URL`): every instance reads the same
 * bytes with no extra server. On the embedded database the files live on disk under DATA_DIR.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] })],
);

/** Every CV download: which account downloaded whose CV, and when (the technician sees the companies). */
export const cvDownloads = pgTable(
  "cv_downloads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    downloaderId: text("downloader_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cv_downloads_owner_idx").on(table.ownerId, table.downloadedAt.desc().nullsFirst())],
);
