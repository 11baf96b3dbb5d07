import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { ERASURE_STEPS, EXPORT_CONTENTS } from "~/features/privacy/personal-data-contents";
import { erasureStepsInOrder, exportSectionsInOrder, suppliedBy } from "~/features/privacy/personal-data-registry.server";
import { personalDataParts } from "~/lib/personal-data.server";
import { testDb } from "../setup/test-database";

type ForeignKey = { table_name: string; column_name: string; referenced: string; delete_rule: string };

/** Every foreign key of the public schema: the referencing table and column, the referenced table, and what deleting the referenced row does. */
async function foreignKeys(): Promise<ForeignKey[]> {
  return queryRows<ForeignKey>(
    testDb(),
    sql`select kcu.table_name, kcu.column_name, ccu.table_name as referenced, rc.delete_rule
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
        where rc.constraint_schema = 'public'
        order by kcu.table_name, kcu.column_name`,
  );
}

describe("every feature's personal data is registered with the privacy centre (decision 053)", () => {
  it("the copy's table of contents and the erasure's steps are each supplied exactly once, in the privacy centre's order", () => {
    expect(exportSectionsInOrder().map((section) => section.name)).toEqual([...EXPORT_CONTENTS]);
    expect(erasureStepsInOrder().map((step) => step.name)).toEqual([...ERASURE_STEPS]);
    for (const slot of ["exportNotifications", "exportCredentials", "exportCalendar", "identity"] as const) expect(() => suppliedBy(slot), slot).not.toThrow();
  });

  it("every table with a foreign key to an account is covered by some feature's erasure part: a step that rewrites it, or its key taking it along", async () => {
    const keys = await foreignKeys();
    const stepTables = new Set(personalDataParts().flatMap((part) => (part.erasure ?? []).flatMap((step) => step.tables)));
    const goesWith = new Map(personalDataParts().flatMap((part) => (part.goesWithAccount ?? []).map((table) => [table, part.feature] as const)));
    // Tables whose rows go (or lose the member) when the account row goes: by a key to "user", or to such a table, that cascades or sets null.
    const followsAccount = new Set(["user"]);
    for (let grown = true; grown; ) {
      grown = false;
      for (const key of keys) {
        if (followsAccount.has(key.referenced) && ["CASCADE", "SET NULL"].includes(key.delete_rule) && !followsAccount.has(key.table_name)) {
          followsAccount.add(key.table_name);
          grown = true;
        }
      }
    }
    const toAccounts = [...new Set(keys.filter((key) => key.referenced === "user").map((key) => key.table_name))];
    expect(toAccounts.length).toBeGreaterThan(20);
    expect(toAccounts.filter((table) => !stepTables.has(table) && !goesWith.has(table))).toEqual([]);
    // What a part says goes with the account does, by its keys; and each table is declared once.
    expect([...goesWith.keys()].filter((table) => !followsAccount.has(table))).toEqual([]);
    const declared = personalDataParts().flatMap((part) => part.goesWithAccount ?? []);
    expect(declared.length).toBe(new Set(declared).size);
  });

  it("every table an erasure step names exists", async () => {
    const tables = new Set(
      (
        await queryRows<{ table_name: string }>(
          testDb(),
          sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        )
      ).map((row) => row.table_name),
    );
    const named = personalDataParts().flatMap((part) => [...(part.erasure ?? []).flatMap((step) => step.tables), ...(part.goesWithAccount ?? [])]);
    expect(named.filter((table) => !tables.has(table))).toEqual([]);
  });
});
