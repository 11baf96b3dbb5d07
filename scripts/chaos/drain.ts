// Waiting for the system to finish what it accepted: every change notified, every notification streamed.
import type { Attempt } from "./actions";
import type { Database } from "./database";
import { type Baseline, type Facts, readFacts } from "./facts";
import { sleep } from "./progress";
import type { SseClient } from "./sse-clients";
import { settled } from "./tally";

/** Reads the facts until every committed change is notified and nothing of the load is pending, or until `deadline` (epoch ms). */
export async function drainDatabase(
  db: Database,
  prefix: string,
  baseline: Baseline,
  attempts: Attempt[],
  deadline: number,
): Promise<{ facts: Facts; done: boolean }> {
  for (;;) {
    const facts = await readFacts(db, prefix, baseline);
    if (settled(facts, attempts)) return { facts, done: true };
    if (Date.now() >= deadline) return { facts, done: false };
    await sleep(500);
  }
}

/** Whether each client has seen every notification of its member that the facts list. */
function caughtUp(clients: SseClient[], facts: Facts): boolean {
  return clients.every((client) => facts.notifications.every((row) => row.userId !== client.member.id || client.seen.has(row.id)));
}

/** Waits until every client has received every notification of its member, or `timeoutMs`; whether they all did. */
export async function catchUp(clients: SseClient[], facts: Facts, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) {
    if (caughtUp(clients, facts)) return true;
  }
  return caughtUp(clients, facts);
}
