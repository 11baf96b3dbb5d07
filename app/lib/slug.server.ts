import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Ctx } from "./context.server";

const SLUG_MAX = 80;

/** The lower-case, accent-free, hyphenated form of a title (at most 80 characters; `fallback` when nothing is left). */
export function slugOf(title: string, fallback: string): string {
  const base = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
  return base || fallback;
}

/** A free address for a new row: the title's slug, with -2, -3… when `column` of `table` holds it already or it is reserved. */
export async function freeSlug(
  ctx: Pick<Ctx, "db">,
  target: { table: PgTable; column: PgColumn },
  title: string,
  options: { fallback: string; reserved?: ReadonlySet<string> },
): Promise<string> {
  const base = slugOf(title, options.fallback);
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? base : `${base.slice(0, SLUG_MAX - 4)}-${attempt}`;
    if (options.reserved?.has(candidate)) continue;
    const [taken] = await ctx.db.select({ slug: target.column }).from(target.table).where(eq(target.column, candidate)).limit(1);
    if (!taken) return candidate;
  }
}
