import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { outbox } from "~/db/schema/outbox";
import { scrapeMetrics } from "~/lib/metrics/scrape.server";
import { consume } from "~/lib/outbox/consumers.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { metricsEndpoint, requestMetrics } from "../../server/metrics";
import { createIndividual } from "../factories";
import { withLiveStreams } from "../live-streams";
import { drainEvents } from "../outbox";
import { parsePrometheusText, sampleValue } from "../prometheus-text";
import { testDatabase, testDb } from "../setup/test-database";

const FAILING_TITLE = `metricas-${randomUUID()}`;
consume("course.enrolled", "test.metrics-fails", async (_ctx, event) => {
  if (event.payload.title === FAILING_TITLE) throw new Error("el consumidor falló");
});

/** Years ahead: no other test's drain (at its own clock) takes these events. */
const later = (years: number) => new Date(Date.now() + years * 365 * 24 * 60 * 60 * 1000);

let handle: DatabaseHandle;
let base = "";
let close: () => void = () => undefined;
const mine: number[] = [];

beforeAll(async () => {
  handle = await testDatabase();
  const server = express();
  server.use(requestMetrics());
  server.use(metricsEndpoint({ token: undefined, database: () => handle }));
  const listening = server.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  close = () => listening.close();
});

afterAll(async () => {
  close();
  if (mine.length > 0) await testDb().delete(outbox).where(inArray(outbox.id, mine));
});

async function scraped(now = new Date()) {
  return parsePrometheusText(await scrapeMetrics(handle, now)).samples;
}

async function ours(event: Parameters<typeof enqueue>[1], availableAt: Date): Promise<number> {
  const id = await enqueue(testDb(), event, { availableAt });
  mine.push(id);
  return id;
}

describe("/metrics with a database", () => {
  it("answers every metric family an operator relies on, with the database up", async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    const { families, samples } = parsePrometheusText(await response.text());
    for (const family of [
      "redav_http_requests_total",
      "redav_http_request_duration_seconds",
      "redav_outbox_pending_events",
      "redav_outbox_parked_events",
      "redav_outbox_oldest_pending_age_seconds",
      "redav_outbox_consumer_failures_total",
      "redav_live_streams_open",
      "redav_database_up",
      "redav_database_pool_connections",
      "redav_page_cache_requests_total",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(families.has(family), family).toBe(true);
    expect(sampleValue(samples, "redav_database_up")).toBe(1);
    expect(sampleValue(samples, "redav_database_pool_connections", { kind: handle.kind })).toBeGreaterThanOrEqual(1);
  });

  it("the outbox gauges follow events enqueued and parked", async () => {
    const now = new Date();
    const before = await scraped(now);
    const pending = () => sampleValue(before, "redav_outbox_pending_events") ?? Number.NaN;
    const parked = () => sampleValue(before, "redav_outbox_parked_events") ?? Number.NaN;
    const first = await ours({ type: "news.published", payload: { newsId: randomUUID(), title: "Uno" } }, later(20));
    await ours({ type: "news.published", payload: { newsId: randomUUID(), title: "Dos" } }, later(20));
    const enqueued = await scraped(now);
    expect(sampleValue(enqueued, "redav_outbox_pending_events")).toBe(pending() + 2);
    expect(sampleValue(enqueued, "redav_outbox_parked_events")).toBe(parked());
    await testDb().update(outbox).set({ parkedAt: now }).where(eq(outbox.id, first));
    const afterParking = await scraped(now);
    expect(sampleValue(afterParking, "redav_outbox_pending_events")).toBe(pending() + 1);
    expect(sampleValue(afterParking, "redav_outbox_parked_events")).toBe(parked() + 1);
  });

  it("the oldest pending age counts from when an event was due, never from a later schedule", async () => {
    const now = new Date();
    const scheduled = await scraped(now);
    await ours({ type: "news.published", payload: { newsId: randomUUID(), title: "Luego" } }, later(21));
    expect(sampleValue(await scraped(now), "redav_outbox_oldest_pending_age_seconds")).toBe(sampleValue(scheduled, "redav_outbox_oldest_pending_age_seconds"));
    await ours({ type: "news.published", payload: { newsId: randomUUID(), title: "Atrasada" } }, new Date(now.getTime() - 90_000));
    expect(sampleValue(await scraped(now), "redav_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(90);
  });

  it("a failed consumer run increments the failures counter of its event type", async () => {
    const failures = async () => sampleValue(await scraped(), "redav_outbox_consumer_failures_total", { type: "course.enrolled" }) ?? 0;
    const before = await failures();
    const member = await createIndividual();
    const now = later(22);
    const id = await ours({ type: "course.enrolled", payload: { courseId: "c-metricas", userId: member.userId, title: FAILING_TITLE } }, now);
    await drainEvents([id], now);
    expect(await failures()).toBe(before + 1);
  });

  it("the live streams gauge counts streams open on the instance", async () => {
    const open = async () => sampleValue(await scraped(), "redav_live_streams_open") ?? Number.NaN;
    await withLiveStreams(async (streams) => {
      const before = await open();
      const leaving = new AbortController();
      await streams
        .open({ userId: randomUUID(), sessionId: randomUUID() }, 0, async () => [], leaving.signal)
        .body?.getReader()
        .read();
      expect(await open()).toBe(before + 1);
      leaving.abort();
      expect(await open()).toBe(before);
    });
  });

  it("without an answer from the database in time, the scrape still answers, with redav_database_up 0", async () => {
    const stalled = { ...handle, db: { execute: () => new Promise(() => undefined) } } as unknown as DatabaseHandle;
    const text = await scrapeMetrics(stalled, new Date(), 50);
    const { families, samples } = parsePrometheusText(text);
    expect(sampleValue(samples, "redav_database_up")).toBe(0);
    expect(families.has("redav_outbox_pending_events")).toBe(false);
    expect(families.has("redav_http_requests_total")).toBe(true);
  });
});
