import type { DatabaseHandle } from "~/db/client.server";
import { printDemoLogins } from "~/features/demo/demo-logins";
import { databaseIsEmpty, seedDemoData } from "~/features/demo/demo-seed.server";
import { logger } from "~/lib/logger.server";

/** Local mode on the embedded database: seeds the demo network into an empty database, then prints the demo accounts. */
export async function seedDemoOnFirstStart(handle: DatabaseHandle): Promise<void> {
  if (await databaseIsEmpty(handle)) {
    const { created } = await seedDemoData(handle);
    logger.info({ created }, "demo network seeded");
  }
  printDemoLogins();
}
