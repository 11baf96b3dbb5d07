import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import type { DataOwner } from "~/lib/personal-data.server";
import { exportSectionsInOrder } from "./personal-data-registry.server";

/** Runs every registered section for one member, in the copy's order: `{ account: [...], profile: [...], ... }`, sections with no rows included (empty lists say "none"). */
export async function exportSections(db: Db, owner: DataOwner): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const section of exportSectionsInOrder()) result[section.name] = await queryRows<Record<string, unknown>>(db, section.query(owner));
  return result;
}
