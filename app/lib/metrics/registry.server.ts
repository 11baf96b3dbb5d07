import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Every metric of the process; what /metrics shows (docs/operations/metrics.md says what each means). */
function createMetrics() {
  const registry = new Registry();
  // Families read from the database at scrape time: left out of a scrape whose queries do not answer.
  const databaseRegistry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    databaseRegistry,
    httpRequests: new Counter({
      name: "redav_http_requests_total",
      help: "HTTP requests answered, by method, route pattern (never the raw URL) and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "redav_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by method and route pattern (event streams left out)",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCacheRequests: new Counter({
      name: "redav_page_cache_requests_total",
      help: "Anonymous page requests looked up in the page cache, by result (hit, stale: served while the database is away, miss)",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    liveStreamsOpen: new Gauge({
      name: "redav_live_streams_open",
      help: "Server-Sent Events streams open on this instance",
      registers: [registry],
    }),
    outboxConsumerFailures: new Counter({
      name: "redav_outbox_consumer_failures_total",
      help: "Failed consumer runs of outbox events (each event of a failed batch counts once), by event type",
      labelNames: ["type"] as const,
      registers: [registry],
    }),
    databaseUp: new Gauge({
      name: "redav_database_up",
      help: "1 when the scrape's outbox queries answered within the time allowed, else 0 (the outbox gauges are then absent)",
      registers: [registry],
    }),
    poolConnections: new Gauge({
      name: "redav_database_pool_connections",
      help: "Database connections open (PostgreSQL pool), or 1 for the embedded PGlite's single in-process connection",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    poolIdleConnections: new Gauge({
      name: "redav_database_pool_idle_connections",
      help: "Open PostgreSQL pool connections not in use (absent with PGlite)",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    poolWaitingClients: new Gauge({
      name: "redav_database_pool_waiting_clients",
      help: "Queries waiting for a PostgreSQL pool connection (absent with PGlite)",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    poolMaxConnections: new Gauge({
      name: "redav_database_pool_max_connections",
      help: "The most connections the pool opens (1 with PGlite)",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    outboxPending: new Gauge({
      name: "redav_outbox_pending_events",
      help: "Outbox events neither processed nor parked (including those waiting for a retry or a later time)",
      registers: [databaseRegistry],
    }),
    outboxParked: new Gauge({
      name: "redav_outbox_parked_events",
      help: "Outbox events parked after their consumers kept failing, waiting for an operator",
      registers: [databaseRegistry],
    }),
    outboxOldestPendingAge: new Gauge({
      name: "redav_outbox_oldest_pending_age_seconds",
      help: "How long the oldest pending event has been due (now minus its available time), 0 when none is due",
      registers: [databaseRegistry],
    }),
  };
}

const METRICS: unique symbol = Symbol.for("redav.metrics");
const holder = globalThis as { [METRICS]?: ReturnType<typeof createMetrics> };

holder[METRICS] ??= createMetrics();

/** The process's one set of metrics: the same objects even when development re-instantiates this module. */
export const metrics = holder[METRICS];
