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
import { DEMO_LOGINS } from "../seed/content/demo-logins";
import { BROWSER_HEADERS, cpuMs, pageCase, rawGet, signInCookie, startApp, waitFor } from "./http-kit";

const APP_PORT = 3281;
const ORIGIN = `http://localhost:${APP_PORT}`;
const TOGGLES = Number(process.env.BENCH_LEARNING_TOGGLES ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

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
  const target = { pid, origin: ORIGIN };
  await pageCase(target, "cached /university", () => "/university", BROWSER_HEADERS, DURATION_S);
  await pageCase(target, "render /university", () => `/university?_=${++miss}`, BROWSER_HEADERS, DURATION_S);
  await pageCase(target, "member /university", () => "/university", { ...BROWSER_HEADERS, cookie }, DURATION_S);
  await pageCase(target, "member lesson player", () => lessonPath, { ...BROWSER_HEADERS, cookie }, DURATION_S);
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
