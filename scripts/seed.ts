// npm run db:seed — migrates and (re)seeds the demo network; run it while the app is stopped.
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDemoData } from "~/features/demo/demo-seed.server";
import { env, isDeployed } from "~/lib/env.server";
import { printDemoLogins } from "~/lib/services.server";

const config = env();
if (isDeployed(config)) {
  console.error("No se cargan datos de demostración en producción.");
  process.exit(1);
}
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateDatabase(handle);
const { created } = await seedDemoData(handle.db);
console.log(`Cuentas de demostración creadas: ${created}`);
printDemoLogins();
await handle.close();
