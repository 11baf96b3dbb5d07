import { copyFile, link, mkdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import { appVersion } from "./app-version.server";
import { BACKUP_ENTRIES, type BackupManifest } from "./backup-manifest";
import { authSecretFile, filesDir, storedFilePaths } from "./data-dir.server";
import { type Census, takeCensus } from "./database-census.server";
import { TAR_END, tarHeader, tarPadding } from "./tar";

type SnapshotFile = { name: string; size: number; mtime: Date };
type Snapshot = { census: Census; postgresVersion: string; database: Buffer; files: SnapshotFile[] };

/**
 * Freezes the files as they are now: a hard link per file in `staging` (same disk, no bytes copied;
 * a later delete or replace of the original leaves the link's bytes alone), a copy where links are
 * not possible. A file that vanished meanwhile was no longer referenced, so it is left out.
 */
async function freezeFiles(root: string, staging: string): Promise<SnapshotFile[]> {
  const frozen: SnapshotFile[] = [];
  for (const name of await storedFilePaths(root)) {
    const target = path.join(staging, name);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(path.join(root, name), target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") continue;
      await copyFile(path.join(root, name), target);
    }
    const info = await stat(target);
    frozen.push({ name, size: info.size, mtime: info.mtime });
  }
  return frozen;
}

/**
 * One moment of the database and its files. A PGlite transaction holds every other query and
 * transaction of this instance back while the counts, the checkpoint, the data dir's dump and the
 * file links are taken, so no save can store or delete a file in between: every file a row
 * references is in the snapshot (a save stores its file before its row commits, and deletes an old
 * file only after).
 */
async function takeSnapshot(client: PGlite, dataDir: string, staging: string): Promise<Snapshot> {
  return client.transaction(async (tx) => {
    const census = await takeCensus(tx);
    const version = await tx.query<{ server_version: string }>("show server_version");
    await tx.exec("checkpoint");
    const dump = await client.dumpDataDir("gzip");
    const files = await freezeFiles(filesDir(dataDir), staging);
    return { census, postgresVersion: version.rows[0]?.server_version ?? "", database: Buffer.from(await dump.arrayBuffer()), files };
  });
}

async function* archive(snapshot: Snapshot, manifest: BackupManifest, secret: Buffer | null, staging: string): AsyncGenerator<Buffer> {
  const now = new Date(manifest.createdAt);
  const whole = function* (name: string, bytes: Buffer, mtime: Date) {
    yield tarHeader(name, bytes.length, mtime);
    yield bytes;
    yield tarPadding(bytes.length);
  };
  yield* whole(BACKUP_ENTRIES.manifest, Buffer.from(JSON.stringify(manifest, null, 2)), now);
  yield* whole(BACKUP_ENTRIES.database, snapshot.database, now);
  if (secret) yield* whole(BACKUP_ENTRIES.authSecret, secret, now);
  for (const file of snapshot.files) {
    const bytes = await readFile(path.join(staging, file.name));
    yield* whole(`${BACKUP_ENTRIES.filesPrefix}${file.name}`, bytes, file.mtime);
  }
  yield TAR_END;
}

/**
 * Writes a consistent backup of an embedded database and its uploaded files to `out` as one tar
 * archive (manifest.json, the data dir's dump, the session secret, files/…); works on the running
 * app's client as well as on one opened just for this. Returns the manifest it wrote.
 */
export async function writeBackup(client: PGlite, dataDir: string, out: Writable): Promise<BackupManifest> {
  const staging = path.resolve(dataDir, `.backup-${process.pid}-${Date.now()}`);
  try {
    const snapshot = await takeSnapshot(client, dataDir, staging);
    const secret = await readFile(authSecretFile(dataDir)).catch(() => null);
    const manifest: BackupManifest = {
      format: "redav-backup",
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      app: appVersion(),
      database: {
        engine: "pglite",
        postgresVersion: snapshot.postgresVersion,
        migrations: snapshot.census.migrations.length,
        tables: snapshot.census.tables,
        sequences: snapshot.census.sequences,
        bytes: snapshot.database.length,
      },
      files: { count: snapshot.files.length, bytes: snapshot.files.reduce((sum, file) => sum + file.size, 0) },
      authSecret: secret !== null,
    };
    await pipeline(Readable.from(archive(snapshot, manifest, secret, staging)), out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
