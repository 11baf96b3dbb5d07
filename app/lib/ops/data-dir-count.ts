/**
 * What an embedded data dir holds, counted one way by the backup, the restore and the move: the
 * database's own rows per table, plus what the app keeps beside the database (uploaded files, the
 * generated session secret), which on PostgreSQL become rows of their own.
 */
export type DataDirCount = { tables: Record<string, number>; rows: number; files: number; secret: boolean };

/** The rows the move adds on PostgreSQL for what the embedded app keeps outside its database: a stored_files row per file, an app_secrets row for the secret. */
export type ExtraRows = { stored_files: number; app_secrets: number };

/** Counts a data dir from its database's rows per table, its uploaded files and whether it has a session secret. */
export function countDataDir(tables: Record<string, number>, files: number, secret: boolean): DataDirCount {
  return { tables, rows: Object.values(tables).reduce((sum, count) => sum + count, 0), files, secret };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The one line that says what a data dir holds, the same in the backup's, the restore's and the move's reports. */
export function describeCount(count: DataDirCount): string {
  const tables = Object.keys(count.tables).length;
  const parts = [`${plural(tables, "tabla", "tablas")} con ${plural(count.rows, "fila", "filas")}`, plural(count.files, "archivo subido", "archivos subidos")];
  return `${parts.join(", ")} ${count.secret ? "y el secreto de sesiones" : "y ningún secreto de sesiones"}`;
}

/** The line that names the rows PostgreSQL holds beyond the database's own: how many, in which table, for what. */
export function describeExtraRows(count: DataDirCount, extra: ExtraRows): string {
  const total = count.rows + extra.stored_files + extra.app_secrets;
  const secret = extra.app_secrets ? `${extra.app_secrets} en app_secrets (el secreto de sesiones)` : "ninguna en app_secrets (no había secreto de sesiones)";
  return `En PostgreSQL son ${plural(total, "fila", "filas")}: las ${count.rows} de la base, más ${extra.stored_files} en stored_files (los archivos subidos) y ${secret}.`;
}
