import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { jobAlerts } from "~/db/schema/job-alerts";
import { jobApplications } from "~/db/schema/job-board";
import { reports } from "~/db/schema/moderation";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { applyToOffer } from "~/features/jobs/applications.server";
import { createJobAlert } from "~/features/jobs/job-alerts.server";
import { createOffer } from "~/features/jobs/offers.server";
import { reportProfile } from "~/features/moderation/reports.server";
import { actingCompany, actingIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

type Limit = { min?: number; max: number };

/**
 * Every length the migrated database enforces on text, read from its catalog: `char_length` (or
 * `length`) bounds in check constraints and `varchar(n)` columns, keyed by `table.column`. A bound
 * that counts bytes (octet_length) or anything this reader does not understand fails the test.
 */
async function databaseTextLimits(): Promise<Record<string, Limit>> {
  const limits: Record<string, { min?: number; max?: number }> = {};
  const checks = await queryRows<{ table_name: string; definition: string }>(
    testDb(),
    sql`select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
        from pg_constraint
        where contype = 'c' and connamespace = 'public'::regnamespace and pg_get_constraintdef(oid) ~* 'length\\('`,
  );
  for (const { table_name, definition } of checks) {
    expect(definition, `${table_name}: a length check that counts bytes`).not.toMatch(/octet_length|bit_length/i);
    const bounds = [...definition.matchAll(/(?:char_|character_)?length\(\(?"?(\w+)"?(?:\)::text)?\)\s*(<=|>=|<|>)\s*(\d+)/gi)];
    expect(bounds.length, `${table_name}: ${definition}`).toBeGreaterThan(0);
    for (const [, column, operator, value] of bounds) {
      const key = `${table_name}.${column}`;
      limits[key] ??= {};
      const entry = limits[key];
      const bound = Number(value);
      if (operator === "<=") entry.max = bound;
      else if (operator === "<") entry.max = bound - 1;
      else if (operator === ">=") entry.min = bound;
      else entry.min = bound + 1;
    }
  }
  const varchars = await queryRows<{ table_name: string; column_name: string; length: number }>(
    testDb(),
    sql`select table_name, column_name, character_maximum_length as length
        from information_schema.columns
        where table_schema = 'public' and character_maximum_length is not null`,
  );
  for (const { table_name, column_name, length } of varchars) limits[`${table_name}.${column_name}`] = { max: Number(length) };
  return limits as Record<string, Limit>;
}

describe("text limits: the code and the database count the same characters", () => {
  it("every length the database enforces on text is the code's limit, and the code names no limit the database lacks", async () => {
    expect(await databaseTextLimits()).toEqual(DATABASE_TEXT_LIMITS);
  });

  it("a job alert's text: 100 characters outside the BMP are saved, longer is cut to 100, one is too short (never a 500)", async () => {
    const { max, min } = DATABASE_TEXT_LIMITS["job_alerts.q"];
    const ana = await actingIndividual();
    expect((await createJobAlert(ana.ctx, { q: "𐀀".repeat(max) })).alert.q).toBe("𐀀".repeat(max));
    expect((await createJobAlert(ana.ctx, { q: "😀".repeat(max + 1) })).alert.q).toBe("😀".repeat(max));
    expect((await createJobAlert(ana.ctx, { q: "𐀀".repeat(min) })).created).toBe(true);
    expect(await refusalOf(createJobAlert(ana.ctx, { q: "𐀀".repeat(min - 1) }))).toMatchObject({ key: "JOB_ALERT_FILTER_REQUIRED", status: 400 });
    const lengths = await testDb()
      .select({ length: sql<number>`char_length(${jobAlerts.q})` })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, ana.userId));
    expect(lengths.map((row) => Number(row.length)).sort((a, b) => a - b)).toEqual([min, max, max]);
  });

  it("a cover letter: 5000 characters outside the BMP are saved, 5001 are refused with the Spanish message", async () => {
    const { max } = DATABASE_TEXT_LIMITS["job_applications.cover_letter"];
    const firm = await actingCompany();
    const offer = () =>
      createOffer(firm.ctx, { title: "Microfonista", description: "Gira.", country: "CL", jobType: "freelance", category: ["audio"], publish: true });
    const [first, second] = [await offer(), await offer()];
    const ana = await actingIndividual();
    expect(await refusalOf(applyToOffer(ana.ctx, { jobId: first.id, coverLetter: "😀".repeat(max + 1) }))).toMatchObject({
      key: "APPLICATION_COVER_LETTER_TOO_LONG",
      status: 400,
      field: "coverLetter",
    });
    await applyToOffer(ana.ctx, { jobId: second.id, coverLetter: "😀".repeat(max) });
    const [row] = await testDb()
      .select({ length: sql<number>`char_length(${jobApplications.coverLetter})` })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, ana.userId));
    expect(Number(row.length)).toBe(max);
  });

  it("a report's details: 1000 characters outside the BMP are saved, 1001 are refused with the Spanish message", async () => {
    const { max } = DATABASE_TEXT_LIMITS["reports.details"];
    const ana = await actingIndividual();
    const [beto, carla] = [await actingIndividual(), await actingIndividual()];
    expect(await refusalOf(reportProfile(ana.ctx, { userId: beto.userId, reason: "spam", details: "𐀀".repeat(max + 1) }))).toMatchObject({
      key: "REPORT_DETAILS_TOO_LONG",
      status: 400,
      field: "details",
    });
    await reportProfile(ana.ctx, { userId: carla.userId, reason: "spam", details: "𐀀".repeat(max) });
    const [row] = await testDb()
      .select({ length: sql<number>`char_length(${reports.details})` })
      .from(reports)
      .where(eq(reports.reporterId, ana.userId));
    expect(Number(row.length)).toBe(max);
  });
});
