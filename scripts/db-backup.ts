// npm run db:backup [FILE] — a consistent backup of the embedded database and its uploaded files (running app or stopped).
import { createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { env } from "~/lib/env.server";
import { readBackupManifest } from "~/lib/ops/backup-file.server";
import { dataDirOwner, pgliteDir } from "~/lib/ops/data-dir.server";
import { countDataDir, describeCount } from "~/lib/ops/data-dir-count";
import { OpsRefusal, runOperation } from "~/lib/ops/ops-refusal";
import { backupFromServer } from "~/lib/ops/server-backup.server";
import { writeBackup } from "~/lib/ops/write-backup.server";

function defaultName(): string {
  return `redav-backup-${new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19)}.tar`;
}

await runOperation(async () => {
  const config = env();
  if (config.DATABASE_URL) {
    throw new OpsRefusal(
      "Con DATABASE_URL la app usa PostgreSQL: haz la copia con pg_dump (incluye la tabla stored_files con los archivos). Ver docs/operations/backup.md.",
    );
  }
  if (config.DATA_DIR === "memory://") throw new OpsRefusal("DATA_DIR=memory:// no guarda nada en disco: no hay nada que copiar.");
  if (!existsSync(pgliteDir(config.DATA_DIR))) throw new OpsRefusal(`No hay una base de datos embebida en ${pgliteDir(config.DATA_DIR)}. Revisa DATA_DIR.`);
  const target = path.resolve(process.argv[2] ?? defaultName());
  if (existsSync(target)) throw new OpsRefusal(`${target} ya existe: elige otro nombre.`);
  const partial = `${target}.partial`;
  const started = Date.now();
  const owner = await dataDirOwner(config.DATA_DIR);
  try {
    if (owner) await backupFromServer(config, partial);
    else {
      const handle = await openDatabase({ dataDir: config.DATA_DIR });
      try {
        if (handle.kind !== "pglite") throw new Error("unexpected database kind");
        await writeBackup(handle.client, config.DATA_DIR, createWriteStream(partial));
      } finally {
        await handle.close();
      }
    }
    const manifest = await readBackupManifest(partial);
    await rename(partial, target);
    const size = (await stat(target)).size;
    const count = countDataDir(manifest.database.tables, manifest.files.count, manifest.authSecret);
    return [
      `Copia de seguridad escrita en ${target} (RedAV ${manifest.app.version}, ${manifest.database.migrations} migraciones)`,
      `  ${owner ? `hecha por la app en marcha (pid ${owner})` : "hecha con la app detenida"} en ${((Date.now() - started) / 1000).toFixed(1)} s, ${(size / 1024 / 1024).toFixed(1)} MiB`,
      `  Contenido: ${describeCount(count)}`,
      `  Guárdala como los datos mismos: contiene contraseñas cifradas${manifest.authSecret ? " y el secreto de sesiones" : ""}.`,
    ].join("\n");
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
});
