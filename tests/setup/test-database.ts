import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { loadAuthSecret } from "~/lib/auth-secret.server";
import { loadVapidKeys } from "~/lib/push/vapid-keys.server";
import { createWorkerDatabase } from "./worker-databases";

let ready: Promise<DatabaseHandle> | undefined;
let opened: DatabaseHandle | undefined;

/**
 * One migrated database per test worker: in-memory PGlite by default, or, with TEST_DATABASE_URL,
 * a database of the worker's own on that PostgreSQL server (the worker's test files run one after
 * the other on it and isolate themselves with fresh data).
 */
export function testDatabase(): Promise<DatabaseHandle> {
  ready ??= (async () => {
    const shared = process.env.TEST_DATABASE_URL;
    const handle = await openDatabase({ url: shared ? await createWorkerDatabase(shared) : undefined, dataDir: "memory://" });
    await migrateDatabase(handle);
    await loadAuthSecret(handle);
    await loadVapidKeys(handle);
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
