import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../../tests/setup/test-database";
import { every, runDueJobs } from "./periodic.server";

const DAY = 24 * 60 * 60 * 1000;

describe("periodic jobs", () => {
  it("run once per period across instances, with a clock you can set", async () => {
    const name = `prueba-${randomUUID()}`;
    let runs = 0;
    every(name, DAY, async () => {
      runs += 1;
    });
    const start = new Date();
    const [first, second] = await Promise.all([runDueJobs(testDb(), start), runDueJobs(testDb(), start)]);
    expect([...first, ...second].filter((ran) => ran === name)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await runDueJobs(testDb(), new Date(start.getTime() + DAY - 1000))).not.toContain(name);
    expect(await runDueJobs(testDb(), new Date(start.getTime() + DAY))).toContain(name);
    expect(runs).toBe(2);
  });

  it("a failing job is logged and retried at the next check, and does not stop the others", async () => {
    const failing = `falla-${randomUUID()}`;
    const healthy = `sana-${randomUUID()}`;
    let attempts = 0;
    every(failing, DAY, async () => {
      attempts += 1;
      throw new Error("falló");
    });
    every(healthy, DAY, async () => undefined);
    const now = new Date();
    const ran = await runDueJobs(testDb(), now);
    expect(ran).toContain(healthy);
    expect(ran).not.toContain(failing);
    await runDueJobs(testDb(), now);
    expect(attempts).toBe(2);
  });
});
