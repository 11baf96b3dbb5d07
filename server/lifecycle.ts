import { type DatabaseHandle, openDatabase, REQUEST_TIMEOUTS } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { watchReachability } from "~/db/reachability.server";
import { loadAuthSecret } from "~/lib/auth-secret.server";
import { activeSigningKey } from "~/lib/credentials/signing-keys.server";
import { env, isDeployed } from "~/lib/env.server";
import { startPeriodicJobs } from "~/lib/jobs/periodic.server";
import { type Hub, openHub } from "~/lib/live/hub.server";
import { LiveStreams } from "~/lib/live/streams.server";
import { logger } from "~/lib/logger.server";
import { releaseOrphanedClaims } from "~/lib/outbox/release-claims.server";
import { type OutboxWorker, startOutboxWorker } from "~/lib/outbox/worker.server";
import { followPurges } from "~/lib/page-cache.server";
import { loadVapidKeys } from "~/lib/push/vapid-keys.server";
import { registerBackgroundWork } from "~/shell/background-work.server";
import { sessionsStillStanding } from "~/shell/live-sessions.server";
import { registerPersonalData } from "~/shell/personal-data.server";
import { seedDemoOnFirstStart } from "../seed/first-start.server";

/**
 * The open handle lives on globalThis, not in a module variable: in development Vite re-instantiates
 * this module whenever a file it imports changes (a locale, a mail template), and requests then load
 * that fresh copy, which would otherwise hold no database until a restart.
 */
const HANDLE: unique symbol = Symbol.for("redav.database-handle");
const HUB: unique symbol = Symbol.for("redav.hub");
const WORKER: unique symbol = Symbol.for("redav.outbox-worker");
const STREAMS: unique symbol = Symbol.for("redav.live-streams");
const JOBS: unique symbol = Symbol.for("redav.periodic-jobs");
const WATCH: unique symbol = Symbol.for("redav.reachability-watch");
const holder = globalThis as {
  [HANDLE]?: DatabaseHandle;
  [HUB]?: Hub;
  [WORKER]?: OutboxWorker;
  [STREAMS]?: LiveStreams;
  [JOBS]?: () => Promise<void>;
  [WATCH]?: () => void;
};

/** The database opened by startServices; requests receive it through their context, nothing else reaches for it. */
export function openedDatabase(): DatabaseHandle {
  const handle = holder[HANDLE];
  if (!handle) throw new Error("La base de datos no está inicializada");
  return handle;
}

/** This instance's live streams, listening to the hub opened by startServices. */
export function openedLiveStreams(): LiveStreams {
  const streams = holder[STREAMS];
  if (!streams) throw new Error("El canal en vivo no está inicializado");
  return streams;
}

/** Ends every open live stream at once (the first step of a graceful shutdown: clients reconnect elsewhere). */
export function closeLiveStreams(): void {
  holder[STREAMS]?.closeAll();
}

/** Opens and migrates the database, decides the session secret and the credential signing key, seeds an empty embedded database, then starts the hub and the outbox worker; the app serves only after this. */
export async function startServices(): Promise<void> {
  const config = env();
  const started = Date.now();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, timeouts: REQUEST_TIMEOUTS });
  holder[HANDLE] = handle;
  await migrateDatabase(handle);
  await loadAuthSecret(handle);
  await loadVapidKeys(handle);
  // The network's credential signing key, generated on the first start like the session secret (decision 068).
  await activeSigningKey(handle.db);
  logger.info({ database: handle.kind, ms: Date.now() - started }, "database ready");
  if (!isDeployed(config) && handle.kind === "pglite") await seedDemoOnFirstStart(handle);
  // The data dir's lock makes this process the only worker: claims a killed process left are free now, not after their lease.
  if (handle.kind === "pglite") {
    const released = await releaseOrphanedClaims(handle.db);
    if (released > 0) logger.info({ released }, "outbox claims of a stopped process released");
  }
  registerBackgroundWork();
  registerPersonalData();
  const hub = openHub(handle);
  holder[HUB] = hub;
  holder[STREAMS] = new LiveStreams(hub, { standingSessions: sessionsStillStanding(handle.db) });
  followPurges(hub);
  holder[WORKER] = startOutboxWorker(handle.db, hub);
  holder[JOBS] = startPeriodicJobs(handle.db);
  holder[WATCH] = watchReachability(handle.db);
}

/** Lets the outbox finish its current pass and closes the hub, then the database (called after the HTTP server has drained). */
export async function stopServices(): Promise<void> {
  holder[WATCH]?.();
  holder[STREAMS]?.stop();
  await holder[WORKER]?.stop();
  await holder[JOBS]?.();
  await holder[HUB]?.close();
  await openedDatabase().close();
  logger.info("database closed");
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
}
