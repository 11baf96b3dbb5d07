import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestLimits } from "~/db/schema/request-limits";
import { testContext } from "../../tests/context";
import { refusalOf } from "../../tests/refusal";
import { testDb } from "../../tests/setup/test-database";
import { clearLimit, consumeLimit, deleteEndedLimits, type LimitRule, limitReached, recordFailure } from "./rate-limit.server";

/** A rule of its own for each test (3 attempts a minute unless told), so that counters never meet. */
const ruleOf = (max = 3, windowSeconds = 60): LimitRule => ({ name: `test-${randomUUID()}`, max, windowSeconds });

/** A clock the test moves by hand, and a context that reads it. */
function clock(start = new Date("2030-05-01T12:00:00.000Z")) {
  let now = start.getTime();
  const ctx = testContext({ now: () => new Date(now) });
  const advance = (ms: number) => {
    now += ms;
  };
  return { ctx, advance };
}

const limited = { key: "RATE_LIMITED", status: 429, message: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo." };

describe("consumeLimit", () => {
  it("allows exactly `max` attempts in a window, then answers 429 in Spanish", async () => {
    const ctx = testContext();
    const rule = ruleOf(3);
    for (let i = 0; i < 3; i++) expect(await refusalOf(consumeLimit(ctx, rule, "subject"))).toBe("OK");
    expect(await refusalOf(consumeLimit(ctx, rule, "subject"))).toEqual(limited);
    expect(await refusalOf(consumeLimit(ctx, rule, "subject"))).toEqual(limited);
  });

  it("counts concurrent attempts atomically", async () => {
    const ctx = testContext();
    const rule = ruleOf(5);
    const results = await Promise.all(Array.from({ length: 12 }, () => refusalOf(consumeLimit(ctx, rule, "same"))));
    expect(results.filter((r) => r === "OK")).toHaveLength(5);
    expect(results.filter((r) => r !== "OK")).toEqual(Array.from({ length: 7 }, () => limited));
  });

  it("keeps separate counters per subject and per rule, and ignores the case of a subject", async () => {
    const ctx = testContext();
    const rule = ruleOf(1);
    await consumeLimit(ctx, rule, "Ana@Example.com");
    expect(await refusalOf(consumeLimit(ctx, rule, "ana@example.com"))).toEqual(limited);
    expect(await refusalOf(consumeLimit(ctx, rule, "otra@example.com"))).toBe("OK");
    expect(await refusalOf(consumeLimit(ctx, ruleOf(1), "ana@example.com"))).toBe("OK");
  });

  it("starts a new window once the old one has passed, and only then", async () => {
    const { ctx, advance } = clock();
    const rule = ruleOf(2, 60);
    await consumeLimit(ctx, rule, "ip");
    advance(30_000);
    await consumeLimit(ctx, rule, "ip");
    advance(30_000);
    expect(await refusalOf(consumeLimit(ctx, rule, "ip"))).toEqual(limited);
    advance(1);
    expect(await refusalOf(consumeLimit(ctx, rule, "ip"))).toBe("OK");
    advance(59_000);
    expect(await refusalOf(consumeLimit(ctx, rule, "ip"))).toBe("OK");
    expect(await refusalOf(consumeLimit(ctx, rule, "ip"))).toEqual(limited);
  });

  it("measures the window from its first attempt, not from the latest", async () => {
    const { ctx, advance } = clock();
    const rule = ruleOf(3, 60);
    for (let i = 0; i < 3; i++) {
      await consumeLimit(ctx, rule, "ip");
      advance(20_000);
    }
    expect(await refusalOf(consumeLimit(ctx, rule, "ip"))).toEqual(limited);
    advance(1);
    expect(await refusalOf(consumeLimit(ctx, rule, "ip"))).toBe("OK");
  });
});

describe("recordFailure and limitReached", () => {
  it("records failures without refusing, and says when the limit is reached", async () => {
    const ctx = testContext();
    const rule = ruleOf(3);
    expect(await limitReached(ctx, rule, "ip|mail")).toBe(false);
    for (let i = 0; i < 2; i++) await recordFailure(ctx, rule, "ip|mail");
    expect(await limitReached(ctx, rule, "ip|mail")).toBe(false);
    await recordFailure(ctx, rule, "ip|mail");
    expect(await limitReached(ctx, rule, "ip|mail")).toBe(true);
    await expect(recordFailure(ctx, rule, "ip|mail")).resolves.toBeUndefined();
    expect(await limitReached(ctx, rule, "IP|MAIL")).toBe(true);
    expect(await limitReached(ctx, rule, "other")).toBe(false);
  });

  it("only reads: asking many times uses nothing up", async () => {
    const ctx = testContext();
    const rule = ruleOf(1);
    for (let i = 0; i < 5; i++) expect(await limitReached(ctx, rule, "ip")).toBe(false);
    expect(await refusalOf(consumeLimit(ctx, rule, "ip"))).toBe("OK");
  });

  it("agrees with consumeLimit on where the window ends", async () => {
    const { ctx, advance } = clock();
    const rule = ruleOf(2, 300);
    await recordFailure(ctx, rule, "ip");
    await recordFailure(ctx, rule, "ip");
    advance(300_000);
    expect(await limitReached(ctx, rule, "ip")).toBe(true);
    advance(1);
    expect(await limitReached(ctx, rule, "ip")).toBe(false);
    await recordFailure(ctx, rule, "ip");
    expect(await limitReached(ctx, rule, "ip")).toBe(false);
    await recordFailure(ctx, rule, "ip");
    expect(await limitReached(ctx, rule, "ip")).toBe(true);
  });
});

describe("clearLimit", () => {
  it("forgets the counter of one subject under one rule only", async () => {
    const ctx = testContext();
    const rule = ruleOf(1);
    const other = ruleOf(1);
    for (const subject of ["a", "b"]) await consumeLimit(ctx, rule, subject);
    await consumeLimit(ctx, other, "a");
    await clearLimit(ctx, rule, "A");
    expect(await refusalOf(consumeLimit(ctx, rule, "a"))).toBe("OK");
    expect(await refusalOf(consumeLimit(ctx, rule, "b"))).toEqual(limited);
    expect(await refusalOf(consumeLimit(ctx, other, "a"))).toEqual(limited);
  });

  it("is harmless for a subject that has no counter", async () => {
    const ctx = testContext();
    await expect(clearLimit(ctx, ruleOf(), "nobody")).resolves.toBeUndefined();
    expect(await limitReached(ctx, ruleOf(), "nobody")).toBe(false);
  });
});

describe("deleteEndedLimits (issue 35 §5: the counters hold IP addresses)", () => {
  /** The subjects that still have a counter under one of these rules. */
  async function countedSubjects(...rules: LimitRule[]) {
    const rows = await testDb().select({ key: requestLimits.key }).from(requestLimits).where(like(requestLimits.key, "test-%"));
    return rows.map((row) => row.key).filter((key) => rules.some((rule) => key.startsWith(`${rule.name}:`)));
  }

  it("deletes the counters whose window has ended and keeps those still counting, which go on counting", async () => {
    // A clock long past, so that the cleanup never reaches the counters of tests running at the same time.
    const { ctx, advance } = clock(new Date("2000-01-01T00:00:00.000Z"));
    const minute = ruleOf(1, 60);
    const hour = ruleOf(1, 3600);
    await consumeLimit(ctx, minute, "198.51.100.7");
    await consumeLimit(ctx, hour, "198.51.100.7");
    advance(60_000);
    await deleteEndedLimits(testDb(), ctx.now());
    expect(await countedSubjects(minute, hour)).toHaveLength(2);
    advance(1);
    await deleteEndedLimits(testDb(), ctx.now());
    expect(await countedSubjects(minute, hour)).toEqual([`${hour.name}:198.51.100.7`]);
    expect(await refusalOf(consumeLimit(ctx, hour, "198.51.100.7"))).toEqual(limited);
    expect(await refusalOf(consumeLimit(ctx, minute, "198.51.100.7"))).toBe("OK");
  });

  it("deletes a counter whose window started again only once the new window has ended", async () => {
    const { ctx, advance } = clock(new Date("2000-02-01T00:00:00.000Z"));
    const rule = ruleOf(5, 60);
    await consumeLimit(ctx, rule, "ip");
    advance(90_000);
    await consumeLimit(ctx, rule, "ip");
    advance(59_000);
    await deleteEndedLimits(testDb(), ctx.now());
    expect(await countedSubjects(rule)).toHaveLength(1);
    advance(1_001);
    await deleteEndedLimits(testDb(), ctx.now());
    expect(await countedSubjects(rule)).toEqual([]);
  });
});
