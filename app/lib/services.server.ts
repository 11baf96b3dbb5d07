import { getDatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { DEMO_LOGINS, DEMO_PASSWORD } from "~/features/demo/demo-logins";
import { databaseIsEmpty, seedDemoData } from "~/features/demo/demo-seed.server";
import { drainMail } from "~/features/mail/mail.server";
import { env, isDeployed } from "./env.server";
import { logger } from "./logger.server";

/** Validates the environment, opens and migrates the database, seeds an empty embedded one; the app serves only after this. */
export async function startServices(): Promise<void> {
  const config = env();
  const started = Date.now();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  setDatabase(handle);
  await migrateDatabase(handle);
  logger.info({ database: handle.kind, ms: Date.now() - started }, "database ready");
  if (isDeployed(config) || handle.kind !== "pglite") return;
  if (await databaseIsEmpty(handle.db)) {
    const { created } = await seedDemoData(handle.db);
    logger.info({ created }, "demo network seeded");
  }
  printDemoLogins();
}

/** Prints the demo log-ins (local runs only). */
export function printDemoLogins(): void {
  const lines = Object.entries(DEMO_LOGINS).map(([role, email]) => `  ${role.padEnd(8)} ${email}`);
  console.log(`\nCuentas de demostración (contraseña: ${DEMO_PASSWORD}):\n${lines.join("\n")}\n`);
}

/** Finishes background mail, then closes the database (called after the HTTP server has drained). */
export async function stopServices(): Promise<void> {
  await drainMail();
  await getDatabaseHandle().close();
  logger.info("database closed");
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
}
