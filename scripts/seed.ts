// npm run db:seed — migrates and (re)seeds the demo network; the embedded database must not be open elsewhere.
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { loadAuthSecret } from "~/lib/auth-secret.server";
import { env, isDeployed } from "~/lib/env.server";
import { printDemoLogins } from "../seed/content/demo-logins";
import { seedDemoData } from "../seed/demo-seed.server";

try {
  const config = env();
  if (isDeployed(config)) throw new Error("No se cargan datos de demostración en producción.");
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(handle);
    // The demo's certificates are signed, and the signing key is sealed with the session secret (decision 068).
    await loadAuthSecret(handle);
    const { created } = await seedDemoData(handle);
    console.log(`Cuentas de demostración creadas: ${created}`);
    printDemoLogins();
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
