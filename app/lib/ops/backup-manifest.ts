import { z } from "zod";

/** The archive's entries: the manifest first, then the database, the session secret and the files. */
export const BACKUP_ENTRIES = { manifest: "manifest.json", database: "database/pgdata.tar.gz", authSecret: "auth-secret", filesPrefix: "files/" } as const;

const manifestSchema = z.object({
  format: z.literal("redav-backup"),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  app: z.object({ version: z.string().nullable(), lastMigration: z.string().nullable() }),
  database: z.object({
    engine: z.literal("pglite"),
    postgresVersion: z.string(),
    migrations: z.number().int(),
    tables: z.record(z.string(), z.number().int()),
    sequences: z.record(z.string(), z.string().nullable()),
    bytes: z.number().int(),
  }),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
  authSecret: z.boolean(),
});

/** What a backup says about itself (manifest.json): versions, row counts per table, files. */
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The manifest in a backup's first entry, or null when those bytes are not one. */
export function parseManifest(bytes: Buffer): BackupManifest | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(bytes.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
