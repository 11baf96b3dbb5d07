import type { AddressInfo } from "node:net";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PageCache } from "~/lib/page-cache.server";
import { metricsEndpoint, requestMetrics } from "../../server/metrics";
import { pageCache } from "../../server/page-cache";
import { reactRouterAdapter } from "../../server/react-router-adapter";
import { parsePrometheusText, sampleValue } from "../prometheus-text";

const TOKEN = "t".repeat(40);
const page = () => null;

/** A two-page build (a profile by id, and the catch-all 404), enough for React Router to route real requests. */
function tinyBuild(): ServerBuild {
  const route = (id: string, path: string | undefined, parentId?: string) => ({ id, path, parentId, index: undefined, caseSensitive: undefined });
  const entry = (id: string, path: string | undefined, parentId?: string) => ({
    ...route(id, path, parentId),
    module: `/${id}.js`,
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
    css: [],
  });
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response("<!doctype html><p>perfil</p>", { status, headers });
        },
      },
    },
    routes: {
      root: { ...route("root", ""), module: { default: page, middleware: [(_args: unknown, next: () => Promise<Response>) => next()], loader: () => null } },
      profile: { ...route("profile", "perfil/:userId", "root"), module: { default: page, loader: () => ({ ok: true }) } },
      "not-found": {
        ...route("not-found", "*", "root"),
        module: {
          default: page,
          loader: () => {
            throw new Response("no existe", { status: 404 });
          },
        },
      },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: entry("root", ""), profile: entry("profile", "perfil/:userId", "root"), "not-found": entry("not-found", "*", "root") },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, unstable_subResourceIntegrity: false, unstable_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

let base = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  const server = express();
  server.use(requestMetrics());
  server.use(
    metricsEndpoint({
      token: TOKEN,
      database: () => {
        throw new Error("La base de datos no está inicializada");
      },
    }),
  );
  server.use(pageCache(new PageCache(60_000, 10)));
  server.use(
    reactRouterAdapter({
      build: tinyBuild(),
      originOf: () => base,
      getLoadContext: () => new RouterContextProvider(),
    }),
  );
  const listening = server.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  close = () => listening.close();
});

afterAll(() => close());

async function scrape(headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/metrics`, { headers });
  return { response, text: await response.text() };
}

async function requestCount(labels: Record<string, string>): Promise<number> {
  const { samples } = parsePrometheusText((await scrape()).text);
  return sampleValue(samples, "redav_http_requests_total", labels) ?? 0;
}

describe("/metrics", () => {
  it("refuses a request from elsewhere without the operator's token", async () => {
    const { response } = await scrape({ "X-Forwarded-For": "203.0.113.9" });
    expect(response.status).toBe(403);
    const wrong = await scrape({ "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${"x".repeat(40)}` });
    expect(wrong.response.status).toBe(403);
  });

  it("answers a request from elsewhere with the token, and one from this machine, in Prometheus text", async () => {
    const { response, text } = await scrape({ "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { families } = parsePrometheusText(text);
    for (const family of ["nodejs_eventloop_lag_seconds", "process_cpu_seconds_total", "redav_http_requests_total", "redav_live_streams_open"])
      expect(families.has(family), family).toBe(true);
    expect((await scrape()).response.status).toBe(200);
  });

  it("still answers without a database: redav_database_up is 0 and the outbox gauges are left out", async () => {
    const { response, text } = await scrape();
    expect(response.status).toBe(200);
    const { families, samples } = parsePrometheusText(text);
    expect(sampleValue(samples, "redav_database_up")).toBe(0);
    expect(families.has("redav_outbox_pending_events")).toBe(false);
  });

  it("counts requests by route pattern, never by raw URL: two profiles are one series", async () => {
    const profile = { method: "GET", route: "/perfil/:userId", status: "200" };
    const before = await requestCount(profile);
    for (const path of ["/perfil/ana-1", "/perfil/bruno-2"]) expect((await fetch(`${base}${path}`)).status).toBe(200);
    await vi.waitFor(async () => expect(await requestCount(profile)).toBe(before + 2));
    const { samples } = parsePrometheusText((await scrape()).text);
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes("ana-1")))).toBe(false);
    expect(sampleValue(samples, "redav_http_request_duration_seconds_count", { method: "GET", route: "/perfil/:userId" })).toBeGreaterThanOrEqual(2);
  });

  it("a data request is counted under its page's pattern, an unknown path under the catch-all's", async () => {
    const data = { method: "GET", route: "/perfil/:userId", status: "200" };
    const before = await requestCount(data);
    expect((await fetch(`${base}/perfil/carla-3.data`)).status).toBe(200);
    await vi.waitFor(async () => expect(await requestCount(data)).toBe(before + 1));
    expect((await fetch(`${base}/no/such/page`)).status).toBe(404);
    await vi.waitFor(async () => expect(await requestCount({ route: "/*", status: "404" })).toBeGreaterThanOrEqual(1));
  });

  it("counts the page cache's misses and hits; a hit is counted under `page-cache`", async () => {
    const lookups = async () => {
      const { samples } = parsePrometheusText((await scrape()).text);
      return {
        hit: sampleValue(samples, "redav_page_cache_requests_total", { result: "hit" }) ?? 0,
        miss: sampleValue(samples, "redav_page_cache_requests_total", { result: "miss" }) ?? 0,
        served: sampleValue(samples, "redav_http_requests_total", { route: "page-cache", status: "200" }) ?? 0,
      };
    };
    const before = await lookups();
    expect((await fetch(`${base}/perfil/dora-4`)).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(`${base}/perfil/dora-4`)).headers.get("x-page-cache")).toBe("hit");
    await vi.waitFor(async () => expect(await lookups()).toEqual({ hit: before.hit + 1, miss: before.miss + 1, served: before.served + 1 }));
  });

  it("labels its own scrapes `metrics`, refused or not", async () => {
    await scrape({ "X-Forwarded-For": "203.0.113.9" });
    await vi.waitFor(async () => expect(await requestCount({ route: "metrics", status: "403" })).toBeGreaterThanOrEqual(1));
  });
});
