// The Node entry: transport concerns only (compression, static files, headers, slow clients, graceful shutdown).
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";

// Started from any folder: the build, the migrations and a relative DATA_DIR are the app folder's, as for every npm script.
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

/** Ends the process with one plain line on stderr (where a person or a supervisor looks), never a stack. */
function refuseToStart(line) {
  console.error(line);
  process.exit(1);
}

/** The app's module (the build, or the source through Vite); a bad environment or a module that cannot load ends the process in one line. */
async function loadApp(load) {
  try {
    return await load();
  } catch (error) {
    refuseToStart(error?.name === "InvalidEnvironment" ? error.message : `No se pudo iniciar: ${String(error?.message ?? error).split("\n")[0]}`);
  }
}

const SHUTDOWN_GRACE_MS = 10_000;

/** The validated environment, or a clear message and exit code 1. */
function validatedEnv(appModule) {
  try {
    return appModule.env();
  } catch (error) {
    refuseToStart(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
}

const server = express();
server.disable("x-powered-by");

let stopping = false;
/** Answers not yet sent: at SIGTERM they are told to end their connection too. */
const unanswered = new Set();
// After SIGTERM every answer ends its connection, so keep-alive clients move to another instance at once.
server.use((_req, res, next) => {
  if (stopping) res.setHeader("Connection", "close");
  else {
    unanswered.add(res);
    res.once("close", () => unanswered.delete(res));
  }
  next();
});

/** The live notification stream's path (app/routes.ts). */
const LIVE_STREAM_PATH = "/api/notifications/stream";

/** Live event streams are never compressed: the compressor would hold their events back. */
function compressible(req, res) {
  return !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res);
}

let appModule;
let config;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  appModule = await loadApp(() => viteDevServer.ssrLoadModule("./server/app.ts"));
  config = validatedEnv(appModule);
  server.use(appModule.requestMetrics());
  server.use(appModule.requestId());
  server.use(appModule.accessLog());
  server.use(appModule.securityHeaders({ development: true }));
  // Before the page cache and the same-origin check: the operator's scrape is never cached nor refused as cross-site.
  server.use(appModule.metrics);
  server.use(appModule.opsBackup);
  server.use(compression({ filter: compressible }));
  server.use(viteDevServer.middlewares);
  server.use(appModule.sameOriginMutations(config));
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  if (!existsSync("build/server/index.js"))
    refuseToStart("No hay compilación en build/: corre npm run build antes de iniciar / No build in build/: run npm run build first");
  appModule = await loadApp(() => import("../build/server/index.js"));
  config = validatedEnv(appModule);
  server.use(appModule.requestMetrics());
  server.use(appModule.requestId());
  server.use(appModule.accessLog());
  server.use(appModule.securityHeaders({ development: false }));
  // Before the page cache and the same-origin check: the operator's scrape is never cached nor refused as cross-site.
  server.use(appModule.metrics);
  server.use(appModule.opsBackup);
  // The build's files, compressed once by the build: served from memory, before anything compresses.
  server.use(appModule.staticFiles("build/client"));
  // Before compression, so that a miss stores (and a hit replays) the compressed bytes.
  server.use(appModule.pageCache());
  const compress = compression({ threshold: 1024, filter: compressible });
  // The live stream skips the compressor altogether: it would never compress it, and its wrappers would stay with every open stream.
  server.use((req, res, next) => (req.path === LIVE_STREAM_PATH ? next() : compress(req, res, next)));
  server.use(appModule.sameOriginMutations(config));
  server.use(appModule.app);
}
server.use(appModule.unexpectedError);

// A crash is written as one log line through the app's logger (whose serializer never writes a query's parameters), then ends the process as Node would.
for (const event of ["uncaughtException", "unhandledRejection"]) {
  process.on(event, (error) => {
    appModule.logger.fatal({ err: error }, event);
    appModule.logger.flush(() => process.exit(1));
  });
}

// A hop count, never `true`: only the proxies we run may set the client address.
server.set("trust proxy", config.TRUST_PROXY);

try {
  await appModule.startServices();
} catch (error) {
  appModule.logger.fatal({ err: error }, error instanceof Error ? error.message : "no se pudo iniciar");
  await new Promise((resolve) => appModule.logger.flush(resolve));
  // Also said plainly where a person starting it looks (and where process supervisors keep it).
  console.error(`No se pudo iniciar: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
  process.exit(1);
}

// Local mode listens on the loopback only (/dev/mail shows reset links); env() refused any other HOST unless ALLOW_LOCAL_MODE_ON_NETWORK.
const host = config.HOST ?? (config.APP_ENV === "local" ? "127.0.0.1" : undefined);
for (const warning of appModule.startupWarnings(config)) console.warn(warning);

// Slow clients: a connection that has not sent its headers (or its whole request) in time is answered 408 and closed, checked
// every few seconds (Node's default sweep is every 30 s); idle keep-alives outlive the proxy's own; past the cap, new connections are dropped.
const httpServer = createServer(
  {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 2)),
  },
  server,
);
httpServer.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
httpServer.maxConnections = config.MAX_CONNECTIONS;
httpServer.once("error", (error) => {
  refuseToStart(`No se pudo escuchar en ${host ?? "*"}:${config.PORT}: ${error.code ?? error.message} / Could not listen on ${host ?? "*"}:${config.PORT}`);
});
httpServer.listen(config.PORT, host, () => {
  console.log(`RedAV escuchando en http://${host === "127.0.0.1" ? "localhost" : (host ?? "localhost")}:${config.PORT}`);
});

/** How often, while stopping, connections that have gone idle (a keep-alive answered before SIGTERM) are closed. */
const IDLE_SWEEP_MS = 100;

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  appModule.logger.info({ signal }, `${signal}: dejando de aceptar conexiones`);
  const force = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
  force.unref();
  // Live streams never end by themselves: end them now, so the server does not wait out the grace period.
  appModule.closeLiveStreams();
  for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
  // Idle connections end now; one busy at SIGTERM ends as soon as its answer is sent (Connection: close), or goes idle and is swept.
  const sweep = setInterval(() => httpServer.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  httpServer.close(async () => {
    clearInterval(sweep);
    await appModule.stopServices().catch((error) => appModule.logger.error({ err: error }, "shutdown failed"));
    process.exit(0);
  });
  httpServer.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
