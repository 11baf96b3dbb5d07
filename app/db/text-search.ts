import { type SQL, sql } from "drizzle-orm";

/**
 * The LIKE pattern that finds `text` anywhere in a lower-cased, unaccented column ('tecnico' finds
 * 'Técnico'): the term's own `%`, `_` and `\` are matched literally, never as wildcards.
 */
export function containsPattern(text: string): SQL {
  return sql`'%' || redav_unaccent(lower(${text.replace(/[\\%_]/g, (char) => `\\${char}`)})) || '%'`;
}
