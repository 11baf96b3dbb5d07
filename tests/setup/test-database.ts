import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { loadAuthSecret } from "~/lib/auth-secret.server";

let ready: Promise<DatabaseHandle> | undefined;
let opened: DatabaseHandle | undefined;

/**
 * One migrated database per test worker: in-memory PGlite by default, or the PostgreSQL server
 * named by TEST_DATABASE_URL (shared by the workers; tests isolate themselves with fresh data).
 */
export function testDatabase(): Promise<DatabaseHandle> {
  ready ??= (async () => {
    const handle = await openDatabase({ url: process.env.TEST_DATABASE_URL || undefined, dataDir: "memory://" });
    await migrateDatabase(handle);
    await loadAuthSecret(handle);
    opened = handle;
    return handle;
  })();
  return ready;
}

/** The worker's database once the integration setup opened it (every integration test file runs after that). */
export function testDb(): DatabaseHandle["db"] {
  if (!opened) throw new Error("testDatabase() has not finished: is this an integration test (*.server.test.ts)?");
  return opened.db;
}
