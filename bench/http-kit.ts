// The HTTP pieces the benchmarks share: raw requests, waiting for a server, a demo sign-in, CPU time.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { type Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { DEMO_LOGINS, DEMO_PASSWORD } from "../seed/content/demo-logins";

const CLOCK_TICKS_PER_SECOND = 100;

export type Raw = { status: number; headers: Record<string, string>; body: Buffer };

/** One request with the given headers, answered as raw bytes (no decompression), on `agent` when given. */
export function rawGet(url: string, headers: Record<string, string>, agent?: Agent): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [key, value] of Object.entries(res.headers)) if (typeof value === "string") flat[key] = value;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

/** The session cookie of a demo account (the bronze member unless told), signed in through the login form of the app at `origin`. */
export async function signInCookie(origin: string, email: string = DEMO_LOGINS.bronze): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password: DEMO_PASSWORD }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`sign-in for the benchmark failed: ${response.status}`);
  return cookies.join("; ");
}

/** CPU time (user + system) the process has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** A bare node:http server answering every request with these exact bytes and headers: the floor a page is compared with. */
export async function floorServer(sample: Raw): Promise<{ url: string; close: () => void }> {
  const headers: Record<string, string | number> = { "content-type": sample.headers["content-type"] ?? "text/plain", "content-length": sample.body.length };
  if (sample.headers["content-encoding"]) headers["content-encoding"] = sample.headers["content-encoding"];
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(sample.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

/** The built app in production mode on `port`, with its data in `dataDir`, on the PostgreSQL of `databaseUrl` or else the embedded database. */
export function startApp(port: number, dataDir: string, databaseUrl?: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "local",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    PUBLIC_URL: `http://localhost:${port}`,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return spawn(process.execPath, ["server/index.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
}

/** The headers a browser sends for a page (what the compression and the page cache see). */
export const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "es-419,es;q=0.9,en;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

/**
 * One page case: the app and a floor replaying its bytes under autocannon (10 connections, `seconds`
 * each), printed as size, req/s, floor req/s, their ratio and the app's CPU ms per request. A non-2xx
 * answer throws.
 */
export async function pageCase(
  app: { pid: number; origin: string },
  name: string,
  pathFor: () => string,
  headers: Record<string, string>,
  seconds: number,
): Promise<void> {
  const connections = 10;
  const sample = await rawGet(`${app.origin}${pathFor()}`, headers);
  if (sample.status !== 200) throw new Error(`${name} answered ${sample.status}`);
  const floor = await floorServer(sample);
  const floorResult = await autocannon({ url: floor.url, connections, duration: seconds, headers });
  floor.close();
  const cpuBefore = cpuMs(app.pid);
  const appResult = await autocannon({
    url: app.origin,
    connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: pathFor(), headers }) }],
  });
  if (appResult.non2xx > 0 || appResult.errors > 0) throw new Error(`${name}: ${appResult.non2xx} non-2xx, ${appResult.errors} errors`);
  const cpu = (cpuMs(app.pid) - cpuBefore) / Math.max(1, appResult.requests.total);
  console.log(
    `${name.padEnd(26)}${(sample.body.length / 1024).toFixed(1).padStart(7)} KiB${appResult.requests.average.toFixed(0).padStart(9)} req/s${floorResult.requests.average.toFixed(0).padStart(9)} floor${(appResult.requests.average / floorResult.requests.average).toFixed(3).padStart(8)}${cpu.toFixed(2).padStart(9)} ms CPU`,
  );
}
