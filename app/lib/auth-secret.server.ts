import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "~/db/client.server";
import { env, isDeployed } from "./env.server";
import { keptSecret } from "./generated-secret.server";

let loaded: string | undefined;

/**
 * Decides the session secret once at start-up: BETTER_AUTH_SECRET when set (required in production);
 * otherwise a generated one, kept in the shared database on PostgreSQL, under DATA_DIR on PGlite,
 * or only in memory for an in-memory database.
 */
export async function loadAuthSecret(handle: DatabaseHandle): Promise<string> {
  const config = env();
  if (config.BETTER_AUTH_SECRET) loaded = config.BETTER_AUTH_SECRET;
  else if (isDeployed(config)) throw new Error("BETTER_AUTH_SECRET es obligatorio en producción");
  else loaded = await keptSecret(handle, config.DATA_DIR, { name: "better-auth", file: "auth-secret", generate: () => randomBytes(32).toString("hex") });
  return loaded;
}

/** The session secret: BETTER_AUTH_SECRET, or the one loadAuthSecret decided at start-up. */
export function authSecret(): string {
  const secret = env().BETTER_AUTH_SECRET ?? loaded;
  if (!secret) throw new Error("El secreto de sesiones no está cargado");
  return secret;
}
