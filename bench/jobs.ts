// npm run bench (fifth part): the job board with 20,000 offers (issue 11). The demo network is seeded
// into a temporary DATA_DIR and the board topped up to 20,000 offers (bench/jobs-seed.ts: 90 %
// active, over the demo companies, 16 countries, every job type, level and category, a fifth
// remote, 60 % with a salary, published over a year, more of them recently). It reports:
//  1. the /jobs loader: p50 and p95 of `listOffers` (both of its statements, as the loader runs
//     them) on that same PGlite database, before the app opens it (PGlite is one process's), and on
//     a throwaway database of the local PostgreSQL server (CI_POSTGRES_ADMIN_URL) seeded alike;
//     the query cost without HTTP, session or rendering. It also prints where each plan reads
//     (EXPLAIN ANALYZE) and warns when an expected index is not among them;
//  2. the page: the built app on that DATA_DIR; after 2 s of load on every case (a warm JIT), p50
//     and p95 of one request at a time, then requests/s with autocannon against a bare node:http
//     floor replaying the same bytes, measured in the same run (as bench/run.ts), and the app's CPU
//     milliseconds per request. Anonymous
//     `/jobs` is served from the page cache (decision 007): "cached" is that hit; "render" cases add
//     a parameter the loader ignores (`_=n`, new on every request), so every request is a miss that
//     runs the loader, renders, compresses and stores, as the first visitor of a URL pays; "signed
//     in" is a member's request, which is never cached.
// Slowness never fails the run; a non-200 answer (or a cache that does not hit or miss as intended) does.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { type DatabaseHandle, type Db, openDatabase } from "~/db/client.server";
import { withInstalledParsers } from "~/db/pglite-parsers.server";
import { jobFilters, listOffers } from "~/features/jobs/job-search.server";
import type { Ctx } from "~/lib/context.server";
import { cpuMs, type Raw, rawGet, signInCookie, waitFor } from "./http-kit";
import { seedJobBoard } from "./jobs-seed";

const OFFERS = 20_000;
const RUNS = Number(process.env.BENCH_JOBS_RUNS ?? 100);
const PAGE_RUNS = Number(process.env.BENCH_JOBS_PAGE_RUNS ?? 100);
const WARM_UP = 10;
const SLOW_MS = 50;
const APP_PORT = 3280;
const ORIGIN = `http://localhost:${APP_PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const WARM_UP_S = 2;
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "es-419,es;q=0.9,en;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

const ACTIVE = "job_offers_active_idx";
const COUNTRY = "job_offers_active_country_idx";
const TRIGRAM = "job_offers_search_trgm_idx";
const CATEGORY = "job_offers_category_idx";

/** A /jobs query string and the indexes one of whose plans should read (any of them). */
type LoaderCase = { name: string; query: string; expect: string[] };
const LOADER_CASES: LoaderCase[] = [
  { name: "no filter, page 1", query: "", expect: [ACTIVE] },
  { name: "page 25 (pager's last)", query: "pagina=25", expect: [ACTIVE] },
  { name: "page 1000 (crafted URL)", query: "pagina=1000", expect: [ACTIVE] },
  { name: "category", query: "categoria=Iluminación", expect: [ACTIVE, CATEGORY] },
  { name: "country + type", query: "pais=Chile&tipo=full_time", expect: [COUNTRY] },
  { name: "remote", query: "remoto=1", expect: [ACTIVE] },
  { name: "q 'sonido' (1 in 7)", query: "q=sonido", expect: [ACTIVE, TRIGRAM] },
  { name: "q 'tecnico' (every offer)", query: "q=tecnico", expect: [ACTIVE, TRIGRAM] },
  { name: "q 'hologramas' (1 in 1000)", query: "q=hologramas", expect: [TRIGRAM] },
  { name: "q+category+country+remote", query: "q=sonido&categoria=Audio&pais=México&remoto=1", expect: [TRIGRAM, CATEGORY, COUNTRY] },
  { name: "narrow combination", query: "categoria=DJ&pais=Uruguay&tipo=internship&experiencia=expert", expect: [CATEGORY, COUNTRY] },
];

/** A /jobs request: `render` makes every request's URL new (a page-cache miss), `signedIn` sends the bronze member's session. */
type PageCase = { name: string; query: string; mode: "cached" | "render" | "signedIn" };
const PAGE_CASES: PageCase[] = [
  { name: "cached /jobs", query: "", mode: "cached" },
  { name: "render, no filter", query: "", mode: "render" },
  { name: "render, page 25", query: "pagina=25", mode: "render" },
  { name: "render, page 1000", query: "pagina=1000", mode: "render" },
  { name: "render, category", query: "categoria=Iluminación", mode: "render" },
  { name: "render, country + type", query: "pais=Chile&tipo=full_time", mode: "render" },
  { name: "render, q 'sonido'", query: "q=sonido", mode: "render" },
  { name: "render, combined", query: "q=sonido&categoria=Audio&pais=México&remoto=1", mode: "render" },
  { name: "signed in, no filter", query: "", mode: "signedIn" },
];

// ---------------------------------------------------------------------------------------------
// The loader, in process

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const fmt = (ms: number) => ms.toFixed(2);

function visitor(db: Db): Ctx {
  return { db, actor: null, ip: "127.0.0.1", locale: "es", headers: new Headers(), now: () => new Date() };
}

async function timeLoader(db: Db, query: string): Promise<number[]> {
  const ctx = visitor(db);
  const filters = jobFilters(new URLSearchParams(query));
  for (let warm = 0; warm < WARM_UP; warm++) await listOffers(ctx, filters);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await listOffers(ctx, filters);
    samples.push(performance.now() - started);
  }
  return samples;
}

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
};

/** The scans of job_offers in a plan (the 14 companies and the suspensions are left out); a sequential one with the rows it read. */
function scans(node: PlanNode): string[] {
  const target = node["Index Name"]?.startsWith("job_offers") ? ` using ${node["Index Name"]}` : node["Relation Name"] === "job_offers" ? " on job_offers" : "";
  const read = ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0)) * (node["Actual Loops"] ?? 1);
  const whole = read > OFFERS / 2 ? ", WHOLE TABLE" : "";
  const here = !target ? [] : node["Node Type"] === "Seq Scan" ? [`Seq Scan on job_offers (${read} rows read${whole})`] : [`${node["Node Type"]}${target}`];
  return [...here, ...(node.Plans ?? []).flatMap(scans)];
}

/** EXPLAIN (ANALYZE) of both statements listOffers sends for a case, captured through a logging driver on the same connection. */
async function explain(handle: DatabaseHandle, item: LoaderCase): Promise<string[]> {
  const statements: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) };
  const logging = (handle.kind === "pglite"
    ? drizzlePglite(withInstalledParsers(handle.client), { logger })
    : drizzlePg(handle.pool, { logger })) as unknown as Db;
  await listOffers(visitor(logging), jobFilters(new URLSearchParams(item.query)));
  const lines: string[] = [];
  const used = new Set<string>();
  for (const statement of statements) {
    const text = `explain (analyze, format json) ${statement.text}`;
    const result = handle.kind === "pglite" ? await handle.client.query(text, statement.params) : await handle.pool.query(text, statement.params);
    const raw = (result.rows[0] as Record<string, unknown>)["QUERY PLAN"];
    const [plan] = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode; "Execution Time": number }[];
    const found = scans(plan.Plan);
    for (const scan of found) for (const name of [ACTIVE, COUNTRY, TRIGRAM, CATEGORY]) if (scan.endsWith(` ${name}`)) used.add(name);
    const kind = /^\s*select count\(/i.test(statement.text) ? "count" : "page ";
    lines.push(`    ${kind} ${fmt(plan["Execution Time"]).padStart(7)} ms  ${found.join(", ")}`);
  }
  const hit = item.expect.filter((name) => used.has(name));
  const whole = lines.some((line) => line.includes("WHOLE TABLE"));
  const verdict = hit.length > 0 ? `uses ${hit.join(", ")}` : `WARNING: none of ${item.expect.join(", ")} used`;
  return [`  ${item.name}: ${verdict}${whole ? "; WARNING: reads the whole table" : ""}`, ...lines];
}

type LoaderResult = { name: string; samples: number[] };

async function measureLoader(handle: DatabaseHandle, label: string): Promise<{ results: LoaderResult[]; plans: string[] }> {
  const results: LoaderResult[] = [];
  for (const item of LOADER_CASES) results.push({ name: item.name, samples: await timeLoader(handle.db, item.query) });
  const plans = [`\n${label}: EXPLAIN ANALYZE of listOffers (page query and capped count; scans of job_offers)`];
  for (const item of LOADER_CASES) plans.push(...(await explain(handle, item)));
  return { results, plans };
}

// ---------------------------------------------------------------------------------------------
// The page, over HTTP

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

let serial = 0;
/** The path of a case's next request: a render case's carries a parameter seen once (`_`, ignored by the loader). */
function nextPath(item: PageCase): string {
  const params = new URLSearchParams(item.query);
  if (item.mode === "render") params.set("_", `${process.pid}-${++serial}`);
  const search = params.toString();
  return search ? `/jobs?${search}` : "/jobs";
}

/** requests/s with autocannon; every request of a render case has its own URL, on the app and on the floor alike. */
async function throughput(origin: string, item: PageCase, headers: Record<string, string>, seconds = DURATION_S): Promise<{ rate: number; requests: number }> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath(item) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${origin} ${item.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, requests: result.requests.total };
}

/** A bare node:http server answering every request with these exact bytes and headers. */
async function floorServer(sample: Raw): Promise<{ origin: string; close: () => void }> {
  const headers: Record<string, string | number> = { "content-type": sample.headers["content-type"] ?? "text/plain", "content-length": sample.body.length };
  if (sample.headers["content-encoding"]) headers["content-encoding"] = sample.headers["content-encoding"];
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(sample.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** One request, checked: 200, and for anonymous cases the page cache did what the case means. */
async function checkedGet(item: PageCase, headers: Record<string, string>): Promise<Raw> {
  const answer = await rawGet(`http://127.0.0.1:${APP_PORT}${nextPath(item)}`, headers, keepAlive);
  if (answer.status !== 200) throw new Error(`${item.name}: answered ${answer.status}`);
  const cache = answer.headers["x-page-cache"];
  if (item.mode === "cached" && cache !== "hit") throw new Error(`${item.name}: expected a page-cache hit, got ${cache}`);
  if (item.mode === "render" && cache !== "miss") throw new Error(`${item.name}: expected a page-cache miss, got ${cache}`);
  if (item.mode === "signedIn" && cache) throw new Error(`${item.name}: a signed-in page went through the cache (${cache})`);
  return answer;
}

type PageResult = { item: PageCase; p50: number; p95: number; bytes: number; encoding: string; app: number; floor: number; cpu: number };

async function measurePage(item: PageCase, headers: Record<string, string>, pid: number): Promise<PageResult> {
  if (item.mode === "cached" && (await rawGet(`http://127.0.0.1:${APP_PORT}${nextPath(item)}`, headers, keepAlive)).headers["x-page-cache"] !== "miss")
    throw new Error(`${item.name}: was cached before its measurement began`);
  for (let warm = 0; warm < WARM_UP; warm++) await checkedGet(item, headers);
  const samples: number[] = [];
  let sample: Raw | undefined;
  for (let run = 0; run < PAGE_RUNS; run++) {
    const started = performance.now();
    sample = await checkedGet(item, headers);
    samples.push(performance.now() - started);
  }
  if (!sample) throw new Error(`${item.name}: no sample`);
  const floor = await floorServer(sample);
  const floorResult = await throughput(floor.origin, item, headers);
  floor.close();
  if (item.mode === "cached") await checkedGet(item, headers);
  const cpuBefore = cpuMs(pid);
  const appResult = await throughput(`http://127.0.0.1:${APP_PORT}`, item, headers);
  const cpu = (cpuMs(pid) - cpuBefore) / Math.max(1, appResult.requests);
  return {
    item,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    bytes: sample.body.length,
    encoding: sample.headers["content-encoding"] ?? "none",
    app: appResult.rate,
    floor: floorResult.rate,
    cpu,
  };
}

async function measurePages(dataDir: string): Promise<PageResult[]> {
  const app = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "local", PORT: String(APP_PORT), DATA_DIR: dataDir, LOG_LEVEL: "error", PUBLIC_URL: ORIGIN },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => app.once("exit", resolve));
  try {
    await waitFor(`${ORIGIN}/api/health`, 60_000);
    const session = await signInCookie(ORIGIN);
    const headersOf = (item: PageCase): Record<string, string> => ({ ...BROWSER_HEADERS, ...(item.mode === "signedIn" ? { cookie: session } : {}) });
    // Every rendering path warm (JIT, PGlite's caches) before anything is measured, so the first case does not pay for it. Not
    // the cached page: it is stored by its own first request, so that its measurement ends well within the cache's 30 s.
    for (const item of PAGE_CASES.filter((candidate) => candidate.mode !== "cached"))
      await throughput(`http://127.0.0.1:${APP_PORT}`, item, headersOf(item), WARM_UP_S);
    const results: PageResult[] = [];
    for (const item of PAGE_CASES) results.push(await measurePage(item, headersOf(item), app.pid ?? 0));
    return results;
  } finally {
    keepAlive.destroy();
    app.kill("SIGTERM");
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function loaderTable(engines: { label: string; results: LoaderResult[] }[]): void {
  console.log(`\n/jobs loader (listOffers: page + capped count), ${RUNS} runs per case after ${WARM_UP} warm-up (ms)\n`);
  const heads = engines.flatMap((engine) => [`${engine.label} p50`, `${engine.label} p95`]);
  console.log(`${"case".padEnd(28)}${heads.map((head) => head.padStart(16)).join("")}`);
  for (const [index, item] of LOADER_CASES.entries()) {
    const cells = engines.flatMap((engine) => [percentile(engine.results[index].samples, 50), percentile(engine.results[index].samples, 95)]);
    const slow = cells.some((value, cell) => cell % 2 === 1 && value > SLOW_MS);
    console.log(`${item.name.padEnd(28)}${cells.map((value) => fmt(value).padStart(16)).join("")}${slow ? `  slow (p95 > ${SLOW_MS} ms)` : ""}`);
  }
}

function pageTable(results: PageResult[]): void {
  console.log(
    `\n/jobs page: p50/p95 of one request at a time (${PAGE_RUNS} runs, kept-alive connection); req/s with autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, a browser's headers; floor = node:http replaying the same bytes\n`,
  );
  console.log(
    `${"case".padEnd(26)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"bytes".padStart(8)}${"enc".padStart(5)}${"app req/s".padStart(11)}${"floor req/s".padStart(13)}${"app/floor".padStart(11)}${"CPU ms/req".padStart(12)}`,
  );
  for (const result of results) {
    console.log(
      `${result.item.name.padEnd(26)}${fmt(result.p50).padStart(9)}${fmt(result.p95).padStart(9)}${String(result.bytes).padStart(8)}${result.encoding.padStart(5)}${result.app.toFixed(0).padStart(11)}${result.floor.toFixed(0).padStart(13)}${(result.app / result.floor).toFixed(3).padStart(11)}${result.cpu.toFixed(2).padStart(12)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

const dataDir = mkdtempSync(path.join(tmpdir(), "redav-bench-jobs-"));
try {
  const engines: { label: string; results: LoaderResult[] }[] = [];
  const plans: string[] = [];

  const pglite = await openDatabase({ dataDir });
  try {
    await seedJobBoard(pglite, OFFERS, "PGlite (DATA_DIR of the app)");
    const measured = await measureLoader(pglite, "PGlite");
    engines.push({ label: "PGlite", results: measured.results });
    plans.push(...measured.plans);
  } finally {
    await pglite.close();
  }

  const url = execFileSync(process.execPath, ["scripts/ci-database.mjs", "create"], { encoding: "utf8" }).trim();
  if (url) {
    const postgres = await openDatabase({ url });
    try {
      await seedJobBoard(postgres, OFFERS, "PostgreSQL");
      const measured = await measureLoader(postgres, "PostgreSQL");
      engines.push({ label: "PG", results: measured.results });
      plans.push(...measured.plans);
    } finally {
      await postgres.close();
      execFileSync(process.execPath, ["scripts/ci-database.mjs", "drop", new URL(url).pathname.slice(1)]);
    }
  } else {
    console.log("PostgreSQL: no server answered on 127.0.0.1:5432 (or CI_POSTGRES_ADMIN_URL); the loader is measured on PGlite only.");
  }

  loaderTable(engines);
  for (const line of plans) console.log(line);
  pageTable(await measurePages(dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
