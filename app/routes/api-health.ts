import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

/** Liveness and database readiness as a small JSON document. */
export async function loader() {
  await getDb().execute(sql`select 1`);
  return Response.json({ status: "ok", service: "redav" }, { headers: { "Cache-Control": "no-store" } });
}
