import type { Db } from "~/db/client.server";
import { standingSessions } from "~/features/accounts/sessions.server";

/** The check each live-stream heartbeat runs: which of these sessions still stand now (the accounts feature's rule, handed to lib/live's streams by the server's start-up). */
export function sessionsStillStanding(db: Db): (sessionIds: string[]) => Promise<Set<string>> {
  return (sessionIds) => standingSessions(db, sessionIds, new Date());
}
