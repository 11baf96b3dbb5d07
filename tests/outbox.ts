import { processDueEvents } from "~/lib/outbox/worker.server";
import { testDb } from "./setup/test-database";

/** Runs the outbox until nothing is due (what the worker of a running server does after each commit). */
export async function drainOutbox(now: () => Date = () => new Date()): Promise<void> {
  while ((await processDueEvents({ db: testDb(), now })) > 0);
}
