import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Env } from "~/lib/env.server";
import { ensureOperatorKey } from "./operator-key.server";
import { OpsRefusal } from "./ops-refusal";

/** The running app's address on this machine, from the same HOST and PORT it was started with. */
function serverUrl(config: Pick<Env, "HOST" | "PORT">): string {
  const host = !config.HOST || config.HOST === "0.0.0.0" || config.HOST === "::" || config.HOST === "localhost" ? "127.0.0.1" : config.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}/ops/backup`;
}

/**
 * Asks the running app (which holds the embedded database's lock) for a backup at POST /ops/backup,
 * as the operator (the data dir's operator key, created when missing, else OPERATOR_TOKEN), and
 * writes the archive it streams to `file`.
 */
export async function backupFromServer(config: Pick<Env, "HOST" | "PORT" | "OPERATOR_TOKEN" | "DATA_DIR">, file: string): Promise<void> {
  const url = serverUrl(config);
  const secret = (await ensureOperatorKey(config.DATA_DIR)) ?? config.OPERATOR_TOKEN;
  const headers: Record<string, string> = secret ? { authorization: `Bearer ${secret}` } : {};
  const response = await fetch(url, { method: "POST", headers }).catch((error: Error) => {
    throw new OpsRefusal(
      `La app tiene abierta la base de datos pero no responde en ${url} (${error.message}). Usa el mismo PORT y HOST que la app, o detén la app y vuelve a intentarlo.`,
    );
  });
  if (response.status === 403)
    throw new OpsRefusal(
      "La app rechazó la copia: ejecútala con la misma DATA_DIR y el mismo usuario que la app (lee su clave de operador, DATA_DIR/operator-key), o define OPERATOR_TOKEN igual que en la app.",
    );
  if (response.status === 404)
    throw new OpsRefusal(`La app en ${url} no ofrece copias en marcha (¿una versión anterior?). Detén la app y vuelve a intentarlo.`);
  if (!response.ok || !response.body) throw new OpsRefusal(`La app no pudo hacer la copia (HTTP ${response.status}). Revisa su registro.`);
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(file));
}
