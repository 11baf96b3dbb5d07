import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-database";
import { migrateDatabase } from "./migrate.server";
import { queryRows } from "./rows";

describe("migrations", () => {
  it("can run again, concurrently, without harm (advisory lock)", async () => {
    const handle = await testDatabase();
    await Promise.all([migrateDatabase(handle), migrateDatabase(handle)]);
    const tables = await queryRows<{ table_name: string }>(handle.db, sql`select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        "newsletter_subscribers",
        "mail_log",
        "outbox",
        "notifications",
        "notification_preferences",
        "user_profiles",
        "company_profiles",
        "user",
        "app_secrets",
        "used_totp_codes",
      ]),
    );
  });

  it("enables pg_trgm and unaccent", async () => {
    const rows = await queryRows<{ plain: string; similar: number }>(
      (await testDatabase()).db,
      sql`select unaccent('Iluminación') as plain, similarity('sonido', 'sonidos') as similar`,
    );
    expect(rows[0]?.plain).toBe("Iluminacion");
    expect(Number(rows[0]?.similar)).toBeGreaterThan(0.5);
  });
});
