// npm run bench: each case of the app next to a floor measured in the same run — a bare node:http
// server replaying the same bytes (same encoding) — with a browser's request headers. Ratios, not
// absolute numbers, compare between runs; the app's CPU milliseconds per request come from /proc.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cpuMs, type Raw, rawGet, signInCookie, waitFor } from "./http-kit";

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
type BenchCase = { name: string; path: string; signedIn?: boolean };
const CASES: BenchCase[] = [
  { name: "JSON /api/health", path: "/api/health" },
  { name: "anonymous /", path: "/" },
  { name: "anonymous /terms", path: "/terms" },
  { name: "signed-in /bronze-member", path: "/bronze-member", signedIn: true },
];

async function measure(url: string, headers: Record<string, string>): Promise<{ rate: number; requests: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: result.requests.average, requests: result.requests.total };
}

function startApp(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "local", PORT: String(APP_PORT), DATA_DIR: dataDir, LOG_LEVEL: "error", PUBLIC_URL: ORIGIN },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A bare node:http server answering every request with these exact bytes and headers. */
async function floorServer(sample: Raw): Promise<{ url: string; close: () => void }> {
  const headers: Record<string, string | number> = { "content-type": sample.headers["content-type"] ?? "text/plain", "content-length": sample.body.length };
  if (sample.headers["content-encoding"]) headers["content-encoding"] = sample.headers["content-encoding"];
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(sample.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "redav-bench-"));
const app = startApp(dataDir);
try {
  await waitFor(`${ORIGIN}/api/health`, 60_000);
  const session = await signInCookie(ORIGIN);
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per case, a browser's headers; floor = node:http replaying the same bytes\n`);
  console.log(
    `${"case".padEnd(28)}${"encoding".padStart(10)}${"app req/s".padStart(12)}${"floor req/s".padStart(14)}${"app/floor".padStart(12)}${"CPU ms/req".padStart(13)}`,
  );
  for (const benchCase of CASES) {
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...(benchCase.signedIn ? { cookie: session } : {}) };
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
      `${benchCase.name.padEnd(28)}${(sample.headers["content-encoding"] ?? "none").padStart(10)}${appResult.rate.toFixed(0).padStart(12)}${floorResult.rate.toFixed(0).padStart(14)}${(appResult.rate / floorResult.rate).toFixed(3).padStart(12)}${cpuPerRequest.toFixed(2).padStart(13)}`,
    );
  }
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
