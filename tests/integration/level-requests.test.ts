import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit } from "~/db/schema/admin-audit";
import { mailLog } from "~/db/schema/mail";
import { levelRequests } from "~/db/schema/membership";
import { notifications } from "~/db/schema/notifications";
import { landingPath } from "~/features/accounts/landing";
import { decideLevelRequest, levelRequestQueue, myLevelRequest, requestLevel } from "~/features/membership/level-requests.server";
import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { heldRoles } from "../actors";
import { actingAs, browserContext, testContext } from "../context";
import { createCompany, createIndividual, individualRow, signedIn } from "../factories";
import { drainOutbox } from "../outbox";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

async function member(level: MembershipLevel = "bronze") {
  const account = await createIndividual({ level });
  return { ...account, ctx: await actingAs(account.userId) };
}

async function anAdmin() {
  const { userId } = await createIndividual({ isAdmin: true });
  return { id: userId, ctx: await actingAs(userId, { ip: "203.0.113.25" }) };
}

/** The audit rows of a level request (other actions' targets may share its number). */
const auditOf = (id: number) =>
  testDb()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "level-request"), eq(adminAudit.targetId, String(id))));

const requestsOf = (userId: string) => testDb().select().from(levelRequests).where(eq(levelRequests.userId, userId));

/** The request as the admins' queue shows it, looked for page after page (other tests share the queue). */
async function queued(admin: Ctx, id: number) {
  for (let page = 1; ; page++) {
    const queue = await levelRequestQueue(admin, page);
    const found = queue.requests.find((request) => request.id === id);
    if (found || page >= queue.pages) return found;
  }
}

async function mailsTo(email: string) {
  return testDb()
    .select({ subject: mailLog.subject, text: mailLog.text })
    .from(mailLog)
    .where(and(eq(mailLog.to, email), eq(mailLog.template, "level-decision")));
}

const notificationsOf = (userId: string) =>
  testDb().select({ titleKey: notifications.titleKey, messageKey: notifications.messageKey }).from(notifications).where(eq(notifications.userId, userId));

describe("asking for a higher level (issue 25 §2)", () => {
  it("an individual asks once, with an optional note; a second pending request is 409, even when both are sent at once", async () => {
    const ana = await member();
    expect(await requestLevel(ana.ctx, { level: "silver", note: "Trabajo hace diez años en giras." })).toEqual({ id: expect.any(Number) });
    expect(await myLevelRequest(ana.ctx)).toMatchObject({ requestedLevel: "silver", status: "pending" });
    expect(await refusalOf(requestLevel(ana.ctx, { level: "gold" }))).toEqual({
      key: "LEVEL_REQUEST_PENDING",
      status: 409,
      message: "Ya tienes una solicitud en revisión: te avisaremos cuando la revisemos.",
    });
    expect(await requestsOf(ana.userId)).toHaveLength(1);

    const beto = await member();
    const both = await Promise.all([refusalOf(requestLevel(beto.ctx, { level: "gold" })), refusalOf(requestLevel(beto.ctx, { level: "silver" }))]);
    expect(both.filter((result) => result === "OK")).toHaveLength(1);
    expect(both.filter((result) => result !== "OK")).toEqual([expect.objectContaining({ key: "LEVEL_REQUEST_PENDING", status: 409 })]);
    expect(await requestsOf(beto.userId)).toHaveLength(1);
  });

  it("refuses a level not above the member's own, a company, a visitor and bad input, and keeps nothing", async () => {
    const silver = await member("silver");
    expect(await refusalOf(requestLevel(silver.ctx, { level: "silver" }))).toEqual({
      key: "LEVEL_REQUEST_NOT_HIGHER",
      status: 409,
      message: "Ya tienes ese nivel o uno superior.",
    });
    const gold = await member("gold");
    expect(await refusalOf(requestLevel(gold.ctx, { level: "gold" }))).toMatchObject({ key: "LEVEL_REQUEST_NOT_HIGHER", status: 409 });
    expect(await refusalOf(requestLevel(gold.ctx, { level: "silver" }))).toMatchObject({ key: "LEVEL_REQUEST_NOT_HIGHER", status: 409 });
    expect(await refusalOf(requestLevel(silver.ctx, { level: "platino" }))).toMatchObject({ key: "LEVEL_REQUEST_INVALID", status: 400 });
    expect(await refusalOf(requestLevel(silver.ctx, { level: "gold", note: "x".repeat(501) }))).toMatchObject({ status: 400, field: "note" });
    const company = await createCompany();
    expect(await refusalOf(requestLevel(await actingAs(company.userId), { level: "gold" }))).toEqual({
      key: "LEVEL_REQUEST_INDIVIDUALS",
      status: 403,
      message: "Las suscripciones de las empresas las cambia el equipo de RedAV: escríbenos a hola@redav.lat.",
    });
    expect(await refusalOf(requestLevel(testContext(), { level: "gold" }))).toMatchObject({ status: 401 });
    for (const userId of [silver.userId, gold.userId, company.userId]) expect(await requestsOf(userId)).toEqual([]);
  });
});

describe("the admins' queue of level requests (/admin/membership)", () => {
  it("only admins see it or decide: a member gets 403, a visitor 401, and nothing changes", async () => {
    const ana = await member();
    const { id } = await requestLevel(ana.ctx, { level: "gold" });
    const third = await member("gold");
    const forbidden = { key: "ADMIN_ONLY", status: 403, message: "Solo un administrador puede hacer esto." };
    expect(await refusalOf(levelRequestQueue(third.ctx, 1))).toEqual(forbidden);
    expect(await refusalOf(decideLevelRequest(third.ctx, { id: String(id), approve: true }))).toEqual(forbidden);
    expect(await refusalOf(decideLevelRequest(ana.ctx, { id: String(id), approve: true }))).toEqual(forbidden);
    expect(await refusalOf(levelRequestQueue(testContext(), 1))).toMatchObject({ status: 401 });
    expect(await refusalOf(decideLevelRequest(testContext(), { id: String(id), approve: false }))).toMatchObject({ status: 401 });
    expect(await requestsOf(ana.userId)).toEqual([expect.objectContaining({ status: "pending", decidedBy: null })]);
    expect((await individualRow(ana.userId)).membershipLevel).toBe("bronze");
    expect(await auditOf(id)).toEqual([]);
  });

  it("approving sets the level the member's next request sees (their landing follows), tells them in the app and by e-mail, and is logged; deciding again is 409", async () => {
    const admin = await anAdmin();
    const ana = await createIndividual();
    const browser = await signedIn(ana.email);
    expect(landingPath(browser.actor)).toBe("/bronze-member");
    const { id } = await requestLevel(browser, { level: "gold", note: "Dirijo el montaje de luces del festival." });
    expect(await queued(admin.ctx, id)).toMatchObject({
      userId: ana.userId,
      name: "Ana Prueba",
      email: ana.email,
      fromLevel: "bronze",
      requestedLevel: "gold",
      note: "Dirijo el montaje de luces del festival.",
      status: "pending",
      decidedAt: null,
    });

    expect(await decideLevelRequest(admin.ctx, { id: String(id), approve: true })).toEqual({ status: "approved" });
    const next = await browserContext(browser.cookies);
    expect(next.actor && heldRoles(next.actor).membershipLevel).toBe("gold");
    expect(landingPath(next.actor)).toBe("/gold-member");
    expect((await individualRow(ana.userId)).membershipLevel).toBe("gold");
    expect(await myLevelRequest(next)).toMatchObject({ requestedLevel: "gold", status: "approved", decidedAt: expect.any(String) });
    expect(await queued(admin.ctx, id)).toMatchObject({ status: "approved", decidedAt: expect.any(String) });
    const [row] = await requestsOf(ana.userId);
    expect(row).toMatchObject({ status: "approved", decidedBy: admin.id, decidedAt: expect.any(Date) });

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: "level-request.approve",
      actorId: admin.id,
      subjectId: ana.userId,
      before: { status: "pending", level: "bronze" },
      after: { status: "approved", level: "gold" },
      ip: "203.0.113.25",
    });

    await drainOutbox();
    expect(await notificationsOf(ana.userId)).toContainEqual({ titleKey: "levelApproved.title", messageKey: "level.gold" });
    const mails = await mailsTo(ana.email);
    expect(mails).toEqual([expect.objectContaining({ subject: "Aprobamos tu solicitud de nivel en RedAV" })]);
    expect(mails[0].text).toContain("Tu membresía ahora es Oro");
    expect(mails[0].text).toContain("/gold-member");

    const decided = { key: "LEVEL_REQUEST_DECIDED", status: 409, message: "Esta solicitud ya fue revisada." };
    expect(await refusalOf(decideLevelRequest(admin.ctx, { id: String(id), approve: true }))).toEqual(decided);
    expect(await refusalOf(decideLevelRequest(admin.ctx, { id: String(id), approve: false }))).toEqual(decided);
    expect(await refusalOf(decideLevelRequest(admin.ctx, { id: "987654321987", approve: true }))).toMatchObject({
      key: "LEVEL_REQUEST_NOT_FOUND",
      status: 404,
    });
    expect(await refusalOf(decideLevelRequest(admin.ctx, { id: "uno", approve: true }))).toMatchObject({ key: "LEVEL_REQUEST_NOT_FOUND", status: 404 });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("two admins deciding the same request at once: one decision wins, the other is 409", async () => {
    const [first, second] = [await anAdmin(), await anAdmin()];
    const ana = await member();
    const { id } = await requestLevel(ana.ctx, { level: "silver" });
    const results = await Promise.all([
      refusalOf(decideLevelRequest(first.ctx, { id: String(id), approve: true })),
      refusalOf(decideLevelRequest(second.ctx, { id: String(id), approve: false })),
    ]);
    expect(results.filter((result) => result === "OK")).toHaveLength(1);
    expect(results.filter((result) => result !== "OK")).toEqual([expect.objectContaining({ key: "LEVEL_REQUEST_DECIDED", status: 409 })]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("refusing keeps the member's level and tells them in the app and by e-mail; they may ask again", async () => {
    const admin = await anAdmin();
    const beto = await member("silver");
    const { id } = await requestLevel(beto.ctx, { level: "gold" });
    expect(await decideLevelRequest(admin.ctx, { id: String(id), approve: false })).toEqual({ status: "refused" });
    const next = await actingAs(beto.userId);
    expect(next.actor && heldRoles(next.actor).membershipLevel).toBe("silver");
    expect(landingPath(next.actor)).toBe("/silver-member");
    expect((await auditOf(id))[0]).toMatchObject({
      action: "level-request.refuse",
      subjectId: beto.userId,
      before: { status: "pending", level: "silver" },
      after: { status: "refused", level: "silver" },
    });
    await drainOutbox();
    expect(await notificationsOf(beto.userId)).toContainEqual({ titleKey: "levelRefused.title", messageKey: "levelRefused.message" });
    expect(await mailsTo(beto.email)).toEqual([expect.objectContaining({ subject: "Tu solicitud de nivel en RedAV" })]);
    expect(await requestLevel(next, { level: "gold" })).toEqual({ id: expect.any(Number) });
  });
});
