import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { appSecrets } from "~/db/schema/secrets";
import { env, isDeployed } from "./env.server";

const SECRET_NAME = "better-auth";

let loaded: string | undefined;

/** A generated secret kept in the database, so every instance on one PostgreSQL signs and checks the same sessions. */
async function databaseSecret(handle: DatabaseHandle): Promise<string> {
  await handle.db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await handle.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("No se pudo guardar el secreto de sesiones en la base de datos");
  return row.value;
}

/** A generated secret kept under DATA_DIR (one embedded database belongs to one process). */
function fileSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * Decides the session secret once at start-up: BETTER_AUTH_SECRET when set (required in production);
 * otherwise a generated one, kept in the shared database on PostgreSQL, under DATA_DIR on PGlite,
 * or only in memory for an in-memory database.
 */
export async function loadAuthSecret(handle: DatabaseHandle): Promise<string> {
  const config = env();
  if (config.BETTER_AUTH_SECRET) loaded = config.BETTER_AUTH_SECRET;
  else if (isDeployed(config)) throw new Error("BETTER_AUTH_SECRET es obligatorio en producción");
  else if (handle.kind === "postgres") loaded = await databaseSecret(handle);
  else if (config.DATA_DIR === "memory://") loaded = randomBytes(32).toString("hex");
  else loaded = fileSecret(config.DATA_DIR);
  return loaded;
}

/** The session secret: BETTER_AUTH_SECRET, or the one loadAuthSecret decided at start-up. */
export function authSecret(): string {
  const secret = env().BETTER_AUTH_SECRET ?? loaded;
  if (!secret) throw new Error("El secreto de sesiones no está cargado");
  return secret;
}
