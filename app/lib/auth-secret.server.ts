import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env, isDeployed } from "./env.server";

let ephemeral: string | undefined;

/** BETTER_AUTH_SECRET, or outside production a random secret kept under DATA_DIR so sessions survive restarts. */
export function authSecret(): string {
  const config = env();
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  if (isDeployed(config)) {
    throw new Error("BETTER_AUTH_SECRET es obligatorio en producción");
  }
  if (config.DATA_DIR === "memory://") {
    ephemeral ??= randomBytes(32).toString("hex");
    return ephemeral;
  }
  const file = path.resolve(config.DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
