import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import type pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { BUCKETS, type Bucket } from "~/lib/storage/buckets";
import { diskFileStore } from "~/lib/storage/disk-store.server";
import { authSecretFile, filesDir, pgliteDir, storedFilePaths } from "./data-dir.server";
import { countDataDir, type DataDirCount, type ExtraRows } from "./data-dir-count";
import { type Census, countDifferences, takeCensus, totalRows } from "./database-census.server";
import { OpsRefusal } from "./ops-refusal";

/**
 * What a move copied, as verified on the target before it committed: the source counted as a backup
 * counts it, the rows the target holds beyond the source's own (files and secret), the target's
 * total, and the files on disk that belong to no bucket and were left behind.
 */
export type MoveSummary = { source: DataDirCount; extraRows: ExtraRows; targetRows: number; skippedFiles: number; secretStored: boolean };

const SECRET_NAME = "better-auth";

/** The rows our migrations themselves write (a system account), per table: a target holding only these is empty. */
async function seededByMigrations(): Promise<Record<string, number>> {
  const fresh = await openDatabase({ dataDir: "memory://" });
  try {
    await migrateDatabase(fresh);
    if (fresh.kind !== "pglite") throw new Error("memory:// opens PGlite");
    return (await takeCensus(fresh.client)).tables;
  } finally {
    await fresh.close();
  }
}

/** Refuses a target that holds rows beyond what our migrations write, tables RedAV did not create, or migrations this code does not know; writes nothing. */
function refuseUnlessEmpty(target: Census, seeded: Record<string, number>, codeJournal: Census["migrations"]): void {
  const filled = Object.entries(target.tables).filter(([name, count]) => count > (seeded[name] ?? 0));
  if (filled.length) {
    const list = filled.map(([name, count]) => `${name}: ${count}`).join(", ");
    throw new OpsRefusal(
      `El PostgreSQL de destino ya tiene datos (${list}). La mudanza solo escribe en una base vacía: crea una nueva (por ejemplo con createdb) y vuelve a intentarlo. No se escribió nada.`,
    );
  }
  if (Object.keys(target.tables).length && target.migrations.length === 0) {
    throw new OpsRefusal("El PostgreSQL de destino tiene tablas que no creó RedAV. Usa una base vacía. No se escribió nada.");
  }
  if (target.migrations.some((step, index) => codeJournal[index]?.hash !== step.hash)) {
    throw new OpsRefusal(
      "El PostgreSQL de destino tiene migraciones que esta versión de la app no conoce. Usa una base vacía o la misma versión de la app. No se escribió nada.",
    );
  }
}

/** The data statements of a plain pg_dump, without its opening settings (PostgreSQL 18's transaction_timeout does not exist on older servers). */
function dataStatements(dump: string): string {
  const start = dump.indexOf("\n-- Data for Name:");
  return start === -1 ? "" : dump.slice(start);
}

/** The embedded database's rows as INSERT statements, by PGlite's own pg_dump (data only: the target's schema comes from our migrations). */
async function dumpData(source: DatabaseHandle): Promise<string> {
  if (source.kind !== "pglite") throw new Error("the source must be the embedded database");
  const file = await pgDump({ pg: source.client, args: ["--data-only", "--schema=public", "--rows-per-insert=500"] });
  return dataStatements(await file.text());
}

/** Copies the disk store's files into stored_files on the transaction's connection; answers how many rows it added. */
async function copyFiles(connection: pg.PoolClient, dataDir: string): Promise<{ added: number; moved: Set<string> }> {
  const disk = diskFileStore(filesDir(dataDir));
  const moved = new Set<string>();
  let added = 0;
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    for (const entry of await disk.list(bucket, { limit: Number.MAX_SAFE_INTEGER })) {
      const file = await disk.get(bucket, entry.key);
      if (!file) continue;
      const result = await connection.query(
        "insert into stored_files (bucket, key, content_type, size, bytes, created_at) values ($1, $2, $3, $4, $5, $6) on conflict (bucket, key) do nothing",
        [bucket, entry.key, file.contentType, file.size, file.bytes, entry.createdAt],
      );
      added += result.rowCount ?? 0;
      moved.add(`${bucket}/${entry.key}`);
    }
  }
  return { added, moved };
}

/** Everything copied in one transaction on the target, verified table by table (and sequence by sequence) before it commits. */
async function copyInOneTransaction(
  target: DatabaseHandle,
  source: Census,
  data: string,
  dataDir: string,
): Promise<{ extraRows: ExtraRows; targetRows: number; filesCopied: number; secretStored: boolean }> {
  if (target.kind !== "postgres") throw new Error("the target must be PostgreSQL");
  const connection = await target.pool.connect();
  try {
    await connection.query("begin");
    // The rows our migrations wrote on the target (a system account) come again, with the source's values, from the dump.
    const seeded = Object.entries((await takeCensus(connection)).tables).filter(([, count]) => count > 0);
    for (const [name] of seeded) await connection.query(`delete from public."${name.replace(/"/g, '""')}"`);
    if (data) await connection.query(data);
    const files = await copyFiles(connection, dataDir);
    const secret = (await readFile(authSecretFile(dataDir), "utf8").catch(() => "")).trim();
    const stored = secret
      ? ((await connection.query("insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [SECRET_NAME, secret])).rowCount ?? 0)
      : 0;
    const expected = {
      ...source.tables,
      stored_files: (source.tables.stored_files ?? 0) + files.added,
      app_secrets: (source.tables.app_secrets ?? 0) + stored,
    };
    const found = await takeCensus(connection);
    const differences = countDifferences(expected, found.tables);
    for (const [name, position] of Object.entries(source.sequences)) {
      if (found.sequences[name] !== position) differences.push(`secuencia ${name}: se esperaba ${position}, hay ${found.sequences[name]}`);
    }
    if (differences.length) throw new OpsRefusal(`La copia no coincide con el origen y se deshizo (el destino quedó vacío):\n  ${differences.join("\n  ")}`);
    await connection.query("commit");
    return {
      extraRows: { stored_files: files.added, app_secrets: stored },
      targetRows: totalRows(found.tables),
      filesCopied: files.moved.size,
      secretStored: stored > 0,
    };
  } catch (error) {
    await connection.query("rollback").catch(() => undefined);
    if (error instanceof OpsRefusal) throw error;
    throw new OpsRefusal(`La copia falló y se deshizo (el destino quedó sin datos): ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    connection.release();
  }
}

/**
 * Moves an embedded data dir (stopped app) into the empty PostgreSQL at `url`: the target's schema
 * from our own migrations (its journal must equal the source's), the rows by PGlite's pg_dump, the
 * disk files into stored_files and the generated session secret into app_secrets, all in one
 * transaction that commits only when every table's row count and every sequence match the source.
 */
export async function moveToPostgres(options: { dataDir: string; url: string }): Promise<MoveSummary> {
  if (!existsSync(pgliteDir(options.dataDir))) throw new OpsRefusal(`No hay una base de datos embebida en ${pgliteDir(options.dataDir)}. Revisa DATA_DIR.`);
  const target = await openDatabase({ url: options.url });
  try {
    if (target.kind !== "postgres") throw new Error("DATABASE_URL opens PostgreSQL");
    const before = await takeCensus(target.pool).catch((error: Error) => {
      throw new OpsRefusal(`No se pudo conectar con el PostgreSQL de DATABASE_URL: ${error.message}`);
    });
    const source = await openDatabase({ dataDir: options.dataDir }).catch((error: Error) => {
      throw new OpsRefusal(error.message);
    });
    try {
      if (source.kind !== "pglite") throw new Error("DATA_DIR opens PGlite");
      await migrateDatabase(source);
      const census = await takeCensus(source.client);
      refuseUnlessEmpty(before, await seededByMigrations(), census.migrations);
      const data = await dumpData(source);
      await migrateDatabase(target);
      const migrated = await takeCensus(target.pool);
      if (JSON.stringify(migrated.migrations.map((step) => step.hash)) !== JSON.stringify(census.migrations.map((step) => step.hash))) {
        throw new OpsRefusal("Las migraciones del destino no coinciden con las del origen. No se copiaron datos.");
      }
      const { filesCopied, ...copied } = await copyInOneTransaction(target, census, data, options.dataDir);
      const onDisk = (await storedFilePaths(filesDir(options.dataDir))).length;
      const secret = existsSync(authSecretFile(options.dataDir));
      return { ...copied, source: countDataDir(census.tables, onDisk, secret), skippedFiles: Math.max(0, onDisk - filesCopied) };
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}
