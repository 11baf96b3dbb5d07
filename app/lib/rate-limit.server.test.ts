import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { signIn } from "~/features/accounts/auth-flows.server";
import { uniqueEmail, uniqueIp } from "../../../tests/factories";
import { consumeLimit, LIMITS } from "./rate-limit.server";

describe("abuse limits", () => {
  it("allows exactly `max` attempts in a window, then answers 429 in Spanish", async () => {
    const rule = { name: `test-${uniqueIp()}`, max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await consumeLimit(getDb(), rule, "subject");
    await expect(consumeLimit(getDb(), rule, "subject")).rejects.toMatchObject({ status: 429, message: expect.stringMatching(/Demasiados intentos/) });
  });

  it("counts concurrent attempts atomically", async () => {
    const rule = { name: `race-${uniqueIp()}`, max: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => consumeLimit(getDb(), rule, "same")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  });

  it("keeps separate counters per subject", async () => {
    const rule = { name: `split-${uniqueIp()}`, max: 1, windowSeconds: 60 };
    await consumeLimit(getDb(), rule, "a");
    await expect(consumeLimit(getDb(), rule, "b")).resolves.toBeUndefined();
  });

  it("limits logins to 25 per 5 minutes per IP", async () => {
    expect(LIMITS.loginPerIp).toMatchObject({ max: 25, windowSeconds: 300 });
    const ip = uniqueIp();
    const attempts = await Promise.allSettled(
      Array.from({ length: 26 }, () => signIn(getDb(), { headers: new Headers(), ip }, { email: uniqueEmail(), password: "whatever123" })),
    );
    const limited = attempts.filter((r) => r.status === "rejected" && r.reason.status === 429);
    expect(limited).toHaveLength(1);
  });

  it("limits sign-ups and resets at least as strictly as the issue asks", () => {
    expect(LIMITS.signupPerIp.max).toBeLessThanOrEqual(5);
    expect(LIMITS.signupPerIp.windowSeconds).toBeGreaterThanOrEqual(1800);
    expect(LIMITS.resetPerEmail.max).toBeLessThanOrEqual(5);
    expect(LIMITS.resetPerEmail.windowSeconds).toBeGreaterThanOrEqual(1800);
  });
});
