import path from "node:path";
import type { Db } from "~/db/client.server";
import { env } from "~/lib/env.server";
import { databaseFileStore } from "./database-store.server";
import { diskFileStore } from "./disk-store.server";
import type { FileStore } from "./file-store";

let disk: FileStore | undefined;

/**
 * The app's file store: in the database when DATABASE_URL is set (instances share it) or when the
 * database lives in memory (DATA_DIR "memory://": nothing may land on disk), else on disk under DATA_DIR/files.
 */
export function fileStore(db: Db): FileStore {
  if (env().DATABASE_URL || env().DATA_DIR === "memory://") return databaseFileStore(db);
  disk ??= diskFileStore(path.resolve(env().DATA_DIR, "files"));
  return disk;
}
