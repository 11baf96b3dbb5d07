import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.server";

const MIGRATION_LOCK_KEY = 724_301_001;

/** Folder of the committed drizzle-kit migrations, resolved from the working directory. */
function migrationsFolder(): string {
  return path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");
}

/** Applies every pending migration; concurrent callers on one server wait on an advisory lock. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === "pglite") {
    await handle.client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePglite(drizzlePglite(handle.client), config);
    } finally {
      await handle.client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
    return;
  }
  // Unbounded: waiting for another instance's migration, or a long statement of one, is no stalled network.
  const connection = await handle.connectUnbounded();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(connection), config);
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await connection.end().catch(() => undefined);
  }
}
