import { existsSync } from "node:fs";
import { mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { BACKUP_ENTRIES, type BackupManifest, parseManifest } from "./backup-manifest";
import { authSecretFile, filesDir, isEmptyDir, pgliteDir } from "./data-dir.server";
import { countDataDir, type DataDirCount } from "./data-dir-count";
import { countDifferences, takeCensus } from "./database-census.server";
import { OpsRefusal } from "./ops-refusal";
import { readTar, TarFormatError } from "./tar";

/** What a restore wrote: the backup's manifest, and the restored data dir counted as backups count it. */
export type RestoreSummary = { manifest: BackupManifest; count: DataDirCount };

function notABackup(reason: string): OpsRefusal {
  return new OpsRefusal(`El archivo no es una copia de seguridad válida de RedAV (${reason}). No se restauró nada.`);
}

/** The path a file entry is written to, refusing names that would leave the files folder. */
function fileTarget(root: string, name: string): string {
  const relative = name.slice(BACKUP_ENTRIES.filesPrefix.length);
  const target = path.resolve(root, relative);
  if (!relative || !target.startsWith(`${root}${path.sep}`)) throw notABackup(`ruta no permitida: ${name}`);
  return target;
}

/** Writes the archive's entries into the data dir; answers the manifest and the database's dump. */
async function unpack(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  dataDir: string,
): Promise<{ manifest: BackupManifest; database: Buffer; files: number }> {
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  let files = 0;
  const root = filesDir(dataDir);
  try {
    for await (const entry of readTar(source)) {
      if (!manifest) {
        manifest = entry.name === BACKUP_ENTRIES.manifest ? parseManifest(entry.bytes) : null;
        if (!manifest) throw notABackup("falta manifest.json al principio");
      } else if (entry.name === BACKUP_ENTRIES.database) database = entry.bytes;
      else if (entry.name === BACKUP_ENTRIES.authSecret) await writeFile(authSecretFile(dataDir), entry.bytes, { mode: 0o600 });
      else if (entry.name.startsWith(BACKUP_ENTRIES.filesPrefix)) {
        const target = fileTarget(root, entry.name);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.bytes);
        await utimes(target, entry.mtime, entry.mtime);
        files++;
      }
    }
  } catch (error) {
    if (error instanceof TarFormatError) throw notABackup(error.message);
    throw error;
  }
  if (!manifest) throw notABackup("está vacío");
  if (!database) throw notABackup("falta la base de datos");
  if (files !== manifest.files.count) throw notABackup(`tiene ${files} archivos subidos y el manifiesto dice ${manifest.files.count}`);
  return { manifest, database, files };
}

/** Loads the dump into the data dir's embedded database, checks its row counts against the manifest and answers them per table. */
async function loadDatabase(dataDir: string, manifest: BackupManifest, database: Buffer): Promise<Record<string, number>> {
  const dir = pgliteDir(dataDir);
  const unlock = lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, loadDataDir: new Blob([new Uint8Array(database)]) }).catch(() => {
      throw notABackup(`su base de datos (PostgreSQL ${manifest.database.postgresVersion}) no se pudo abrir con esta versión de la app`);
    });
    try {
      const census = await takeCensus(client);
      const differences = countDifferences(manifest.database.tables, census.tables);
      if (differences.length) throw notABackup(`las filas no coinciden con el manifiesto: ${differences.join("; ")}`);
      return census.tables;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores a backup made by writeBackup into an empty (or missing) data dir: the embedded database,
 * the uploaded files and the session secret, then checks every table's row count and the file count
 * against the manifest. Refuses a data dir that holds anything; on any failure the data dir is left
 * empty again.
 */
export async function restoreBackup(source: AsyncIterable<Buffer | Uint8Array | string>, dataDir: string): Promise<RestoreSummary> {
  const dir = path.resolve(dataDir);
  if (!(await isEmptyDir(dir))) {
    throw new OpsRefusal(
      `La carpeta de datos ${dir} no está vacía. La restauración solo escribe en una carpeta vacía o inexistente: elige otra DATA_DIR. No se restauró nada.`,
    );
  }
  const existed = existsSync(dir);
  await mkdir(dir, { recursive: true });
  try {
    const { manifest, database, files } = await unpack(source, dir);
    const tables = await loadDatabase(dir, manifest, database);
    return { manifest, count: countDataDir(tables, files, existsSync(authSecretFile(dir))) };
  } catch (error) {
    if (existed) for (const name of await readdir(dir)) await rm(path.join(dir, name), { recursive: true, force: true });
    else await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
