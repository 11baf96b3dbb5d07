// npm run bench (second part): live notification delivery. BENCH_LIVE_CLIENTS (800 by default)
// concurrent Server-Sent Events clients spread over the demo network's accounts (10 streams each at
// 800; for more, the apps start with LIVE_STREAMS_PER_ACCOUNT raised to fit and each account signs
// in once per 10 streams, the most one session may hold, decision 020), 100 notifications a second
// for 10 s sent by an admin broadcast; latency is from the notification's commit (its created_at) to
// its receipt by each stream. Then the same with two instances on one PostgreSQL, clients and
// broadcasts split between them as a load balancer would.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from "../app/lib/live/streams.server";
import { DEMO_LOGINS, DEMO_PASSWORD } from "../seed/content/demo-logins";
import { demoCompanies, demoTechnicians } from "../seed/content/demo-people";

const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 800);
const RATE_PER_S = 100;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const run = promisify(execFile);
/** Every demo account but the admin's (who sends the broadcasts). */
const EMAILS = [
  ...Object.values(DEMO_LOGINS).filter((email) => email !== DEMO_LOGINS.admin),
  ...demoTechnicians().map((t) => t.email),
  ...demoCompanies().map((c) => c.email),
];
/** The per-account limit the apps start with: the default, or enough for CLIENTS streams over the accounts. */
const PER_ACCOUNT = Math.max(MAX_STREAMS_PER_USER, Math.ceil(CLIENTS / EMAILS.length));
const SESSIONS_PER_ACCOUNT = Math.ceil(PER_ACCOUNT / MAX_STREAMS_PER_SESSION);

type App = { origin: string; process: ChildProcess };
type Delivery = { latencyMs: number; instance: number };

function startApp(port: number, env: Record<string, string>): App {
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "local",
      PORT: String(port),
      LOG_LEVEL: "error",
      PUBLIC_URL: origin,
      TRUST_PROXY: "1",
      LIVE_STREAMS_PER_ACCOUNT: String(PER_ACCOUNT),
      MAX_CONNECTIONS: String(Math.max(5_000, CLIENTS + 1_000)),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { origin, process: child };
}

async function ready(app: App): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${app.origin}/api/health`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${app.origin} did not start`);
}

async function stop(app: App): Promise<void> {
  app.process.kill("SIGTERM");
  await new Promise((resolve) => app.process.once("exit", resolve));
}

let ipCounter = 1;
/** Signs a demo account in (each from its own address, as real members would) and returns its cookie. */
async function signIn(app: App, email: string): Promise<string> {
  ipCounter += 1;
  const response = await fetch(`${app.origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.origin, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.9.${ipCounter >> 8}.${ipCounter & 255}` },
    body: new URLSearchParams({ intent: "login", email, password: DEMO_PASSWORD }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookies.join("; ");
}

/** Opens one stream and records the latency of every notification it receives. */
function openStream(app: App, cookie: string, instance: number, deliveries: Delivery[]): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${app.origin}/api/notifications/stream`, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (!data) continue;
          const createdAt = Date.parse((JSON.parse(data.slice(6)) as { createdAt: string }).createdAt);
          deliveries.push({ latencyMs: Date.now() - createdAt, instance });
        }
      });
      resolve(response);
    });
    request.on("error", reject);
    request.end();
  });
}

function rssKiB(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** One scenario: clients and broadcasts spread over `apps` (as a load balancer would). */
async function scenario(label: string, apps: App[]): Promise<void> {
  const emails = EMAILS;
  const cookies = new Map<string, string[]>();
  for (const email of emails) {
    const sessions: string[] = [];
    for (let session = 0; session < SESSIONS_PER_ACCOUNT; session += 1) sessions.push(await signIn(apps[0], email));
    cookies.set(email, sessions);
  }
  const admin = await signIn(apps[0], DEMO_LOGINS.admin);
  const rssBefore = apps.map((app) => rssKiB(app.process.pid ?? 0));
  const deliveries: Delivery[] = [];
  const streamsPerEmail = new Map<string, number>();
  const streams: IncomingMessage[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const email = emails[index % emails.length];
    const instance = index % apps.length;
    const opened = streamsPerEmail.get(email) ?? 0;
    const cookie = cookies.get(email)?.[Math.floor(opened / MAX_STREAMS_PER_SESSION)] ?? "";
    streams.push(await openStream(apps[instance], cookie, instance, deliveries));
    streamsPerEmail.set(email, opened + 1);
  }
  const rssAfter = apps.map((app) => rssKiB(app.process.pid ?? 0));
  let expected = 0;
  let failures = 0;
  const sends: Promise<void>[] = [];
  const total = RATE_PER_S * SECONDS;
  const started = Date.now();
  for (let sent = 0; sent < total; sent += 1) {
    const due = started + (sent * 1000) / RATE_PER_S;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const email = emails[sent % emails.length];
    expected += streamsPerEmail.get(email) ?? 0;
    const through = apps[sent % apps.length];
    sends.push(
      fetch(`${through.origin}/admin/notifications.data`, {
        method: "POST",
        headers: { origin: through.origin, cookie: admin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ audience: "list", emails: email, title: `Aviso ${sent}`, message: "Prueba de carga" }),
      }).then(
        (response) => {
          if (!response.ok) failures += 1;
        },
        () => {
          failures += 1;
        },
      ),
    );
  }
  await Promise.all(sends);
  const deadline = Date.now() + 15_000;
  while (deliveries.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const stream of streams) stream.destroy();
  const sorted = deliveries.map((delivery) => delivery.latencyMs).sort((a, b) => a - b);
  console.log(`\n${label}: ${CLIENTS} streams over ${emails.length} accounts, ${total} notifications at ${RATE_PER_S}/s (${failures} sends failed)`);
  console.log(
    `  delivered ${deliveries.length} of ${expected}; commit → receipt p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`,
  );
  apps.forEach((_app, index) => {
    const own = deliveries
      .filter((delivery) => delivery.instance === index)
      .map((delivery) => delivery.latencyMs)
      .sort((a, b) => a - b);
    const perConnection = (rssAfter[index] - rssBefore[index]) / Math.ceil(CLIENTS / apps.length);
    console.log(
      `  instance ${index + 1}: p50 ${percentile(own, 50)} ms, p99 ${percentile(own, 99)} ms; memory ≈ ${perConnection.toFixed(1)} KiB per open stream (RSS growth)`,
    );
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "redav-live-"));
const single = startApp(3295, { DATA_DIR: dataDir });
try {
  await ready(single);
  await scenario("one instance, embedded database", [single]);
} finally {
  await stop(single);
  rmSync(dataDir, { recursive: true, force: true });
}

const { stdout } = await run(process.execPath, ["scripts/ci-database.mjs", "create"]).catch(() => ({ stdout: "" }));
const databaseUrl = stdout.trim();
if (!databaseUrl) {
  console.log("\ntwo instances: skipped (no PostgreSQL server answers)");
} else {
  try {
    await run(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl, APP_ENV: "local" } });
    const apps = [startApp(3296, { DATABASE_URL: databaseUrl }), startApp(3297, { DATABASE_URL: databaseUrl })];
    try {
      await Promise.all(apps.map(ready));
      await scenario("two instances, one PostgreSQL", apps);
    } finally {
      await Promise.all(apps.map(stop));
    }
  } finally {
    await run(process.execPath, ["scripts/ci-database.mjs", "drop", new URL(databaseUrl).pathname.slice(1)]);
  }
}
