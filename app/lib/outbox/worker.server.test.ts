import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { createIndividual } from "../../../tests/factories";
import { readAs } from "../../../tests/notifications";
import { drainEvents } from "../../../tests/outbox";
import { testDb } from "../../../tests/setup/test-database";
import { consume } from "./consumers.server";
import { enqueue } from "./enqueue.server";
import { CLAIM_LEASE_MS, claimDueEvents, MAX_ATTEMPTS, processDueEvents, retryDelayMs, runClaimedEvent } from "./worker.server";

const FAILING_TITLE = `falla-${randomUUID()}`;
consume("course.enrolled", "test.always-fails", async (_ctx, event) => {
  if (event.payload.title === FAILING_TITLE) throw new Error("el consumidor falló");
});

async function eventNotifications(userId: string) {
  return testDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, "course")));
}

async function eventRow(id: number) {
  const [row] = await testDb().select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Years ahead, so that no other test (draining the shared PostgreSQL at its own clock) takes these events. */
const later = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

const drainAt = (now: Date, ids: number[]) => drainEvents(ids, now);

describe("the outbox", () => {
  it("an event written in a transaction that rolls back never exists", async () => {
    const marker = randomUUID();
    await testDb()
      .transaction(async (tx) => {
        await enqueue(tx as unknown as Db, { type: "news.published", payload: { newsId: marker, title: "x" } });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    const rows = await testDb().select().from(outbox).where(eq(outbox.type, "news.published"));
    expect(rows.some((row) => (row.payload as { newsId: string }).newsId === marker)).toBe(false);
  });

  it("a worker that dies after claiming loses nothing: the event is claimed again once the lease is over, and runs once", async () => {
    const followed = await createIndividual();
    const now = later(24 * 365 * 10);
    const id = await enqueue(
      testDb(),
      { type: "course.enrolled", payload: { courseId: "c-1", userId: followed.userId, title: "Feria de iluminación" } },
      { availableAt: now },
    );
    const claimed = await claimDueEvents(testDb(), now, { ids: [id] });
    expect(claimed.map((event) => event.id)).toContain(id);
    // The worker dies here. Another pass during the lease does not take the event...
    await drainAt(new Date(now.getTime() + 1000), [id]);
    expect(await eventNotifications(followed.userId)).toHaveLength(0);
    // ...one after the lease does, and the effect happens once.
    await drainAt(new Date(now.getTime() + CLAIM_LEASE_MS + 1000), [id]);
    expect(await eventNotifications(followed.userId)).toHaveLength(1);
    expect((await eventRow(id)).processedAt).not.toBeNull();
  });

  it("a worker that dies after its consumers ran but before marking the event duplicates nothing", async () => {
    const followed = await createIndividual();
    const now = later(24 * 365 * 11);
    const id = await enqueue(
      testDb(),
      { type: "course.enrolled", payload: { courseId: "c-2", userId: followed.userId, title: "Taller de mezcla" } },
      { availableAt: now },
    );
    const [event] = await claimDueEvents(testDb(), now, { ids: [id] });
    await runClaimedEvent({ db: testDb(), now: () => now }, event);
    await testDb().update(outbox).set({ processedAt: null, lockedUntil: null }).where(eq(outbox.id, id));
    await drainAt(new Date(now.getTime() + 1000), [id]);
    const received = await eventNotifications(followed.userId);
    expect(received).toHaveLength(1);
    expect(readAs(received[0]).message).toBe("Te inscribiste en «Taller de mezcla»");
  });

  it("a failing consumer is retried with growing waits, then parked where an admin can see it", async () => {
    let now = later(24 * 365 * 12);
    const id = await enqueue(testDb(), { type: "course.enrolled", payload: { courseId: "c", title: FAILING_TITLE, userId: "nadie" } }, { availableAt: now });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await drainAt(now, [id]);
      const row = await eventRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe("el consumidor falló");
      if (attempt < MAX_ATTEMPTS) {
        expect(row.parkedAt).toBeNull();
        expect(row.availableAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        now = new Date(row.availableAt.getTime());
      } else {
        expect(row.parkedAt).not.toBeNull();
      }
    }
    await drainAt(new Date(now.getTime() + 24 * 60 * 60 * 1000), [id]);
    expect((await eventRow(id)).attempts).toBe(MAX_ATTEMPTS);
  });

  it("two workers claiming at once never take the same event", async () => {
    const now = later(24 * 365 * 13);
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        enqueue(testDb(), { type: "news.published", payload: { newsId: `n-${index}`, title: "" } }, { availableAt: now }),
      ),
    );
    const [a, b] = await Promise.all([claimDueEvents(testDb(), now, { limit: 3, ids }), claimDueEvents(testDb(), now, { limit: 3, ids })]);
    const taken = [...a, ...b].map((event) => event.id).filter((id) => ids.includes(id));
    expect(new Set(taken).size).toBe(taken.length);
  });

  it("runs broadcasts in a lane of their own: a pending broadcast never holds up a direct event", async () => {
    const followed = await createIndividual();
    const now = later(24 * 365 * 14);
    const broadcast = await enqueue(testDb(), { type: "news.published", payload: { newsId: "0", title: "Difusión" } }, { availableAt: now });
    const direct = await enqueue(
      testDb(),
      { type: "course.enrolled", payload: { courseId: "c-3", userId: followed.userId, title: "Carril directo" } },
      { availableAt: now },
    );
    const ids = [broadcast, direct];
    expect(await processDueEvents({ db: testDb(), now: () => now }, { ids, lane: "direct" })).toBe(1);
    expect((await eventRow(direct)).processedAt).not.toBeNull();
    expect((await eventRow(broadcast)).processedAt).toBeNull();
    expect(await processDueEvents({ db: testDb(), now: () => now }, { ids, lane: "broadcast" })).toBe(1);
    expect((await eventRow(broadcast)).processedAt).not.toBeNull();
  });

  it("waits double after each failure, capped at ten minutes", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(20)).toBe(600_000);
  });
});

describe("batched events (spec §4: 100 queued or 10 s)", () => {
  const follow = (followedId: string, followerId: string, followerName: string, availableAt: Date) =>
    enqueue(testDb(), { type: "follow.created", payload: { followerId, followedId, followerName } }, { availableAt });

  it("wait until the oldest has waited 10 s, then one notification per member says how many followed", async () => {
    const ana = await createIndividual({ verified: false });
    const luis = await createIndividual({ verified: false });
    const start = later(24 * 365 * 14);
    const ids: number[] = [];
    for (const [index, name] of ["Beto", "Carla", "Diego", "Zoe"].entries()) ids.push(await follow(ana.userId, `seguidor-${index}`, name, start));
    ids.push(await follow(luis.userId, "seguidor-9", "Marta", start));
    await drainAt(new Date(start.getTime() + 9_000), ids);
    expect(await followNotifications(ana.userId)).toHaveLength(0);
    await drainAt(new Date(start.getTime() + 10_000), ids);
    expect((await followNotifications(ana.userId)).map((row) => readAs(row).message)).toEqual(["Zoe y 3 personas más comenzaron a seguirte"]);
    expect((await followNotifications(luis.userId)).map((row) => readAs(row).message)).toEqual(["Marta comenzó a seguirte"]);
  });

  it("run at once when 100 are queued", async () => {
    const popular = await createIndividual({ verified: false });
    const start = later(24 * 365 * 15);
    const ids: number[] = [];
    for (let index = 0; index < 100; index += 1) ids.push(await follow(popular.userId, `fan-${index}`, `Fan ${index}`, start));
    await drainAt(start, ids);
    expect((await followNotifications(popular.userId)).map((row) => readAs(row).message)).toEqual(["Fan 99 y 99 personas más comenzaron a seguirte"]);
  });
});

async function followNotifications(userId: string) {
  return testDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, "follow")));
}
