import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { imageBase } from "./image-key";
import type { ReferenceFinder } from "./orphans.server";

/** Files in use because a row's `column` holds their key (a CV's path). */
export function keyReferencesIn(table: PgTable, column: PgColumn): ReferenceFinder {
  return async (db: Db, keys) => {
    if (keys.length === 0) return new Set();
    const rows = await db.select({ key: column }).from(table).where(inArray(column, keys));
    return new Set(rows.map((row) => row.key).filter((key): key is string => typeof key === "string"));
  };
}

/** Images in use because a row's `column` holds their base key: every stored size of that base is in use. */
export function imageReferencesIn(table: PgTable, column: PgColumn): ReferenceFinder {
  return async (db: Db, keys) => {
    const wanted = [...new Set(keys.map(imageBase).filter((base): base is string => base !== null))];
    if (wanted.length === 0) return new Set();
    const rows = await db.select({ base: column }).from(table).where(inArray(column, wanted));
    const used = new Set(rows.map((row) => row.base));
    return new Set(keys.filter((key) => used.has(imageBase(key))));
  };
}
