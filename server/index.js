// The Node entry: transport concerns only (compression, static files, headers, graceful shutdown).
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";

const SHUTDOWN_GRACE_MS = 10_000;

/** The validated environment, or a clear message and exit code 1. */
function validatedEnv(appModule) {
  try {
    return appModule.env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const server = express();
server.disable("x-powered-by");

/** Live event streams are never compressed: the compressor would hold their events back. */
function compressible(req, res) {
  return !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res);
}

let appModule;
let config;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  appModule = await viteDevServer.ssrLoadModule("./server/app.ts");
  config = validatedEnv(appModule);
  server.use(appModule.securityHeaders({ development: true }));
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
  appModule = await import("../build/server/index.js");
  config = validatedEnv(appModule);
  server.use(appModule.securityHeaders({ development: false }));
  // The build's files, compressed once by the build: served from memory, before anything compresses.
  server.use(appModule.staticFiles("build/client"));
  // Before compression, so that a miss stores (and a hit replays) the compressed bytes.
  server.use(appModule.pageCache());
  server.use(compression({ threshold: 1024, filter: compressible }));
  server.use(appModule.sameOriginMutations(config));
  server.use(appModule.app);
}
server.use(appModule.unexpectedError);

// A hop count, never `true`: only the proxies we run may set the client address.
server.set("trust proxy", config.TRUST_PROXY);

try {
  await appModule.startServices();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Local mode listens on the loopback only (/dev/mail shows reset links); HOST opens it to the network.
const host = config.HOST ?? (config.APP_ENV === "local" ? "127.0.0.1" : undefined);
const httpServer = server.listen(config.PORT, host, () => {
  console.log(`RedAV escuchando en http://${host === "127.0.0.1" ? "localhost" : (host ?? "localhost")}:${config.PORT}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: dejando de aceptar conexiones`);
  const force = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
  force.unref();
  // Live streams never end by themselves: end them now, so the server does not wait out the grace period.
  appModule.closeLiveStreams();
  httpServer.close(async () => {
    await appModule.stopServices().catch((error) => console.error(error));
    process.exit(0);
  });
  httpServer.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
