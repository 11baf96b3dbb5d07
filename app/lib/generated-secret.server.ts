import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { appSecrets } from "~/db/schema/secrets";

/** A secret the app makes for itself: its row name in `app_secrets`, its file name under DATA_DIR, and how to make a new one. */
export type GeneratedSecret = { name: string; file: string; generate: () => string };

/** Kept in the database, so every instance on one PostgreSQL reads the one the first instance wrote. */
async function databaseSecret(handle: DatabaseHandle, secret: GeneratedSecret): Promise<string> {
  await handle.db.insert(appSecrets).values({ name: secret.name, value: secret.generate() }).onConflictDoNothing();
  const [row] = await handle.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, secret.name));
  if (!row) throw new Error(`No se pudo guardar el secreto ${secret.name} en la base de datos`);
  return row.value;
}

/** Kept in a file under DATA_DIR, readable by its owner only (one embedded database belongs to one process). */
function fileSecret(dataDir: string, secret: GeneratedSecret): string {
  const file = path.resolve(dataDir, secret.file);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const value = secret.generate();
    writeFileSync(file, value, { mode: 0o600 });
    return value;
  }
}

/**
 * The value of a generated secret, the same on every start: made once and kept in the shared database
 * on PostgreSQL, in a file under DATA_DIR on PGlite, or (an in-memory database) made anew in memory.
 */
export function keptSecret(handle: DatabaseHandle, dataDir: string, secret: GeneratedSecret): Promise<string> {
  if (handle.kind === "postgres") return databaseSecret(handle, secret);
  if (dataDir === "memory://") return Promise.resolve(secret.generate());
  return Promise.resolve(fileSecret(dataDir, secret));
}
