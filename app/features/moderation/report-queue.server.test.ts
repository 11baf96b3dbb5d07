import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "~/db/schema/auth";
import { messages } from "~/db/schema/messages";
import { accountSuspensions, reports } from "~/db/schema/moderation";
import { actingAs, browserContext, testContext } from "../../../tests/context";
import { createIndividual, signedIn } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { dismissReport, listReports, REPORTS_PAGE_SIZE, suspendFromReport } from "./report-queue.server";
import { reportMessage, reportProfile } from "./reports.server";
import { isSuspended, unsuspend } from "./suspensions.server";

/** The reason an admin gives, mailed to the member. */
const REASON = "Publica anuncios ajenos en los mensajes.";

async function member(options: { isAdmin?: boolean } = {}) {
  const account = await createIndividual({ verified: false, ...options });
  return { userId: account.userId, email: account.email, ctx: await actingAs(account.userId) };
}

/** A moment far ahead that grows with the clock, so this run's reports are the newest of the shared queue whatever other tests file. */
function ownMoment(): Date {
  return new Date(Date.UTC(2200, 0, 1) + Date.now() * 10);
}

async function reportIdOf(reporterId: string, targetId: string): Promise<number> {
  const [row] = await testDb().select({ id: reports.id }).from(reports).where(eq(reports.reporterId, reporterId));
  if (!row) throw new Error(`no report by ${reporterId} of ${targetId}`);
  return row.id;
}

describe("the moderation queue (/admin/reports)", () => {
  it("only admins see it or act on it: a member gets 403, a visitor 401", async () => {
    const ana = await member();
    const beto = await member();
    await reportProfile(ana.ctx, { userId: beto.userId, reason: "spam" });
    const id = await reportIdOf(ana.userId, beto.userId);
    const third = await member();
    const forbidden = { key: "ADMIN_ONLY", status: 403, message: "Solo un administrador puede hacer esto." };
    const attempts = [
      () => listReports(third.ctx, {}),
      () => dismissReport(third.ctx, id),
      () => suspendFromReport(third.ctx, { reportId: id, reason: REASON }),
      () => unsuspend(third.ctx, { userId: beto.userId, reason: REASON }),
    ];
    for (const attempt of attempts) expect(await refusalOf(attempt())).toEqual(forbidden);
    expect(await refusalOf(listReports(ana.ctx, {}))).toEqual(forbidden);
    expect(await refusalOf(dismissReport(testContext(), id))).toMatchObject({ status: 401 });
    const [row] = await testDb().select().from(reports).where(eq(reports.id, id));
    expect(row.status).toBe("open");
    expect(await isSuspended(testDb(), beto.userId)).toBe(false);
  });

  it("lists newest first with target, reporter, reason, details and the reported message's text; open only unless all are asked for", async () => {
    const admin = await member({ isAdmin: true });
    const ana = await member();
    const beto = await member();
    const at = ownMoment();
    const [sent] = await testDb()
      .insert(messages)
      .values({ senderId: beto.userId, recipientId: ana.userId, subject: "Oferta", content: "Compra seguidores baratos" })
      .returning({ id: messages.id });
    await reportProfile({ ...ana.ctx, now: () => at }, { userId: beto.userId, reason: "fake_profile", details: "No es real" });
    await reportMessage({ ...ana.ctx, now: () => new Date(at.getTime() + 1000) }, { messageId: String(sent.id), reason: "spam" });
    const open = await listReports(admin.ctx, { filter: "open" });
    const mine = open.reports.filter((report) => report.reporter.id === ana.userId);
    expect(mine).toEqual([
      expect.objectContaining({
        targetType: "message",
        target: { id: beto.userId, kind: "individual", name: "Ana Prueba", suspended: false },
        reporter: { id: ana.userId, name: "Ana Prueba" },
        reason: "spam",
        details: null,
        status: "open",
        message: { subject: "Oferta", content: "Compra seguidores baratos" },
      }),
      expect.objectContaining({ targetType: "profile", reason: "fake_profile", details: "No es real", message: null }),
    ]);
    expect(open.reports.length).toBeLessThanOrEqual(REPORTS_PAGE_SIZE);
    expect(open.pages).toBe(Math.max(1, Math.ceil(open.total / REPORTS_PAGE_SIZE)));
    await dismissReport(admin.ctx, mine[1].id);
    const stillOpen = await listReports(admin.ctx, {});
    expect(stillOpen.reports.map((report) => report.id)).not.toContain(mine[1].id);
    const all = await listReports(admin.ctx, { filter: "all" });
    expect(all.filter).toBe("all");
    expect(all.reports.filter((report) => report.reporter.id === ana.userId).map((report) => [report.id, report.status])).toEqual([
      [mine[0].id, "open"],
      [mine[1].id, "dismissed"],
    ]);
  });

  it("dismissing records who and when; a second decision on it is 409 and an unknown report 404", async () => {
    const admin = await member({ isAdmin: true });
    const ana = await member();
    const beto = await member();
    await reportProfile(ana.ctx, { userId: beto.userId, reason: "other" });
    const id = await reportIdOf(ana.userId, beto.userId);
    expect(await dismissReport(admin.ctx, String(id))).toEqual({ status: "dismissed" });
    const [row] = await testDb().select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: "dismissed", resolvedBy: admin.userId, resolvedAt: expect.any(Date) });
    const resolved = { key: "REPORT_ALREADY_RESOLVED", status: 409, message: "Este reporte ya fue resuelto." };
    expect(await refusalOf(dismissReport(admin.ctx, id))).toEqual(resolved);
    expect(await refusalOf(suspendFromReport(admin.ctx, { reportId: id, reason: REASON }))).toEqual(resolved);
    expect(await refusalOf(dismissReport(admin.ctx, "987654321987"))).toMatchObject({ key: "REPORT_NOT_FOUND", status: 404 });
    expect(await refusalOf(suspendFromReport(admin.ctx, { reportId: "abc", reason: REASON }))).toMatchObject({ key: "REPORT_NOT_FOUND", status: 404 });
    expect(await isSuspended(testDb(), beto.userId)).toBe(false);
  });

  it("suspending ends the account's sessions, refuses its sign-in with the Spanish message, and actions every open report about it", async () => {
    const admin = await member({ isAdmin: true });
    const ana = await member();
    const caro = await member();
    const beto = await createIndividual();
    const browser = await signedIn(beto.email);
    expect(browser.actor?.id).toBe(beto.userId);
    await reportProfile(ana.ctx, { userId: beto.userId, reason: "harassment" });
    await reportProfile(caro.ctx, { userId: beto.userId, reason: "spam" });
    const id = await reportIdOf(ana.userId, beto.userId);
    expect(await suspendFromReport(admin.ctx, { reportId: id, reason: REASON })).toEqual({ status: "actioned", userId: beto.userId });
    expect(await isSuspended(testDb(), beto.userId)).toBe(true);
    expect(await testDb().select().from(session).where(eq(session.userId, beto.userId))).toEqual([]);
    const [suspension] = await testDb().select().from(accountSuspensions).where(eq(accountSuspensions.userId, beto.userId));
    expect(suspension).toMatchObject({ suspendedBy: admin.userId, reportId: id });
    const statuses = await testDb().select({ status: reports.status, by: reports.resolvedBy }).from(reports).where(eq(reports.targetUserId, beto.userId));
    expect(statuses).toEqual([
      { status: "actioned", by: admin.userId },
      { status: "actioned", by: admin.userId },
    ]);
    expect(await refusalOf(signedIn(beto.email))).toEqual({
      key: "ACCOUNT_SUSPENDED",
      status: 403,
      message: "Tu cuenta está suspendida. Te enviamos un correo con el motivo y un enlace para apelar.",
    });
    expect(await testDb().select().from(session).where(eq(session.userId, beto.userId))).toEqual([]);
    const queue = await listReports(admin.ctx, { filter: "all" });
    expect(queue.reports.find((report) => report.id === id)?.target.suspended).toBe(true);
  });

  it("a session the suspension did not delete still resolves to nobody at once", async () => {
    const beto = await createIndividual();
    const browser = await signedIn(beto.email);
    await testDb().insert(accountSuspensions).values({ userId: beto.userId });
    const again = await refusalOf(signedIn(beto.email));
    expect(again).toMatchObject({ key: "ACCOUNT_SUSPENDED" });
    expect((await browserContext(browser.cookies)).actor).toBeNull();
  });

  it("an admin never suspends their own account; reinstating lets the account sign in again", async () => {
    const admin = await member({ isAdmin: true });
    const other = await member({ isAdmin: true });
    const beto = await createIndividual();
    await reportProfile(other.ctx, { userId: admin.userId, reason: "other" });
    expect(await refusalOf(suspendFromReport(admin.ctx, { reportId: await reportIdOf(other.userId, admin.userId), reason: REASON }))).toEqual({
      key: "SUSPEND_SELF",
      status: 400,
      message: "No puedes suspender tu propia cuenta.",
    });
    await reportProfile(other.ctx, { userId: beto.userId, reason: "spam" });
    const [report] = await testDb().select({ id: reports.id }).from(reports).where(eq(reports.targetUserId, beto.userId));
    await suspendFromReport(admin.ctx, { reportId: report.id, reason: REASON });
    expect(await refusalOf(suspendFromReport(admin.ctx, { reportId: report.id, reason: REASON }))).toMatchObject({
      key: "REPORT_ALREADY_RESOLVED",
      status: 409,
    });
    expect(await unsuspend(admin.ctx, { userId: beto.userId, reason: REASON })).toEqual({ suspended: false });
    expect(await unsuspend(admin.ctx, { userId: beto.userId, reason: REASON })).toEqual({ suspended: false });
    expect((await signedIn(beto.email)).actor?.id).toBe(beto.userId);
  });
});
