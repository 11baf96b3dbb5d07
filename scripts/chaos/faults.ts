// The faults, each caused in turn while the load runs: what was done, whether it took, and what recovery looks like.
import { type Claim, heldClaims, stillHeld } from "./claims";
import type { Cluster } from "./cluster";
import type { Database } from "./database";
import type { Instance } from "./instances";
import type { Load } from "./load";
import { say, seconds, sleep } from "./progress";
import type { StallingRelay } from "./relay";
import { dropStreams, HEARTBEAT_TIMEOUT_MS, type SseClient } from "./sse-clients";

export type Rig = {
  cluster: Cluster;
  /** The relay between the instances and the cluster (the suite's own pool goes direct). */
  relay: StallingRelay;
  db: Database;
  instances: Instance[];
  load: Load;
  clients: SseClient[];
  outboxBaseline: number;
  /** Claims an earlier fault already accounts for (a dead instance's lease outlives the next fault). */
  knownClaims: Set<number>;
};

export type FaultRecord = {
  phase: string;
  /** Whether the fault really happened (the server went down, the process died, streams broke). */
  caused: boolean;
  startedAt: number;
  /** When the fault was over: the database answering again, the killed instance ready, the last stream dropped. */
  endedAt: number;
  /** Facts about the fault for the report (how long, how many). */
  notes: string[];
  /** Claims the fault left held: finished only once their lease ran out. */
  claims: Claim[];
  /** Milliseconds from a dropped stream to its next open stream. */
  reconnects?: number[];
  /** Milliseconds the killed instance took to be ready again. */
  restartMs?: number;
};

const CLAIM_SETTLE_MS = 1_500;

/** Claims still held a moment after the fault, not already another fault's: those a worker lost (a live worker finishes its own in milliseconds). */
async function lostClaims(rig: Rig): Promise<Claim[]> {
  const held = (await heldClaims(rig.db, rig.outboxBaseline).catch(() => [])).filter((claim) => !rig.knownClaims.has(claim.id));
  await sleep(CLAIM_SETTLE_MS);
  const lost = await stillHeld(rig.db, held).catch(() => []);
  for (const claim of lost) rig.knownClaims.add(claim.id);
  return lost;
}

/** The first accepted action that started after `from`, or null. */
function firstAcceptedAfter(load: Load, from: number): number | null {
  const first = load.attempts.filter((attempt) => attempt.outcome === "accepted" && attempt.startedAt >= from).sort((a, b) => a.endedAt - b.endedAt)[0];
  return first ? first.endedAt : null;
}

/** Milliseconds from the fault's end to the end of the first action accepted after it (waits up to 20 s for one). */
export async function firstSuccessAfter(load: Load, from: number): Promise<number | null> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const at = firstAcceptedAfter(load, from);
    if (at !== null) return at - from;
    await sleep(100);
  }
  return null;
}

/** `pg_ctl restart -m fast`: every connection of both instances is cut; the server is back within a second or two. */
export async function restartDatabase(rig: Rig, phase: string): Promise<FaultRecord> {
  rig.load.phase = phase;
  const startedAt = Date.now();
  say(`${phase}: pg_ctl restart -m fast`);
  let caused = true;
  await rig.cluster.restartFast().catch((error: Error) => {
    caused = false;
    say(`  restart failed: ${error.message}\n${rig.cluster.logTail()}`);
  });
  const endedAt = Date.now();
  const claims = await lostClaims(rig);
  return { phase, caused, startedAt, endedAt, notes: [`server down and up again in ${seconds(endedAt - startedAt)}`], claims };
}

/** `pg_ctl stop -m fast`, then `pg_ctl start` after `downMs`: the instances run without a database meanwhile. */
export async function stopDatabase(rig: Rig, phase: string, downMs: number): Promise<FaultRecord> {
  rig.load.phase = phase;
  const startedAt = Date.now();
  say(`${phase}: pg_ctl stop -m fast, start again in ${seconds(downMs, 0)}`);
  let caused = true;
  await rig.cluster.stop().catch((error: Error) => {
    caused = false;
    say(`  stop failed: ${error.message}`);
  });
  const stoppedAt = Date.now();
  await sleep(Math.max(0, downMs - (stoppedAt - startedAt)));
  await rig.cluster.start();
  const endedAt = Date.now();
  const refused = rig.load.attempts.filter((attempt) => attempt.phase === phase && attempt.outcome !== "accepted" && attempt.startedAt < endedAt).length;
  if (refused === 0) caused = false;
  const claims = await lostClaims(rig);
  return { phase, caused, startedAt, endedAt, notes: [`database down ${seconds(endedAt - stoppedAt, 1)}`, `${refused} actions refused meanwhile`], claims };
}

/**
 * `kill -9` of one instance in the middle of a burst of actions through it, as soon as the
 * database shows claimed events, then a restart. So that the claims are the victim's, the other
 * instance is frozen (SIGSTOP) from the burst until the kill, at most 3 s. When the victim held no
 * claim at its death, it is restarted and killed again (at most `tries` times).
 */
export async function killInstance(rig: Rig, phase: string, victim: Instance, survivor: Instance, tries = 4): Promise<FaultRecord> {
  rig.load.phase = phase;
  const startedAt = Date.now();
  const notes: string[] = [];
  let claims: Claim[] = [];
  let restartMs = 0;
  let kills = 0;
  let caused = true;
  for (let attempt = 1; attempt <= tries && claims.length === 0; attempt += 1) {
    survivor.pause();
    const burst = rig.load.burst(victim, 24);
    let seen: Claim[] = [];
    for (const deadline = Date.now() + 3_000; seen.length === 0 && Date.now() < deadline; ) {
      seen = await heldClaims(rig.db, rig.outboxBaseline);
      if (seen.length === 0) await sleep(5);
    }
    await victim.kill9();
    survivor.resume();
    kills += 1;
    await burst;
    await sleep(CLAIM_SETTLE_MS);
    claims = await stillHeld(rig.db, seen);
    for (const claim of claims) rig.knownClaims.add(claim.id);
    say(`  kill -9 ${victim.name} (${kills}): ${seen.length} claims seen, ${claims.length} left held by the dead instance`);
    try {
      restartMs = await victim.start();
    } catch (error) {
      caused = false;
      notes.push(`restart failed: ${(error as Error).message.split("\n")[0]}`);
      break;
    }
  }
  notes.push(`${kills} kill -9 of ${victim.name} during a burst of 24 actions through it (${survivor.name} frozen until the kill), each restarted`);
  return { phase, caused, startedAt, endedAt: Date.now(), notes, claims, restartMs };
}

/**
 * Every `everyMs`, for `rounds` rounds, drops `fraction` of the open streams: abruptly (their sockets
 * destroyed) or silently (no longer read, nothing closed: only the heartbeat timeout tells the
 * client); clients resume with Last-Event-ID.
 */
export async function dropStreamsFault(
  rig: Rig,
  phase: string,
  rounds: number,
  fraction: number,
  everyMs: number,
  how: "abrupt" | "silent" = "abrupt",
): Promise<FaultRecord> {
  rig.load.phase = phase;
  const startedAt = Date.now();
  const marks = rig.clients.map((client) => client.recoveries.length);
  let dropped = 0;
  for (let round = 0; round < rounds; round += 1) {
    dropped += dropStreams(rig.clients, fraction, how);
    await sleep(everyMs);
  }
  const endedAt = Date.now();
  const patience = how === "silent" ? HEARTBEAT_TIMEOUT_MS + 10_000 : 10_000;
  for (let waited = 0; waited < patience && rig.clients.some((client) => !client.open); waited += 100) await sleep(100);
  const reconnects = rig.clients.flatMap((client, index) => client.recoveries.slice(marks[index]));
  const caused = dropped > 0 && reconnects.length >= dropped;
  return {
    phase,
    caused,
    startedAt,
    endedAt,
    notes: [`${dropped} streams dropped in ${rounds} rounds`, `${reconnects.length} resumed`],
    claims: [],
    reconnects,
  };
}

/** An instance's readiness asked once: its status (0 when it gave no answer within 10 s) and how long it took. */
async function readiness(instance: Instance): Promise<{ name: string; status: number; ms: number }> {
  const started = Date.now();
  const status = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(10_000) }).then(
    (response) => response.status,
    () => 0,
  );
  return { name: instance.name, status, ms: Date.now() - started };
}

/**
 * The network to PostgreSQL stalls for `stallMs`: the relay keeps every connection open and forwards
 * no byte (new connections are accepted and go nowhere), as a partition that drops packets; then it
 * heals and lets the held bytes through. Actions started meanwhile are refused with 503 within the
 * server's bounds (at least one must be, or the fault was not caused; those still unanswered after
 * the load's 8 s are counted), and readiness, asked on every instance a second into the stall, must
 * answer 503.
 */
export async function stallNetwork(rig: Rig, phase: string, stallMs: number): Promise<FaultRecord> {
  rig.load.phase = phase;
  const startedAt = Date.now();
  say(`${phase}: the relay to PostgreSQL stops forwarding; it heals in ${seconds(stallMs, 0)}`);
  rig.relay.stall();
  await sleep(1_000);
  const ready = await Promise.all(rig.instances.map(readiness));
  await sleep(Math.max(0, stallMs - (Date.now() - startedAt)));
  rig.relay.heal();
  const endedAt = Date.now();
  const during = rig.load.attempts.filter((attempt) => attempt.phase === phase && attempt.startedAt < endedAt);
  const refused = during.filter((attempt) => attempt.outcome === "refused").length;
  const hung = during.filter((attempt) => attempt.outcome === "uncertain").length;
  const slowest = Math.max(0, ...during.filter((attempt) => attempt.outcome === "refused").map((attempt) => attempt.endedAt - attempt.startedAt));
  const caused = refused > 0 && ready.every((answer) => answer.status === 503);
  const claims = await lostClaims(rig);
  return {
    phase,
    caused,
    startedAt,
    endedAt,
    notes: [
      `network stalled ${seconds(endedAt - startedAt, 1)} (connections kept open, no byte forwarded)`,
      `readiness during the stall: ${ready.map((answer) => `${answer.name} ${answer.status || "no answer"} in ${seconds(answer.ms)}`).join(", ")}`,
      `${refused} actions refused and ${hung} left unanswered (8 s) meanwhile; the slowest refusal took ${seconds(slowest)}`,
    ],
    claims,
  };
}

/**
 * `kill -9` of PostgreSQL's postmaster (fsync on), then a start as soon as its backends have gone:
 * the server recovers from its write-ahead log; nothing committed may be lost.
 */
export async function crashDatabase(rig: Rig, phase: string): Promise<FaultRecord> {
  rig.load.phase = phase;
  const startedAt = Date.now();
  say(`${phase}: kill -9 of the postmaster, then start again`);
  let caused = true;
  const notes: string[] = [];
  try {
    const pid = await rig.cluster.crash();
    const killedAt = Date.now();
    await rig.cluster.startAfterCrash();
    notes.push(`postmaster ${pid} killed; started again and recovered in ${seconds(Date.now() - killedAt)}`);
  } catch (error) {
    caused = false;
    notes.push(`crash or restart failed: ${(error as Error).message.split("\n")[0]}`);
    say(`  ${notes.at(-1)}\n${rig.cluster.logTail()}`);
  }
  const endedAt = Date.now();
  const claims = await lostClaims(rig);
  return { phase, caused, startedAt, endedAt, notes, claims };
}
