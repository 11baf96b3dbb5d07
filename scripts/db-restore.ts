// npm run db:restore FILE — restores a backup of npm run db:backup into an empty DATA_DIR; then the app starts on it as usual.
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { env } from "~/lib/env.server";
import { describeCount } from "~/lib/ops/data-dir-count";
import { OpsRefusal, runOperation } from "~/lib/ops/ops-refusal";
import { restoreBackup } from "~/lib/ops/restore-backup.server";

await runOperation(async () => {
  const config = env();
  const file = process.argv[2];
  if (!file) throw new OpsRefusal("Indica la copia a restaurar: npm run db:restore ARCHIVO");
  if (!existsSync(file)) throw new OpsRefusal(`No existe el archivo ${path.resolve(file)}.`);
  if (config.DATA_DIR === "memory://") throw new OpsRefusal("DATA_DIR=memory:// no guarda nada en disco: indica una carpeta.");
  const started = Date.now();
  const { manifest, count } = await restoreBackup(createReadStream(file), config.DATA_DIR);
  return [
    `Copia del ${manifest.createdAt} (RedAV ${manifest.app.version ?? "sin versión"}) restaurada en ${path.resolve(config.DATA_DIR)} en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `  Contenido: ${describeCount(count)} (filas por tabla iguales al manifiesto)`,
    manifest.authSecret
      ? "  Secreto de sesiones restaurado: las sesiones y la verificación en dos pasos siguen valiendo."
      : "  La copia no traía secreto de sesiones: usa el mismo BETTER_AUTH_SECRET que antes.",
    "  Ya puedes arrancar la app con esta DATA_DIR, con la misma orden con que la arrancabas.",
  ].join("\n");
});
