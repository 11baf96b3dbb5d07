import { type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { resetAuth } from "~/lib/auth.server";

let ready: Promise<DatabaseHandle> | undefined;

/**
 * One migrated database per test worker: in-memory PGlite by default, or the PostgreSQL server
 * named by TEST_DATABASE_URL (shared by the workers; tests isolate themselves with fresh data).
 */
export function testDatabase(): Promise<DatabaseHandle> {
  ready ??= (async () => {
    const handle = await openDatabase({ url: process.env.TEST_DATABASE_URL || undefined, dataDir: "memory://" });
    await migrateDatabase(handle);
    setDatabase(handle);
    resetAuth();
    return handle;
  })();
  return ready;
}
