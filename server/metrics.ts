import { type NextFunction, type Request, type Response, Router } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import { metrics } from "~/lib/metrics/registry.server";
import { METRICS_CONTENT_TYPE, scrapeMetrics } from "~/lib/metrics/scrape.server";
import { operatorOnly } from "./operator-access";

const ROUTE = "metricsRoute";
const METHODS = new Set(["GET", "HEAD", "POST"]);
const CACHE_RESULTS = new Set(["hit", "stale", "miss"]);

/** Names what answered a request in its metrics: a route pattern (`/news/:articleId`) or a fixed bucket (`metrics`); never a raw URL. */
export function answeredBy(res: Response, route: string): void {
  res.locals[ROUTE] = route;
}

/** The route label of an answered request: what answeredBy recorded, else a bucket for what answered before the app routed it (also the access log's `route`). */
export function routeOf(req: Request, res: Response, pageCache: unknown): string {
  const recorded = res.locals[ROUTE];
  if (typeof recorded === "string") return recorded;
  if (pageCache === "hit" || pageCache === "stale") return "page-cache";
  if (res.statusCode === 404) return "not-found";
  if ((req.method === "GET" || req.method === "HEAD") && res.statusCode < 400) return "static";
  return "unrouted";
}

/**
 * Counts every request once it is answered (or abandoned: status `aborted`) by method, route pattern
 * and status, and times it into the duration histogram (event streams, open for minutes, are only
 * counted); counts the page cache's hits and misses from its `X-Page-Cache` mark. Mount it first.
 */
export function requestMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once("close", () => {
      const pageCache = res.getHeader("X-Page-Cache");
      const method = METHODS.has(req.method) ? req.method : "other";
      const route = routeOf(req, res, pageCache);
      metrics.httpRequests.inc({ method, route, status: res.writableFinished ? String(res.statusCode) : "aborted" });
      if (!String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream"))
        metrics.httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
      if (typeof pageCache === "string" && CACHE_RESULTS.has(pageCache)) metrics.pageCacheRequests.inc({ result: pageCache });
    });
    next();
  };
}

export type MetricsEndpointOptions = {
  /** OPERATOR_TOKEN: with it, a scraper elsewhere may read the metrics; without it, only this machine may. */
  token: string | undefined;
  /** The open database; it may throw when none is open yet. */
  database: () => DatabaseHandle;
};

function openDatabaseOrNull(database: () => DatabaseHandle): DatabaseHandle | null {
  try {
    return database();
  } catch {
    return null;
  }
}

/** GET /metrics in Prometheus text format, for the operator only (operatorOnly: this machine, or the bearer token); answers even when the database does not. */
export function metricsEndpoint(options: MetricsEndpointOptions): Router {
  const router = Router();
  router.get(
    "/metrics",
    (_req: Request, res: Response, next: NextFunction) => {
      answeredBy(res, "metrics");
      next();
    },
    operatorOnly(options.token),
    async (_req: Request, res: Response) => {
      const text = await scrapeMetrics(openDatabaseOrNull(options.database));
      res.setHeader("Content-Type", METRICS_CONTENT_TYPE);
      res.setHeader("Cache-Control", "no-store");
      res.end(text);
    },
  );
  return router;
}
