// kill -9 cycles on the embedded database: one instance on a data dir, killed under load and restarted, again and again.
import { existsSync } from "node:fs";
import path from "node:path";
import { type Claim, finishedAfterLease } from "./claims";
import { type Database, pgliteDatabase } from "./database";
import { catchUp } from "./drain";
import { type Baseline, type Facts, readBaseline, readFacts } from "./facts";
import { Instance } from "./instances";
import { Load } from "./load";
import { freePort } from "./ports";
import { say, seconds, sleep } from "./progress";
import { openClients } from "./sse-clients";
import { mergeTallies, refusalSummary, settled, type Tally, tallyRun } from "./tally";
import { chooseCast, signInCast, type WorldSize } from "./world";

export type PgliteOptions = {
  appRoot: string;
  dataDir: string;
  runId: string;
  logDir: string;
  origin: string;
  secret: string;
  cycles: number;
  size: WorldSize;
};
export type PgliteResult = {
  phase: string;
  tally: Tally;
  caused: boolean;
  notes: string[];
  restartMs: number[];
  /** Seconds from the end of each lease a killed process left to its event's processing. */
  leaseDelays: (number | null)[];
};

/** Follow notifications wait up to 10 s for their batch, and workers poll every 2 s. */
const BATCH_SETTLE_MS = 12_000;
const DRAIN_ROUNDS = 5;
const LEASE_MARGIN_MS = 3_000;

/** Opens the data dir (the instance must be stopped), runs `work` on it, closes it. */
async function withData<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await pgliteDatabase(dataDir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** The events still held by a claim, read while the instance is stopped: only a killed process can have left them. */
async function orphanClaims(db: Database, baseline: Baseline): Promise<Claim[]> {
  const rows = await db.query<{ id: string; locked_until: Date }>(
    `select id, locked_until from outbox where id > $1 and processed_at is null and parked_at is null and locked_until > now()
       and type in ('message.sent', 'follow.created', 'notification.broadcast')`,
    [baseline.outboxId],
  );
  return rows.map((row) => ({ id: Number(row.id), lockedUntil: new Date(row.locked_until) }));
}

/**
 * Runs `cycles` rounds of load, `kill -9` and restart on one instance with an embedded DATA_DIR
 * (its lock file is left behind by each kill and must be taken over), then lets the last instance
 * finish: stopped, the data dir is read; while claims a killed process left are held, it is started
 * again until their lease is over. Finally every live stream must have caught up.
 */
export async function pgliteKillCycles(options: PgliteOptions): Promise<PgliteResult> {
  const phase = `kill -9 ×${options.cycles} (PGlite)`;
  const { cast, baseline } = await withData(options.dataDir, async (db) => ({ cast: await chooseCast(db, options.size), baseline: await readBaseline(db) }));
  const env = {
    APP_ENV: "production",
    DATA_DIR: options.dataDir,
    PUBLIC_URL: options.origin,
    BETTER_AUTH_SECRET: options.secret,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  };
  const instance = new Instance("pglite", await freePort(), options.appRoot, env, path.join(options.logDir, "pglite.log"));
  const lockFile = `${path.resolve(options.dataDir, "pglite")}.lock`;
  const notes: string[] = [];
  const restartMs: number[] = [];
  let caused = true;
  let staleLocks = 0;
  await instance.start();
  const world = await signInCast(instance, options.origin, cast);
  const clients = openClients(world.watched, [instance], 2, baseline.notificationId);
  const load = new Load(world, () => [instance], { workers: 2, pauseMs: 150, runId: `${options.runId}p` });
  load.phase = phase;
  load.start();
  for (let cycle = 1; cycle <= options.cycles && caused; cycle += 1) {
    await sleep(1_500 + Math.random() * 1_000);
    await instance.kill9();
    if (existsSync(lockFile)) staleLocks += 1;
    try {
      restartMs.push(await instance.start());
    } catch (error) {
      caused = false;
      notes.push(`restart ${cycle} failed: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  say(`  ${restartMs.length} restarts after kill -9 (${staleLocks} left a stale lock file); letting the last one finish`);
  await sleep(1_500);
  await load.stop();
  notes.push(`${restartMs.length}/${options.cycles} restarts after kill -9, ${staleLocks} over a stale lock file`);

  let facts: Facts | null = null;
  let orphans: Claim[] = [];
  await sleep(BATCH_SETTLE_MS);
  for (let round = 1; round <= DRAIN_ROUNDS && caused; round += 1) {
    await instance.stop();
    const read = await withData(options.dataDir, async (db) => ({
      facts: await readFacts(db, `chaos-${options.runId}p-`, baseline),
      held: await orphanClaims(db, baseline),
    }));
    facts = read.facts;
    if (round === 1) orphans = read.held;
    await instance.start();
    if (settled(facts, load.attempts)) break;
    // Once the leases are over, a worker polls within 2 s and a follow batch is already due.
    const wait = Math.max(0, ...read.held.map((claim) => claim.lockedUntil.getTime() - Date.now())) + LEASE_MARGIN_MS;
    say(`  not finished yet (${facts.pending} events pending, ${read.held.length} held by a dead process's lease): waiting ${seconds(wait, 0)}`);
    await sleep(wait);
  }
  if (!facts) throw new Error("PGlite cycles: nothing was read");
  await catchUp(clients, facts, 15_000);
  for (const client of clients) client.stop();
  await instance.stop();
  const leaseDelays = await withData(options.dataDir, (db) => finishedAfterLease(db, orphans));
  const follows = load.attempts.filter((attempt) => attempt.kind === "follow").length;
  if (follows === 0) notes.push("no follows (every pair was used)");
  const tally = mergeTallies(phase, tallyRun([phase], load.attempts, facts, clients));
  const refusals = refusalSummary(load.attempts, phase);
  if (refusals) notes.push(`not accepted: ${refusals}`);
  return { phase, tally, caused, notes, restartMs, leaseDelays };
}
