import { createReadStream } from "node:fs";
import { BACKUP_ENTRIES, type BackupManifest, parseManifest } from "./backup-manifest";
import { OpsRefusal } from "./ops-refusal";
import { readTar, TarFormatError } from "./tar";

/** Reads a whole backup file and answers its manifest; refuses (in Spanish) a file that is not a complete backup whose contents match what its manifest says. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  let database = false;
  let files = 0;
  try {
    for await (const entry of readTar(createReadStream(file))) {
      if (!manifest) manifest = entry.name === BACKUP_ENTRIES.manifest ? parseManifest(entry.bytes) : null;
      if (!manifest) break;
      if (entry.name === BACKUP_ENTRIES.database) database = entry.bytes.length === manifest.database.bytes;
      if (entry.name.startsWith(BACKUP_ENTRIES.filesPrefix)) files++;
    }
  } catch (error) {
    if (!(error instanceof TarFormatError)) throw error;
    throw new OpsRefusal(`La copia ${file} está incompleta o dañada (${error.message}).`);
  }
  if (!manifest || !database || files !== manifest.files.count) throw new OpsRefusal(`La copia ${file} no es completa: no coincide con su manifiesto.`);
  return manifest;
}
