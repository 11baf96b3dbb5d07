// npm run bench (sixth part): the learning area (issue 22) on the built app with the demo network
// (nine courses) in a temporary DATA_DIR, on the embedded database. It reports:
//  1. the progress toggle: p50 and p95 of one 'Marcar como completada' / its undo at a time, as the
//     lesson player posts it with JavaScript (the `.data` action), and the app's CPU ms per toggle;
//  2. the catalogue: requests/s of /university against a bare node:http floor replaying the same
//     bytes (as bench/run.ts), and CPU ms per request: cached (a visitor's page-cache hit), render (a
//     visitor's miss: a parameter the loader ignores, new on every request) and a signed-in member.
// Slowness never fails the run; a non-200 answer does.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_LOGINS } from "../app/features/demo/demo-logins";
import { cpuMs, floorServer, rawGet, signInCookie, startApp, waitFor } from "./http-kit";

const APP_PORT = 3281;
const ORIGIN = `http://localhost:${APP_PORT}`;
const TOGGLES = Number(process.env.BENCH_LEARNING_TOGGLES ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "es-419,es;q=0.9,en;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The progress toggle, one at a time: the lesson player's `.data` POST of `completed` 1 and 0 in turn. */
async function toggles(pid: number, cookie: string, lessonPath: string): Promise<void> {
  const post = (completed: string) =>
    fetch(`${ORIGIN}${lessonPath}.data`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ completed }),
    });
  for (let warm = 0; warm < 20; warm++) await (await post(warm % 2 ? "0" : "1")).arrayBuffer();
  const samples: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let run = 0; run < TOGGLES; run++) {
    const started = performance.now();
    const response = await post(run % 2 ? "0" : "1");
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`toggle answered ${response.status}`);
  }
  const cpu = (cpuMs(pid) - cpuBefore) / TOGGLES;
  console.log(
    `progress toggle (${TOGGLES}, one at a time): p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms, app CPU ${cpu.toFixed(2)} ms/toggle`,
  );
}

/** One catalogue case: the app and its floor under autocannon, and the app's CPU per request. */
async function catalogueCase(pid: number, name: string, pathFor: () => string, headers: Record<string, string>): Promise<void> {
  const sample = await rawGet(`${ORIGIN}${pathFor()}`, headers);
  if (sample.status !== 200) throw new Error(`${name} answered ${sample.status}`);
  const floor = await floorServer(sample);
  const floorResult = await autocannon({ url: floor.url, connections: CONNECTIONS, duration: DURATION_S, headers });
  floor.close();
  const cpuBefore = cpuMs(pid);
  const appResult = await autocannon({
    url: ORIGIN,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: pathFor(), headers }) }],
  });
  if (appResult.non2xx > 0 || appResult.errors > 0) throw new Error(`${name}: ${appResult.non2xx} non-2xx, ${appResult.errors} errors`);
  const cpu = (cpuMs(pid) - cpuBefore) / Math.max(1, appResult.requests.total);
  console.log(
    `${name.padEnd(26)}${(sample.body.length / 1024).toFixed(1).padStart(7)} KiB${appResult.requests.average.toFixed(0).padStart(9)} req/s${floorResult.requests.average.toFixed(0).padStart(9)} floor${(appResult.requests.average / floorResult.requests.average).toFixed(3).padStart(8)}${cpu.toFixed(2).padStart(9)} ms CPU`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "redav-bench-learning-"));
const app = startApp(APP_PORT, dataDir);
try {
  await waitFor(`${ORIGIN}/api/health`, 120_000);
  const pid = app.pid ?? 0;
  const cookie = await signInCookie(ORIGIN, DEMO_LOGINS.gold);
  const mine = (await rawGet(`${ORIGIN}/courses`, { cookie })).body.toString("utf8");
  const lessonPath = mine.match(/\/courses\/sistemas-pa-alineacion\/\d+/)?.[0];
  if (!lessonPath) throw new Error("the demo gold member has no lesson to toggle");
  console.log("\nlearning (PGlite, demo network)");
  await toggles(pid, cookie, lessonPath);
  let miss = 0;
  await catalogueCase(pid, "cached /university", () => "/university", BROWSER_HEADERS);
  await catalogueCase(pid, "render /university", () => `/university?_=${++miss}`, BROWSER_HEADERS);
  await catalogueCase(pid, "member /university", () => "/university", { ...BROWSER_HEADERS, cookie });
  await catalogueCase(pid, "member lesson player", () => lessonPath, { ...BROWSER_HEADERS, cookie });
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
