/** Anything that runs one SQL statement and answers rows: a PGlite client or transaction, a node-postgres client. */
export type Queryable = { query: (sql: string) => Promise<{ rows: unknown[] }> };

/** What a database holds, as backups and the move compare it: rows per table, the migrations applied, the sequences' positions. */
export type Census = {
  tables: Record<string, number>;
  migrations: { hash: string; createdAt: string }[];
  sequences: Record<string, string | null>;
};

async function rows<T>(db: Queryable, sql: string): Promise<T[]> {
  return (await db.query(sql)).rows as T[];
}

/** Every table of the app's schema (public) by name, in name order. */
export async function appTables(db: Queryable): Promise<string[]> {
  const found = await rows<{ name: string }>(db, "select tablename as name from pg_catalog.pg_tables where schemaname = 'public' order by tablename");
  return found.map((row) => row.name);
}

/** The migrations journal drizzle keeps (empty when the database was never migrated). */
async function migrationJournal(db: Queryable): Promise<Census["migrations"]> {
  const [exists] = await rows<{ found: boolean }>(db, "select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  if (!exists?.found) return [];
  const journal = await rows<{ hash: string; created_at: string | number }>(db, "select hash, created_at from drizzle.__drizzle_migrations order by id");
  return journal.map((row) => ({ hash: row.hash, createdAt: String(row.created_at) }));
}

/** Counts every table's rows and reads the journal and sequences, in the caller's transaction when it holds one (so all of it is one moment). */
export async function takeCensus(db: Queryable): Promise<Census> {
  const tables: Record<string, number> = {};
  for (const name of await appTables(db)) {
    const [row] = await rows<{ count: number | string }>(db, `select count(*) as count from public."${name.replace(/"/g, '""')}"`);
    tables[name] = Number(row?.count ?? 0);
  }
  const sequences: Record<string, string | null> = {};
  const positions = await rows<{ name: string; last: string | number | null }>(
    db,
    "select sequencename as name, last_value as last from pg_catalog.pg_sequences where schemaname = 'public' order by sequencename",
  );
  for (const row of positions) sequences[row.name] = row.last === null ? null : String(row.last);
  return { tables, migrations: await migrationJournal(db), sequences };
}

/** The tables whose row counts differ between what was expected and what was found, as readable lines. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names.filter((name) => expected[name] !== found[name]).map((name) => `${name}: se esperaban ${expected[name] ?? 0} filas, hay ${found[name] ?? 0}`);
}

/** The total of a census's rows. */
export function totalRows(tables: Record<string, number>): number {
  return Object.values(tables).reduce((sum, count) => sum + count, 0);
}
