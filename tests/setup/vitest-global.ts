import { dropWorkerDatabases } from "./worker-databases";

/** Vitest's global setup: once the run is over, the workers' own PostgreSQL databases are dropped. */
export default function setup(): () => Promise<void> {
  return async () => {
    const shared = process.env.TEST_DATABASE_URL;
    if (shared) await dropWorkerDatabases(shared);
  };
}
