// npm run chaos: the fault suite. Two production instances on a throwaway PostgreSQL cluster (behind
// a TCP relay) take a steady mix of messages, follows and notices while live streams listen; the
// database is restarted, stopped for 15 s and crashed (kill -9 of its postmaster), the network to it
// stalls for 20 s, an instance is killed under load and streams are dropped, abruptly and silently;
// then one instance on an embedded data dir is killed ten times. Nothing accepted may be lost or duplicated. Prints a
// Markdown table (also in tmp/chaos-report.md) and exits 1 on any loss, duplicate or fault not caused.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { finishedAfterLease } from "./claims";
import { cleanUp, cleanUpOnSignals, onCleanup } from "./cleanup";
import { type Cluster, createCluster } from "./cluster";
import { postgresDatabase } from "./database";
import { seedDemoNetwork } from "./demo-seed";
import { catchUp, drainDatabase } from "./drain";
import { type Baseline, readBaseline } from "./facts";
import {
  crashDatabase,
  dropStreamsFault,
  type FaultRecord,
  firstSuccessAfter,
  killInstance,
  type Rig,
  restartDatabase,
  stallNetwork,
  stopDatabase,
} from "./faults";
import { Instance } from "./instances";
import { Load } from "./load";
import { pgliteKillCycles } from "./pglite-cycles";
import { freePort } from "./ports";
import { say, seconds, sleep } from "./progress";
import { claimsSentence, firstActionSentence, reconnectSentence, spread } from "./recovery";
import { StallingRelay } from "./relay";
import { markdownReport, passed, type ReportRow, writeReport } from "./report";
import { snapshotApp } from "./snapshot";
import { openClients } from "./sse-clients";
import { refusalSummary, tallyRun } from "./tally";
import { chooseCast, signInCast, type WorldSize } from "./world";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOG_DIR = path.join(ROOT, "tmp/chaos");
const REPORT_FILE = path.join(ROOT, "tmp/chaos-report.md");
/** The site's public origin, shared by both instances as behind one load balancer; every mutation claims it. */
const ORIGIN = "http://chaos.redav.test";
const SIZE: WorldSize = { watched: 8, companies: 4, followers: 24 };
const CLIENTS_PER_MEMBER = 3;
const WORKERS = 3;
const PAUSE_MS = 200;
const AFTER_FAULT_MS = 5_000;
const PHASES = {
  control: "none (control)",
  kill: "kill -9 of one instance under load",
  restart: "PostgreSQL fast restart",
  stop: "PostgreSQL stopped 15 s",
  crash: "PostgreSQL crash (kill -9 of the postmaster, fsync on)",
  stall: "network to PostgreSQL stalled 20 s",
  drops: "10 % of streams dropped (×12)",
  silentDrops: "10 % of streams dropped silently (×12)",
} as const;
const STALL_MS = 20_000;

/** The two instances' part: the faults on PostgreSQL, judged once everything accepted is done. */
async function postgresFaults(runId: string, secret: string, appRoot: string, cluster: Cluster, setup: string[]): Promise<ReportRow[]> {
  const databaseUrl = cluster.url;
  const relay = await StallingRelay.open({ host: "127.0.0.1", port: cluster.port });
  onCleanup("relay to PostgreSQL", () => relay.close());
  const env = {
    APP_ENV: "production",
    DATABASE_URL: relay.urlFor(databaseUrl),
    PUBLIC_URL: ORIGIN,
    BETTER_AUTH_SECRET: secret,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  };
  const [a, b] = [
    new Instance("A", await freePort(), appRoot, env, path.join(LOG_DIR, "instance-a.log")),
    new Instance("B", await freePort(), appRoot, env, path.join(LOG_DIR, "instance-b.log")),
  ];
  const instances = [a, b];
  const started = await Promise.all(instances.map((instance) => instance.start()));
  say(`instances A and B ready (${started.map((ms) => seconds(ms, 1)).join(", ")})`);
  const db = postgresDatabase(databaseUrl);
  onCleanup("suite's database pool", () => db.close());
  const baseline = await readBaseline(db);
  const world = await signInCast(a, ORIGIN, await chooseCast(db, SIZE));
  const clients = openClients(world.watched, instances, CLIENTS_PER_MEMBER, baseline.notificationId);
  onCleanup("live streams", () => {
    for (const client of clients) client.stop();
  });
  const load = new Load(world, () => instances, { workers: WORKERS, pauseMs: PAUSE_MS, runId });
  try {
    return await faultsUnderLoad(
      { runId, cluster, relay, db, instances, load, clients, outboxBaseline: baseline.outboxId, knownClaims: new Set() },
      baseline,
      setup,
    );
  } finally {
    await load.stop();
    for (const client of clients) client.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await db.close();
    await relay.close();
  }
}

/** Runs the load with each fault in turn, drains, and tallies each phase. */
async function faultsUnderLoad(rig: Rig & { runId: string }, baseline: Baseline, setup: string[]): Promise<ReportRow[]> {
  const { runId, db, load, clients, instances } = rig;
  const [a, b] = instances;
  const world = load.world;
  setup.push(
    `two instances on one PostgreSQL (fsync on), reaching it through a TCP relay of the suite's (the suite reads the database directly); ${world.watched.length} watched members with ${CLIENTS_PER_MEMBER} live streams each (${clients.length}, spread over both instances); ${world.companies.length} companies write to them, ${SIZE.followers} members follow them (${world.pairs.length} follows possible), the admin sends them notices`,
  );
  say(`${clients.length} live streams open; load starts`);
  load.phase = PHASES.control;
  load.start();
  await sleep(6_000);
  const faults: FaultRecord[] = [];
  faults.push(await killInstance(rig, PHASES.kill, a, b));
  await sleep(AFTER_FAULT_MS);
  faults.push(await restartDatabase(rig, PHASES.restart));
  const afterRestart = await firstSuccessAfter(load, faults[1].endedAt);
  await sleep(AFTER_FAULT_MS);
  faults.push(await stopDatabase(rig, PHASES.stop, 15_000));
  const afterStop = await firstSuccessAfter(load, faults[2].endedAt);
  await sleep(AFTER_FAULT_MS);
  faults.push(await crashDatabase(rig, PHASES.crash));
  const afterCrash = await firstSuccessAfter(load, faults[3].endedAt);
  await sleep(AFTER_FAULT_MS);
  faults.push(await stallNetwork(rig, PHASES.stall, STALL_MS));
  const afterStall = await firstSuccessAfter(load, faults[4].endedAt);
  await sleep(AFTER_FAULT_MS);
  say(`${PHASES.drops}`);
  faults.push(await dropStreamsFault(rig, PHASES.drops, 12, 0.1, 1_000));
  await sleep(2_000);
  say(`${PHASES.silentDrops} (each found by the heartbeat timeout)`);
  faults.push(await dropStreamsFault(rig, PHASES.silentDrops, 12, 0.1, 1_000, "silent"));
  await sleep(2_000);
  await load.stop();
  const leaseEnds = faults.flatMap((fault) => fault.claims.map((claim) => claim.lockedUntil.getTime()));
  const deadline = Math.max(Date.now() + 20_000, ...leaseEnds.map((end) => end + 10_000));
  say(
    `load stopped (${load.attempts.length} actions, ${load.accepted} accepted); waiting for the system to finish (at most ${seconds(deadline - Date.now(), 0)})`,
  );
  const { facts, done } = await drainDatabase(db, `chaos-${runId}-`, baseline, load.attempts, deadline);
  const streamed = await catchUp(clients, facts, 15_000);
  say(
    `drained: ${done ? "every change notified" : `NOT every change notified (${facts.pending} pending)`}${facts.parked ? `, ${facts.parked} events parked` : ""}; ${streamed ? "every stream caught up" : "NOT every stream caught up"}`,
  );
  const tallies = tallyRun(Object.values(PHASES), load.attempts, facts, clients);
  const delays = await Promise.all(faults.map((fault) => finishedAfterLease(db, fault.claims)));
  const [kill, , , , , drops, silentDrops] = faults;
  const recovery = new Map<string, string>([
    [PHASES.control, "—"],
    [
      PHASES.kill,
      [`A restarted and ready in ${seconds(kill.restartMs ?? 0, 1)}`, claimsSentence(delays[0], "the dead instance") || "it held no claim when it died"]
        .filter(Boolean)
        .join("; "),
    ],
    [PHASES.restart, [firstActionSentence(afterRestart), claimsSentence(delays[1], "the cut connections")].filter(Boolean).join("; ")],
    [PHASES.stop, [firstActionSentence(afterStop), claimsSentence(delays[2], "the cut connections")].filter(Boolean).join("; ")],
    [PHASES.crash, [firstActionSentence(afterCrash), claimsSentence(delays[3], "the crashed server's connections")].filter(Boolean).join("; ")],
    [PHASES.stall, [firstActionSentence(afterStall), claimsSentence(delays[4], "the stalled connections")].filter(Boolean).join("; ")],
    [PHASES.drops, reconnectSentence(drops.reconnects ?? [])],
    [PHASES.silentDrops, reconnectSentence(silentDrops.reconnects ?? [])],
  ]);
  const byPhase = new Map(faults.map((fault) => [fault.phase, fault]));
  return tallies.map((tally) => {
    const fault = byPhase.get(tally.phase);
    const refusals = refusalSummary(load.attempts, tally.phase);
    const notes = [...(fault?.notes ?? []), ...(refusals ? [`not accepted: ${refusals}`] : [])];
    return { fault: tally.phase, caused: fault?.caused ?? true, tally, recovery: recovery.get(tally.phase) ?? "—", notes };
  });
}

/** The whole suite; the rows of the report. */
async function main(runId: string, setup: string[]): Promise<ReportRow[]> {
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  const appRoot = await snapshotApp(ROOT, path.join(LOG_DIR, "app"));
  const migrations = path.join(appRoot, "drizzle");
  say("creating a throwaway PostgreSQL cluster");
  const cluster = await createCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), "redav-chaos-pglite-"));
  onCleanup("embedded data dir", () => rmSync(dataDir, { recursive: true, force: true }));
  say(`cluster on port ${cluster.port}; seeding the demo network into it`);
  await seedDemoNetwork({ DATABASE_URL: cluster.url }, migrations);
  // The embedded seed is slow (WASM): it runs while the PostgreSQL faults do; a failure shows when it is awaited.
  const embeddedSeed = seedDemoNetwork({ DATA_DIR: dataDir }, migrations).then(
    () => null,
    (error: Error) => error,
  );
  const rows = await postgresFaults(runId, secret, appRoot, cluster, setup);
  await cluster.destroy();
  const seedError = await embeddedSeed;
  if (seedError) throw seedError;
  say("PGlite: 10 cycles of load, kill -9 and restart");
  const pglite = await pgliteKillCycles({ appRoot, dataDir, runId, logDir: LOG_DIR, origin: ORIGIN, secret, cycles: 10, size: SIZE });
  const times = pglite.restartMs.map((ms) => ms / 1000);
  const recovery = [
    `restarted ${pglite.restartMs.length}/10, ready in ${spread(times).replace(/^\+/, "")}`,
    claimsSentence(pglite.leaseDelays, "killed processes"),
  ].filter(Boolean);
  rows.push({ fault: pglite.phase, caused: pglite.caused, tally: pglite.tally, recovery: recovery.join("; "), notes: pglite.notes });
  setup.push(`one instance on an embedded data dir (PGlite) for the kill -9 cycles, ${SIZE.watched} watched members with 2 live streams each`);
  return rows;
}

cleanUpOnSignals();
const runId = Date.now().toString(36);
const startedAt = Date.now();
const setup = [
  `${new Date().toISOString()}, ${availableParallelism()} cores, Node ${process.versions.node}; instances: NODE_ENV=production APP_ENV=production node server/index.js; logs in tmp/chaos/`,
  `load: ${WORKERS} workers, each an action then a ${PAUSE_MS} ms pause (half private messages, a quarter follows, a quarter admin notices to two members), through the running instances in turn, as members signed in over HTTP with a same-origin Origin`,
  "retry policy: an action refused (4xx/5xx, 503 during an outage) or unanswered (connection cut, 8 s timeout) is not caused and never resent as is (it may have been done); the worker backs off 250 ms doubling to 2 s and sends a new action with a new marker. Whatever the database holds is checked, answered or not",
  "live streams reconnect 250 ms after a drop or end (doubling to 2 s while refused) with Last-Event-ID, to the next instance when theirs refuses the connection; a stream silent for 40 s (the server's 30 s heartbeat and 10 s of slack) is taken for lost and resumed the same way",
  "delivered: DB = committed changes × recipients with their notification; SSE = each live stream × every notification of its member. Lost = accepted but not stored, stored but not notified, notified but not streamed; duplicated = twice in the database, twice on a stream, or on another member's stream",
];
let code = 1;
try {
  const rows = await main(runId, setup);
  setup.push(`total ${seconds(Date.now() - startedAt, 0)} (without the build)`);
  const report = markdownReport(rows, setup);
  writeReport(REPORT_FILE, report);
  console.log(`\n${report}`);
  code = passed(rows) ? 0 : 1;
} catch (error) {
  console.error(`\nthe fault suite could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUp();
}
say(code === 0 ? "passed" : "FAILED");
process.exit(code);
