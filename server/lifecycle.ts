import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { printDemoLogins } from "~/features/demo/demo-logins";
import { databaseIsEmpty, seedDemoData } from "~/features/demo/demo-seed.server";
import { loadAuthSecret } from "~/lib/auth-secret.server";
import { env, isDeployed } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { drainMail } from "~/lib/mail/mail.server";

/**
 * The open handle lives on globalThis, not in a module variable: in development Vite re-instantiates
 * this module whenever a file it imports changes (a locale, a mail template), and requests then load
 * that fresh copy, which would otherwise hold no database until a restart.
 */
const HANDLE: unique symbol = Symbol.for("redav.database-handle");
const holder = globalThis as { [HANDLE]?: DatabaseHandle };

/** The database opened by startServices; requests receive it through their context, nothing else reaches for it. */
export function openedDatabase(): DatabaseHandle {
  const handle = holder[HANDLE];
  if (!handle) throw new Error("La base de datos no está inicializada");
  return handle;
}

/** Opens and migrates the database, decides the session secret and seeds an empty embedded database; the app serves only after this. */
export async function startServices(): Promise<void> {
  const config = env();
  const started = Date.now();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  holder[HANDLE] = handle;
  await migrateDatabase(handle);
  await loadAuthSecret(handle);
  logger.info({ database: handle.kind, ms: Date.now() - started }, "database ready");
  if (isDeployed(config) || handle.kind !== "pglite") return;
  if (await databaseIsEmpty(handle)) {
    const { created } = await seedDemoData(handle);
    logger.info({ created }, "demo network seeded");
  }
  printDemoLogins();
}

/** Finishes background mail, then closes the database (called after the HTTP server has drained). */
export async function stopServices(): Promise<void> {
  await drainMail();
  await openedDatabase().close();
  logger.info("database closed");
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
}
