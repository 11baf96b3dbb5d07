import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabaseHandle } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { queryRows } from "./rows";

describe("migrations", () => {
  it("can run again, concurrently, without harm (advisory lock)", async () => {
    const handle = getDatabaseHandle();
    await Promise.all([migrateDatabase(handle), migrateDatabase(handle)]);
    const tables = await queryRows<{ table_name: string }>(handle.db, sql`select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["newsletter_subscribers", "mail_outbox", "user_profiles", "company_profiles", "user"]),
    );
  });

  it("enables pg_trgm and unaccent", async () => {
    const rows = await queryRows<{ plain: string; similar: number }>(
      getDatabaseHandle().db,
      sql`select unaccent('Iluminación') as plain, similarity('sonido', 'sonidos') as similar`,
    );
    expect(rows[0]?.plain).toBe("Iluminacion");
    expect(Number(rows[0]?.similar)).toBeGreaterThan(0.5);
  });
});
