// npm run bench (fourth part): messages at scale (issue 10). One member owns 10,000 messages (60 %
// received, 40 % sent, 300 counterparts, some unread, some deleted on either side). Setup A: the
// table holds only those 10,000 rows. Setup B: the same 10,000 rows interleaved among 1,000,000,
// the other 990,000 between 20,000 other accounts (companies and individuals). Both setups have the
// same 20,001 accounts, so only the size of the messages table changes. Each setup gets its own
// throwaway database on the local PostgreSQL server (or the one CI_POSTGRES_ADMIN_URL names), and
// runs alternate between them, so load from elsewhere on the machine hits both alike. It reports p50
// and p95 of the member's inbox (page 1 and page 50), sent list, unread count, conversation list and
// a thread with one counterpart, prints where the plans of the main screens read, and fails when p95
// of inbox page 1 or of the unread count at 1M is more than 1.5× the same at 10k.
// BENCH_MESSAGES_SQL (statements run after migrating both databases) tries an index before its
// migration exists.
import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { type DatabaseHandle, type Db, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { conversationThread, listConversations } from "~/features/messages/conversations.server";
import { listMessages, unreadMessageCount } from "~/features/messages/messages.server";
import type { Ctx } from "~/lib/context.server";
import { benchContext, percentile } from "./in-process";

const RUNS = Number(process.env.BENCH_MESSAGES_RUNS ?? 200);
const WARM_UP = 20;
const LIMIT = 1.5;
const ACCOUNTS = 20_000;
const MINE = 10_000;
const SETUPS = [
  { name: "10k", total: MINE, stride: 1 },
  { name: "1M", total: 1_000_000, stride: 100 },
];
const PREFIX = "bench-msg-";
const ME = `${PREFIX}0`;
/** Every timestamp hangs from one instant, so the member's rows are identical in both setups. */
const BASE = new Date().toISOString();

type Handle = Extract<DatabaseHandle, { kind: "postgres" }>;
type Case = { name: string; enforced: boolean; explained: boolean; work: (ctx: Ctx) => Promise<unknown> };

const CASES: Case[] = [
  { name: "inbox page 1", enforced: true, explained: true, work: (ctx) => listMessages(ctx, "inbox", 1) },
  { name: "inbox page 50", enforced: false, explained: false, work: (ctx) => listMessages(ctx, "inbox", 50) },
  { name: "sent page 1", enforced: false, explained: false, work: (ctx) => listMessages(ctx, "sent", 1) },
  { name: "unread count", enforced: true, explained: true, work: (ctx) => unreadMessageCount(ctx) },
  { name: "conversations 1", enforced: false, explained: true, work: (ctx) => listConversations(ctx, 1) },
  { name: "thread", enforced: false, explained: false, work: (ctx) => conversationThread(ctx, `${PREFIX}1`) },
];

/** The 20,000 other accounts (every tenth a company) and the measured member, each with a profile. */
async function seedAccounts(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`insert into "user" (id, name, email, email_verified, user_type, type, is_company)
      select '${PREFIX}' || g, 'Bench ' || g, '${PREFIX}' || g || '@bench.test', true,
        case when g % 10 = 5 then 'company' else 'individual' end, case when g % 10 = 5 then 'company' else 'individual' end, g % 10 = 5
      from generate_series(0, ${ACCOUNTS}) g`),
  );
  await db.execute(
    sql.raw(`insert into user_profiles (id, email, first_name, last_name)
      select '${PREFIX}' || g, '${PREFIX}' || g || '@bench.test', 'Nombre' || g, 'Apellido' || g
      from generate_series(0, ${ACCOUNTS}) g where g % 10 <> 5`),
  );
  await db.execute(
    sql.raw(`insert into company_profiles (id, email, company_name)
      select '${PREFIX}' || g, '${PREFIX}' || g || '@bench.test', 'Empresa ' || g
      from generate_series(0, ${ACCOUNTS}) g where g % 10 = 5`),
  );
  await db.execute(sql.raw(`analyze "user", user_profiles, company_profiles`));
}

/**
 * Rows start+1..end of a setup: row g belongs to the member when g is a multiple of the stride (as
 * their row g / stride), else it is between two other accounts. Read, deleted and dates are
 * functions of the row number, so the member's rows come out the same whatever the table's size.
 */
function loadRows(start: number, end: number, stride: number): string {
  return `insert into messages (sender_id, recipient_id, subject, content, is_read, read_at, sender_deleted, recipient_deleted, created_at)
    select sender, recipient, 'Consulta ' || n, 'Hola, te escribo por la fecha del evento del sábado: ¿tienes disponibilidad para el montaje y la prueba de sonido? Saludos. Ref ' || n,
      is_read, case when is_read then at + interval '3 hours' end, n % 20 = 11, n % 20 = 7, at
    from (
      select n, at, is_read,
        case when mine and inbox then other when mine then '${ME}' else '${PREFIX}' || s end as sender,
        case when mine and inbox then '${ME}' when mine then other else '${PREFIX}' || (1 + (s + g % ${ACCOUNTS - 1}) % ${ACCOUNTS}) end as recipient
      from (
        select g, n, mine, n % 5 < 3 as inbox, '${PREFIX}' || (1 + (n * 37) % 300) as other, 1 + (g * 7919) % ${ACCOUNTS} as s,
          case when mine then n % 10 <> 0 else n % 5 <> 0 end as is_read,
          '${BASE}'::timestamptz - ((n * 7919) % 525600) * interval '1 minute' as at
        from (select g, g % ${stride} = 0 as mine, case when g % ${stride} = 0 then g / ${stride} else g end as n from generate_series(${start + 1}::bigint, ${end}) g) numbered
      ) shaped
    ) rows`;
}

async function load(db: Db, total: number, stride: number): Promise<void> {
  for (let start = 0; start < total; start += 100_000) await db.execute(sql.raw(loadRows(start, Math.min(total, start + 100_000), stride)));
  await db.execute(sql.raw("vacuum analyze messages"));
}

async function sample(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Samples of one case on every setup, the setups taking turns (in a rotating order) run after run. */
async function time(contexts: Ctx[], work: (ctx: Ctx) => Promise<unknown>): Promise<number[][]> {
  for (let warm = 0; warm < WARM_UP; warm++) for (const ctx of contexts) await work(ctx);
  const samples = contexts.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++) {
    for (let turn = 0; turn < contexts.length; turn++) {
      const which = (run + turn) % contexts.length;
      samples[which].push(await sample(() => work(contexts[which])));
    }
  }
  return samples;
}

/** The bench's member, on the bench's clock. */
function member(db: Db): Ctx {
  return benchContext(db, { id: ME, email: `${ME}@bench.test`, displayName: "Bench 0", userType: "individual" }, () => new Date(BASE));
}

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
};

function scans(node: PlanNode): string[] {
  const target = node["Index Name"] ? ` using ${node["Index Name"]}` : node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
  return [...(target ? [`${node["Node Type"]}${target}`] : []), ...(node.Plans ?? []).flatMap(scans)];
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement a service call sends, captured through a logging driver on the same pool. */
async function explain(handle: Handle, label: string, work: (ctx: Ctx) => Promise<unknown>): Promise<void> {
  const statements: { text: string; params: unknown[] }[] = [];
  const logging = drizzle(handle.pool, { logger: { logQuery: (text, params) => statements.push({ text, params }) } }) as unknown as Db;
  await work(member(logging));
  for (const statement of statements) {
    const result = await handle.pool.query(`explain (analyze, buffers, format json) ${statement.text}`, statement.params);
    const plan = (result.rows[0]["QUERY PLAN"] as { Plan: PlanNode; "Execution Time": number }[])[0];
    const top = plan.Plan;
    const kind = /^\s*select count\(/i.test(statement.text) ? "count" : "page";
    console.log(
      `${label} (${kind}): ${top["Node Type"]}, ${plan["Execution Time"].toFixed(2)} ms, buffers hit ${top["Shared Hit Blocks"] ?? 0} read ${top["Shared Read Blocks"] ?? 0}; ${scans(top).join(", ")}`,
    );
  }
}

function report(results: Map<string, number[][]>): boolean {
  const [small, large] = SETUPS.map((setup) => setup.name);
  console.log(`\nPostgreSQL, the member with ${MINE.toLocaleString("es")} messages: ${RUNS} runs per case (ms)\n`);
  const cells = ["p50", "p95"].flatMap((p) => [`${p} ${small}`, `${p} ${large}`]);
  console.log(`${"case".padEnd(16)}${cells.map((cell) => cell.padStart(11)).join("")}${"×p50".padStart(8)}${"×p95".padStart(8)}`);
  let ok = true;
  for (const item of CASES) {
    const [a, b] = results.get(item.name) ?? [[], []];
    const figures = [percentile(a, 50), percentile(b, 50), percentile(a, 95), percentile(b, 95)];
    const ratio50 = figures[1] / figures[0];
    const ratio95 = figures[3] / figures[2];
    const verdict = item.enforced ? (ratio95 <= LIMIT ? "  ok" : `  FAIL (> ${LIMIT})`) : "";
    if (item.enforced && ratio95 > LIMIT) ok = false;
    console.log(
      `${item.name.padEnd(16)}${figures.map((value) => value.toFixed(2).padStart(11)).join("")}${ratio50.toFixed(2).padStart(8)}${ratio95.toFixed(2).padStart(8)}${verdict}`,
    );
  }
  return ok;
}

/** A migrated throwaway database holding the accounts and one setup's messages; null when no server answers. */
async function prepare(setup: (typeof SETUPS)[number]): Promise<Handle | null> {
  const url = execFileSync(process.execPath, ["scripts/ci-database.mjs", "create"], { encoding: "utf8" }).trim();
  if (!url) return null;
  const handle = (await openDatabase({ url })) as Handle;
  try {
    const started = Date.now();
    await migrateDatabase(handle);
    if (process.env.BENCH_MESSAGES_SQL) await handle.db.execute(sql.raw(process.env.BENCH_MESSAGES_SQL));
    await seedAccounts(handle.db);
    await load(handle.db, setup.total, setup.stride);
    console.log(`Messages ${setup.name}: ${setup.total.toLocaleString("es")} mensajes cargados en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return handle;
  } catch (error) {
    await discard(handle);
    throw error;
  }
}

async function discard(handle: Handle): Promise<void> {
  await handle.close();
  execFileSync(process.execPath, ["scripts/ci-database.mjs", "drop", new URL(handle.url).pathname.slice(1)]);
}

const handles: Handle[] = [];
try {
  for (const setup of SETUPS) {
    const handle = await prepare(setup);
    if (handle) handles.push(handle);
  }
  if (handles.length < SETUPS.length) {
    console.log("Messages: no PostgreSQL server answered on 127.0.0.1:5432 (or CI_POSTGRES_ADMIN_URL); skipped.");
  } else {
    const contexts = handles.map((handle) => member(handle.db));
    const results = new Map<string, number[][]>();
    for (const item of CASES) results.set(item.name, await time(contexts, item.work));
    for (const [index, setup] of SETUPS.entries())
      for (const item of CASES.filter((candidate) => candidate.explained)) await explain(handles[index], `${item.name} at ${setup.name}`, item.work);
    if (!report(results)) process.exitCode = 1;
  }
} finally {
  for (const handle of handles) await discard(handle);
}
