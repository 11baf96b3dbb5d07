// npm run bench (first part): each page next to a floor measured in the same run — a bare node:http
// server replaying the same bytes (same encoding) — with a browser's request headers, on the embedded
// database and on a throwaway database of the local PostgreSQL server (seeded with the demo network).
// Ratios, not absolute numbers, compare between runs; the app's CPU milliseconds per request come
// from /proc (the app process only: on PostgreSQL the database's own CPU is not counted).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_LOGINS } from "../seed/content/demo-logins";
import { cpuMs, floorServer, rawGet, signInCookie, startApp, waitFor } from "./http-kit";

const APP_PORT = 3290;
const ORIGIN = `http://localhost:${APP_PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "es-419,es;q=0.9,en;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};
type Who = "visitor" | "member" | "company";
type BenchCase = { name: string; path: string; who: Who };
const CASES: BenchCase[] = [
  { name: "JSON /api/health", path: "/api/health", who: "visitor" },
  { name: "cached /", path: "/", who: "visitor" },
  { name: "cached /terms", path: "/terms", who: "visitor" },
  { name: "member /bronze-member", path: "/bronze-member", who: "member" },
  { name: "member /jobs", path: "/jobs", who: "member" },
  { name: "member /messages", path: "/messages", who: "member" },
  { name: "member /notifications", path: "/notifications", who: "member" },
  { name: "company /company", path: "/company", who: "company" },
  { name: "member /university", path: "/university", who: "member" },
  { name: "JSON /api/messages/unread", path: "/api/messages/unread", who: "member" },
];

async function measure(url: string, headers: Record<string, string>): Promise<{ rate: number; requests: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, requests: result.requests.total };
}

/** Runs every case against an app on `databaseUrl` (the embedded database when undefined) and prints one row per case. */
async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "redav-bench-"));
  const app = startApp(APP_PORT, dataDir, databaseUrl);
  try {
    await waitFor(`${ORIGIN}/api/health`, 120_000);
    const cookies: Record<Who, string> = { visitor: "", member: await signInCookie(ORIGIN), company: await signInCookie(ORIGIN, DEMO_LOGINS.company) };
    for (const benchCase of CASES) {
      const headers: Record<string, string> = { ...BROWSER_HEADERS, ...(benchCase.who === "visitor" ? {} : { cookie: cookies[benchCase.who] }) };
      const appUrl = `http://127.0.0.1:${APP_PORT}${benchCase.path}`;
      const sample = await rawGet(appUrl, headers);
      if (sample.status !== 200) throw new Error(`${benchCase.path} answered ${sample.status}`);
      const floor = await floorServer(sample);
      const floorResult = await measure(floor.url, headers);
      floor.close();
      const cpuBefore = cpuMs(app.pid ?? 0);
      const appResult = await measure(appUrl, headers);
      const cpuPerRequest = (cpuMs(app.pid ?? 0) - cpuBefore) / Math.max(1, appResult.requests);
      console.log(
        `${label.padEnd(11)}${benchCase.name.padEnd(28)}${(sample.headers["content-encoding"] ?? "none").padStart(9)}${(sample.body.length / 1024).toFixed(1).padStart(8)}${appResult.rate.toFixed(0).padStart(11)}${floorResult.rate.toFixed(0).padStart(13)}${(appResult.rate / floorResult.rate).toFixed(3).padStart(11)}${cpuPerRequest.toFixed(2).padStart(12)}`,
      );
    }
  } finally {
    app.kill("SIGTERM");
    await new Promise((resolve) => app.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A throwaway database of the local PostgreSQL server with the demo network, or null when no server answers. */
function seededPostgres(): string | null {
  const url = execFileSync(process.execPath, ["scripts/ci-database.mjs", "create"], { encoding: "utf8" }).trim();
  if (!url) return null;
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], { env: { ...process.env, DATABASE_URL: url, APP_ENV: "local" }, stdio: "ignore" });
  return url;
}

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per case, a browser's headers; floor = node:http replaying the same bytes\n`);
console.log(
  `${"database".padEnd(11)}${"case".padEnd(28)}${"encoding".padStart(9)}${"KiB".padStart(8)}${"app req/s".padStart(11)}${"floor req/s".padStart(13)}${"app/floor".padStart(11)}${"CPU ms/req".padStart(12)}`,
);
await benchDatabase("PGlite", undefined);
const postgres = seededPostgres();
if (postgres) {
  try {
    await benchDatabase("PostgreSQL", postgres);
  } finally {
    execFileSync(process.execPath, ["scripts/ci-database.mjs", "drop", new URL(postgres).pathname.slice(1)]);
  }
} else console.log("\nPostgreSQL: no server answered on 127.0.0.1:5432 (or CI_POSTGRES_ADMIN_URL); measured on PGlite only.");
