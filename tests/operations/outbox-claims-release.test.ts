import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { outbox } from "~/db/schema/outbox";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { releaseOrphanedClaims } from "~/lib/outbox/release-claims.server";
import { claimDueEvents } from "~/lib/outbox/worker.server";
import { testDb } from "../setup/test-database";

const mine: number[] = [];
afterAll(async () => {
  if (mine.length > 0) await testDb().delete(outbox).where(inArray(outbox.id, mine));
});

describe("an embedded database's claims after a killed process (run once: it releases every claim of its database)", () => {
  it("a claim left by a process that died is claimable again at once after the release, not after its lease", async () => {
    const dueAt = new Date(Date.now() + 50 * 365 * 24 * 60 * 60 * 1000);
    const id = await enqueue(testDb(), { type: "news.published", payload: { newsId: randomUUID(), title: "Reclamo" } }, { availableAt: dueAt });
    mine.push(id);
    const claimed = await claimDueEvents(testDb(), dueAt, { ids: [id] });
    expect(claimed.map((event) => event.id)).toEqual([id]);
    expect(await claimDueEvents(testDb(), dueAt, { ids: [id] })).toEqual([]);

    expect(await releaseOrphanedClaims(testDb())).toBeGreaterThanOrEqual(1);
    expect((await claimDueEvents(testDb(), dueAt, { ids: [id] })).map((event) => event.id)).toEqual([id]);
  });
});
