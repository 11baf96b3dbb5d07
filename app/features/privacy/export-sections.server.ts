import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import type { DataOwner, ExportSection } from "~/lib/personal-data.server";
import { exportSectionsInOrder } from "./personal-data-registry.server";

/** One section's rows for one member; the database check plans every registered section (each feature's query of its own tables). */
const SECTION = rawQuery(
  "privacy.export-section",
  (section: ExportSection, owner: DataOwner) => sql<Record<string, unknown>>`${section.query(owner)}`,
  () => exportSectionsInOrder().map((section): [ExportSection, DataOwner] => [section, { id: "someone", email: "someone@example.com" }]),
);

/** Runs every registered section for one member, in the copy's order: `{ account: [...], profile: [...], ... }`, sections with no rows included (empty lists say "none"). */
export async function exportSections(db: Db, owner: DataOwner): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const section of exportSectionsInOrder()) result[section.name] = await SECTION.rows(db, section, owner);
  return result;
}
