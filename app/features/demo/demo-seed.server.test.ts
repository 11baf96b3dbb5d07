import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { notifications } from "~/db/schema/notifications";
import { testContext } from "../../../tests/context";
import { testDb } from "../../../tests/setup/test-database";
import { DEMO_LOGINS } from "./demo-logins";
import { seedDemoData } from "./demo-seed.server";

describe("the demo network", () => {
  it("gives every demo login a few read and unread notifications of several types, once", async () => {
    await seedDemoData(testContext());
    await seedDemoData(testContext());
    const accounts = await testDb()
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(inArray(user.email, Object.values(DEMO_LOGINS)));
    expect(accounts).toHaveLength(Object.values(DEMO_LOGINS).length);
    for (const account of accounts) {
      const rows = await testDb().select().from(notifications).where(eq(notifications.userId, account.id));
      expect(
        rows.some((row) => row.isRead),
        account.email,
      ).toBe(true);
      expect(
        rows.some((row) => !row.isRead),
        account.email,
      ).toBe(true);
      expect(new Set(rows.map((row) => row.notificationType)).size, account.email).toBeGreaterThanOrEqual(2);
      expect(rows.length, account.email).toBeLessThanOrEqual(6);
    }
  });
});
