// npm run bench (eighth part): the privacy centre (issue 25 §1) in process, on an in-memory embedded
// database with the demo network: how long building a member's data export takes (wall and CPU ms)
// and how large its ZIP is, for the demo gold member and the demo company, and how long erasing each
// account takes once its 14 days are over. Slowness never fails the run.
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { queryRows } from "~/db/rows";
import { loadActor } from "~/features/accounts/actor.server";
import { buildExport, requestExport } from "~/features/privacy/data-exports.server";
import { eraseDueAccounts } from "~/features/privacy/erasure.server";
import { loadAuthSecret } from "~/lib/auth-secret.server";
import { registerPersonalData } from "~/shell/personal-data.server";
import { DEMO_LOGINS } from "../seed/content/demo-logins";
import { seedDemoData } from "../seed/demo-seed.server";

// Read when first asked for (env() is lazy): files in the database, as an in-memory app keeps them.
process.env.DATA_DIR = "memory://";
process.env.APP_ENV ??= "local";

/** Wall and CPU milliseconds of one piece of work. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

// Every feature's part of a member's data, registered as the server does at start-up.
registerPersonalData();
const handle = await openDatabase({ dataDir: "memory://" });
try {
  await migrateDatabase(handle);
  await loadAuthSecret(handle);
  await seedDemoData(handle);
  const db = handle.db;
  const rows: string[] = [];
  for (const [who, email] of [
    ["gold member", DEMO_LOGINS.gold],
    ["company", DEMO_LOGINS.company],
  ] as const) {
    const [account] = await queryRows<{ id: string }>(db, sql`select id from "user" where email = ${email}`);
    const actor = account ? await loadActor(db, account.id, "") : null;
    if (!actor) throw new Error(`no demo account ${email}`);
    const ctx = { db, actor, ip: "127.0.0.1", locale: "es" as const, headers: new Headers(), now: () => new Date() };
    const requested = await requestExport(ctx);
    const built = await timed(() => buildExport(ctx, { exportId: String(requested.id), userId: actor.id }));
    const [archive] = await queryRows<{ size: number }>(db, sql`select size from data_exports where id = ${requested.id}`);
    const [owned] = await queryRows<{ messages: number; notifications: number }>(
      db,
      sql`select (select count(*)::int from messages where sender_id = ${actor.id} or recipient_id = ${actor.id}) as messages,
                 (select count(*)::int from notifications where user_id = ${actor.id}) as notifications`,
    );
    await db.execute(sql`insert into account_deletions (user_id, delete_after) values (${actor.id}, now() - interval '1 second')`);
    const erased = await timed(() => eraseDueAccounts({ db, now: () => new Date() }));
    rows.push(
      `| ${who} | ${owned?.messages ?? 0} | ${owned?.notifications ?? 0} | ${built.wallMs.toFixed(0)} | ${built.cpuMs.toFixed(0)} | ${((archive?.size ?? 0) / 1024).toFixed(1)} | ${erased.wallMs.toFixed(0)} | ${erased.result} |`,
    );
  }
  console.log("\nprivacy centre (PGlite in memory, demo network)");
  console.log("| account | messages | notifications | export wall ms | export CPU ms | ZIP KiB | erasure wall ms | erased |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
} finally {
  await handle.close();
}
