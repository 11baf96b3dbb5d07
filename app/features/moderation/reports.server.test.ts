import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "~/db/schema/messages";
import { reports } from "~/db/schema/moderation";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, companyRow, createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { reportMessage, reportProfile, reportTarget, submitReport } from "./reports.server";

async function member() {
  const { userId } = await createIndividual({ verified: false });
  return { userId, ctx: await actingAs(userId) };
}

/** A message stored as the messages feature stores it (its rules are not what these tests are about). */
async function message(senderId: string, recipientId: string): Promise<string> {
  const [row] = await testDb().insert(messages).values({ senderId, recipientId, subject: "Hola", content: "Texto" }).returning({ id: messages.id });
  return String(row.id);
}

async function reportsBy(reporterId: string) {
  return testDb().select().from(reports).where(eq(reports.reporterId, reporterId));
}

describe("reporting a profile (issue 10 §5b)", () => {
  it("queues an open report of a person or a company with the reason and the trimmed details", async () => {
    const ana = await member();
    const beto = await member();
    const company = await createCompany({ verified: false });
    expect(await reportProfile(ana.ctx, { userId: beto.userId, reason: "fake_profile", details: "  Usa fotos de otra persona.  " })).toEqual({
      reported: true,
    });
    await reportProfile(ana.ctx, { userId: company.userId, reason: "spam" });
    const rows = await reportsBy(ana.userId);
    expect(rows.map((row) => [row.targetType, row.targetId, row.targetUserId, row.reason, row.details, row.status]).sort()).toEqual(
      [
        ["profile", beto.userId, beto.userId, "fake_profile", "Usa fotos de otra persona.", "open"],
        ["profile", company.userId, company.userId, "spam", null, "open"],
      ].sort(),
    );
  });

  it("refuses a visitor, oneself, an unknown profile, a reason off the list and details over 1000 characters", async () => {
    const ana = await member();
    const beto = await member();
    expect(await refusalOf(reportProfile(testContext(), { userId: beto.userId, reason: "spam" }))).toMatchObject({ status: 401 });
    expect(await refusalOf(reportProfile(ana.ctx, { userId: ana.userId, reason: "spam" }))).toEqual({
      key: "REPORT_SELF",
      status: 400,
      message: "No puedes reportarte a ti mismo.",
    });
    expect(await refusalOf(reportProfile(ana.ctx, { userId: "no-such-user", reason: "spam" }))).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
    expect(await refusalOf(reportProfile(ana.ctx, { userId: beto.userId, reason: "boring" }))).toEqual({
      key: "REPORT_REASON_REQUIRED",
      status: 400,
      message: "Elige el motivo del reporte.",
      field: "reason",
    });
    expect(await refusalOf(reportProfile(ana.ctx, { userId: beto.userId, reason: "" }))).toMatchObject({ key: "REPORT_REASON_REQUIRED" });
    expect(await refusalOf(reportProfile(ana.ctx, { userId: beto.userId, reason: "other", details: "ñ".repeat(1001) }))).toEqual({
      key: "REPORT_DETAILS_TOO_LONG",
      status: 400,
      message: "Los detalles admiten como máximo 1000 caracteres.",
      field: "details",
    });
    expect(await reportsBy(ana.userId)).toEqual([]);
    expect(await reportProfile(ana.ctx, { userId: beto.userId, reason: "other", details: "ñ".repeat(1000) })).toEqual({ reported: true });
  });

  it("a double click, even at once, queues one open report; once resolved, a new one can be filed", async () => {
    const ana = await member();
    const beto = await member();
    const input = { userId: beto.userId, reason: "harassment" };
    await Promise.all([reportProfile(ana.ctx, input), reportProfile(ana.ctx, input), reportProfile(ana.ctx, input)]);
    const [only, ...others] = await reportsBy(ana.userId);
    expect(others).toEqual([]);
    await testDb().update(reports).set({ status: "dismissed" }).where(eq(reports.id, only.id));
    await reportProfile(ana.ctx, input);
    expect((await reportsBy(ana.userId)).map((row) => row.status).sort()).toEqual(["dismissed", "open"]);
  });
});

describe("reporting a message (issue 10 §5b)", () => {
  it("its recipient reports the sender, and its sender reports the recipient", async () => {
    const ana = await member();
    const beto = await member();
    const id = await message(ana.userId, beto.userId);
    await reportMessage(beto.ctx, { messageId: id, reason: "harassment", details: "Insultos" });
    await reportMessage(ana.ctx, { messageId: id, reason: "spam" });
    expect((await reportsBy(beto.userId)).map((row) => [row.targetType, row.targetId, row.targetUserId])).toEqual([["message", id, ana.userId]]);
    expect((await reportsBy(ana.userId)).map((row) => [row.targetType, row.targetId, row.targetUserId])).toEqual([["message", id, beto.userId]]);
  });

  it("a third member cannot report someone else's message: 404, as for a message that does not exist", async () => {
    const ana = await member();
    const beto = await member();
    const caro = await member();
    const id = await message(ana.userId, beto.userId);
    const notFound = { key: "REPORT_TARGET_NOT_FOUND", status: 404, message: "No encontramos lo que quieres reportar." };
    expect(await refusalOf(reportMessage(caro.ctx, { messageId: id, reason: "spam" }))).toEqual(notFound);
    expect(await refusalOf(reportMessage(caro.ctx, { messageId: "999999999999", reason: "spam" }))).toEqual(notFound);
    expect(await refusalOf(reportMessage(caro.ctx, { messageId: "1; drop table reports", reason: "spam" }))).toEqual(notFound);
    expect(await refusalOf(reportMessage(testContext(), { messageId: id, reason: "spam" }))).toMatchObject({ status: 401 });
    expect(await reportsBy(caro.userId)).toEqual([]);
  });

  it("the dialog's form sends either kind; an unknown kind is a 400", async () => {
    const ana = await member();
    const beto = await member();
    const id = await message(beto.userId, ana.userId);
    expect(await submitReport(ana.ctx, { kind: "message", targetId: id, reason: "spam", details: "" })).toEqual({ reported: true });
    expect(await submitReport(ana.ctx, { kind: "profile", targetId: beto.userId, reason: "spam" })).toEqual({ reported: true });
    expect(await refusalOf(submitReport(ana.ctx, { kind: "job", targetId: beto.userId, reason: "spam" }))).toMatchObject({ key: "BAD_REQUEST", status: 400 });
    expect(await refusalOf(submitReport(testContext(), { kind: "profile", targetId: beto.userId, reason: "spam" }))).toMatchObject({ status: 401 });
    expect(await reportsBy(ana.userId)).toHaveLength(2);
  });
});

describe("the report page's target (its heading, before any report is filed)", () => {
  it("names the profile, or the other party of a message, after the same checks as filing", async () => {
    const ana = await member();
    const beto = await member();
    const caro = await member();
    const company = await actingCompany();
    const id = await message(company.userId, ana.userId);
    expect(await reportTarget(ana.ctx, "profile", beto.userId)).toEqual({ kind: "profile", targetId: beto.userId, name: "Ana Prueba" });
    expect(await reportTarget(ana.ctx, "message", id)).toEqual({ kind: "message", targetId: id, name: (await companyRow(company.userId)).companyName });
    expect((await reportTarget(company.ctx, "message", id)).name).toBe("Ana Prueba");
    expect(await refusalOf(reportTarget(caro.ctx, "message", id))).toMatchObject({ key: "REPORT_TARGET_NOT_FOUND", status: 404 });
    expect(await refusalOf(reportTarget(ana.ctx, "profile", ana.userId))).toMatchObject({ key: "REPORT_SELF", status: 400 });
    expect(await refusalOf(reportTarget(ana.ctx, "profile", "no-such-user"))).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
    expect(await refusalOf(reportTarget(ana.ctx, null, beto.userId))).toMatchObject({ key: "BAD_REQUEST", status: 400 });
    expect(await refusalOf(reportTarget(testContext(), "profile", beto.userId))).toMatchObject({ status: 401 });
    expect(await reportsBy(ana.userId)).toEqual([]);
  });
});
