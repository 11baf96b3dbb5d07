// npm run bench: each case of the app next to a floor measured in the same run — a bare node:http
// server answering the same bytes. Ratios, not absolute numbers, are what compare between runs.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const APP_PORT = 3290;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const CASES = [
  { name: "SSR /", path: "/" },
  { name: "SSR /terms", path: "/terms" },
  { name: "JSON /api/health", path: "/api/health" },
];

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

function startApp(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "local",
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      PUBLIC_URL: `http://localhost:${APP_PORT}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function floorServer(body: Buffer, contentType: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": contentType, "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "redav-bench-"));
const app = startApp(dataDir);
try {
  await waitFor(`http://localhost:${APP_PORT}/api/health`, 60_000);
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per case; floor = node:http serving the same bytes\n`);
  console.log(`${"case".padEnd(20)}${"app req/s".padStart(12)}${"floor req/s".padStart(14)}${"app/floor".padStart(12)}`);
  for (const benchCase of CASES) {
    const appUrl = `http://127.0.0.1:${APP_PORT}${benchCase.path}`;
    const sample = await fetch(appUrl);
    const body = Buffer.from(await sample.arrayBuffer());
    const floor = await floorServer(body, sample.headers.get("content-type") ?? "text/plain");
    const floorRate = await measure(floor.url);
    floor.close();
    const appRate = await measure(appUrl);
    console.log(
      `${benchCase.name.padEnd(20)}${appRate.toFixed(0).padStart(12)}${floorRate.toFixed(0).padStart(14)}${(appRate / floorRate).toFixed(3).padStart(12)}`,
    );
  }
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
