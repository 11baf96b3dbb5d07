import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";
import { promisify } from "node:util";

/**
 * Production servers started by a spec itself (node server/index.js, NODE_ENV=production), each on
 * its own free port, with the environment the spec gives on top of a clean one.
 */

export const ROOT = new URL("../../", import.meta.url).pathname;
export const STARTUP_TIMEOUT_MS = 120_000;
export const STOP_TIMEOUT_MS = 15_000;
export const run = promisify(execFile);

/** Variables of the test runner's environment that would change what a spawned server does. */
const SERVER_VARIABLES = [
  "HOST",
  "PORT",
  "PUBLIC_URL",
  "APP_ENV",
  "DATABASE_URL",
  "DATA_DIR",
  "BETTER_AUTH_SECRET",
  "SMTP_URL",
  "TRUST_PROXY",
  "LOG_LEVEL",
  "OPERATOR_TOKEN",
  "ALLOW_LOCAL_MODE_ON_NETWORK",
  "HEADERS_TIMEOUT_MS",
  "REQUEST_TIMEOUT_MS",
  "KEEP_ALIVE_TIMEOUT_MS",
  "MAX_CONNECTIONS",
];

export type Instance = { name: string; port: number; url: string; process: ChildProcess; output: () => string };

/** A port nothing listens on (on any address) right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "0.0.0.0", () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** The test runner's environment without the variables that would change what a spawned server does. */
export function cleanEnvironment(): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of SERVER_VARIABLES) delete base[key];
  return base;
}

/**
 * Starts `node server/index.js` in production mode with `env` on top of a clean environment (from the
 * repository's folder, or `cwd`); resolves once /api/health answers 200.
 */
export async function startInstance(name: string, env: Record<string, string>, options: { cwd?: string } = {}): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${ROOT}server/index.js`], {
    cwd: options.cwd ?? ROOT,
    env: { ...cleanEnvironment(), NODE_ENV: "production", PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const instance: Instance = { name, port, url: `http://127.0.0.1:${port}`, process: child, output: () => output };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering /api/health:\n${output}`);
    }
    const status = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return instance;
    // Poll interval of the bounded health loop.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`${name} did not answer /api/health within ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
}

/** SIGTERM (the graceful shutdown), then SIGKILL if it is still running after STOP_TIMEOUT_MS. */
export async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  const child = instance.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The `name=value` pairs of a response's Set-Cookie headers that set a value (cleared cookies left out). */
export function cookiesOf(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .filter((pair) => /^[^=]+=.+/.test(pair));
}

/** A form POST to one instance, as its own page would send it (same Origin). */
export function postForm(instance: Instance, path: string, form: Record<string, string>, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: `http://localhost:${instance.port}`, "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return fetch(`${instance.url}${path}`, { method: "POST", headers, body: new URLSearchParams(form), redirect: "manual" });
}

/** A GET to one instance, without following redirects. */
export function get(instance: Instance, path: string, cookie?: string): Promise<Response> {
  return fetch(`${instance.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
}

/** A throwaway database on the local PostgreSQL (scripts/ci-database.mjs); throws when no server answers. */
export async function createThrowawayDatabase(): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/ci-database.mjs", "create"], { cwd: ROOT });
  const url = stdout.trim();
  if (!url) throw new Error("scripts/ci-database.mjs created no database: no PostgreSQL server answers (CI_POSTGRES_ADMIN_URL)");
  return url;
}

/** Drops a database made by createThrowawayDatabase (nothing when the URL is empty). */
export async function dropThrowawayDatabase(url: string): Promise<void> {
  const name = url ? new URL(url).pathname.slice(1) : "";
  if (name) await run(process.execPath, ["scripts/ci-database.mjs", "drop", name], { cwd: ROOT });
}
