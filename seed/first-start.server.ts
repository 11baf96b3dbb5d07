import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { databaseIsEmpty } from "~/shell/bulk-import.server";
import { printDemoLogins } from "./content/demo-logins";
import { seedDemoData } from "./demo-seed.server";

/** Local mode on the embedded database: seeds the demo network into an empty database, then prints the demo accounts. */
export async function seedDemoOnFirstStart(handle: DatabaseHandle): Promise<void> {
  if (await databaseIsEmpty(handle)) {
    const { created } = await seedDemoData(handle);
    logger.info({ created }, "demo network seeded");
  }
  printDemoLogins();
}
