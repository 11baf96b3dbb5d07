// The faults, each caused in turn while the load runs: what was done, whether it took, and what recovery looks like.
import { type Claim, heldClaims, stillHeld } from "./claims";
import type { Cluster } from "./cluster";
import type { Database } from "./database";
import type { Instance } from "./instances";
import type { Load } from "./load";
import { say, seconds, sleep } from "./progress";
import { dropStreams, type SseClient } from "./sse-clients";

export type Rig = {
  cluster: Cluster;
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

/** Every `everyMs`, for `rounds` rounds, destroys the sockets of `fraction` of the open streams; clients resume with Last-Event-ID. */
export async function dropStreamsFault(rig: Rig, phase: string, rounds: number, fraction: number, everyMs: number): Promise<FaultRecord> {
  rig.load.phase = phase;
  const startedAt = Date.now();
  let dropped = 0;
  for (let round = 0; round < rounds; round += 1) {
    dropped += dropStreams(rig.clients, fraction);
    await sleep(everyMs);
  }
  const endedAt = Date.now();
  for (let waited = 0; waited < 10_000 && rig.clients.some((client) => !client.open); waited += 100) await sleep(100);
  const reconnects = rig.clients.flatMap((client) => client.recoveries);
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
