import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit } from "~/db/schema/admin-audit";
import { user } from "~/db/schema/auth";
import { mailLog } from "~/db/schema/mail";
import { accountSuspensions, reports, suspensionAppeals } from "~/db/schema/moderation";
import type { Ctx } from "~/lib/context.server";
import { actingAs, testContext, uniqueIp } from "../../../tests/context";
import { createIndividual, signedIn } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { APPEAL_LIMITS, appealLink, appealQueue, decideAppeal, sendAppeal } from "./appeals.server";
import { suspendFromReport } from "./report-queue.server";
import { reportProfile } from "./reports.server";
import { isSuspended, unsuspend } from "./suspensions.server";

const REASON = "Envió mensajes de spam a muchos miembros.";
const APPEAL = "Mi cuenta fue usada por otra persona; ya cambié la contraseña.";
const ADMIN_IP = "203.0.113.44";

async function anAdmin() {
  const { userId } = await createIndividual({ isAdmin: true });
  return { id: userId, ctx: await actingAs(userId, { ip: ADMIN_IP }) };
}

/** A member reported by another, and the open report's id. */
async function reported(options: { locale?: string } = {}) {
  const target = await createIndividual();
  if (options.locale) await testDb().update(user).set({ locale: options.locale }).where(eq(user.id, target.userId));
  const reporter = await createIndividual({ verified: false });
  await reportProfile(await actingAs(reporter.userId), { userId: target.userId, reason: "spam" });
  const [report] = await testDb().select({ id: reports.id }).from(reports).where(eq(reports.reporterId, reporter.userId));
  return { ...target, reportId: report.id };
}

async function mailsTo(email: string, template: string) {
  await drainOutbox();
  return testDb()
    .select({ subject: mailLog.subject, text: mailLog.text, html: mailLog.html })
    .from(mailLog)
    .where(and(eq(mailLog.to, email), eq(mailLog.template, template)));
}

/** A member suspended by `admin` from a report, and the appeal link's token read from the e-mail they received. */
async function suspended(admin: { ctx: Ctx }) {
  const target = await reported();
  await suspendFromReport(admin.ctx, { reportId: String(target.reportId), reason: REASON });
  const [mail] = await mailsTo(target.email, "account-suspended");
  const token = mail?.text.match(/\/apelar\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no appeal link mailed to ${target.email}`);
  return { ...target, token };
}

const suspensionOf = async (userId: string) => (await testDb().select().from(accountSuspensions).where(eq(accountSuspensions.userId, userId)))[0];
const appealsOf = (userId: string) => testDb().select().from(suspensionAppeals).where(eq(suspensionAppeals.userId, userId));
/** The audit rows about an account (by its id) or an appeal (by its number, which other actions' targets may share). */
const auditOf = (targetId: string, action?: string) =>
  testDb()
    .select()
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.targetId, targetId),
        eq(adminAudit.targetType, /^\d+$/.test(targetId) ? "appeal" : "account"),
        action ? eq(adminAudit.action, action) : undefined,
      ),
    );

/** The appeal as the admins' queue shows it, looked for page after page (other tests share the queue). */
async function queued(admin: Ctx, id: number, filter: "open" | "all" = "open") {
  for (let page = 1; ; page++) {
    const queue = await appealQueue(admin, { filter, page });
    const found = queue.appeals.find((appeal) => appeal.id === id);
    if (found || page >= queue.pages) return found;
  }
}

/** A member who appealed their suspension, and the appeal's id. */
async function appealed(admin: { ctx: Ctx }) {
  const member = await suspended(admin);
  await sendAppeal(testContext(), { token: member.token, message: APPEAL });
  const [appeal] = await appealsOf(member.userId);
  return { ...member, appealId: appeal.id };
}

describe("suspending with a reason (issue 25 §4)", () => {
  it("needs a reason of 10 to 1000 characters: a missing, short, overlong or broken one is 400 and nothing changes", async () => {
    const admin = await anAdmin();
    const target = await reported();
    const reportId = String(target.reportId);
    const cases: [unknown, string][] = [
      [undefined, "MODERATION_REASON_REQUIRED"],
      ["   corto  ", "MODERATION_REASON_REQUIRED"],
      ["x".repeat(1001), "MODERATION_REASON_TOO_LONG"],
      ["Spam\u0000 en los mensajes", "INVALID_CHARACTERS"],
    ];
    for (const [reason, key] of cases) {
      expect(await refusalOf(suspendFromReport(admin.ctx, { reportId, reason }))).toMatchObject({ key, status: 400, field: "reason" });
    }
    expect(await refusalOf(suspendFromReport(admin.ctx, { reportId, reason: "" }))).toEqual({
      key: "MODERATION_REASON_REQUIRED",
      status: 400,
      message: "Escribe el motivo (al menos 10 caracteres): se lo enviaremos a la persona por correo.",
      field: "reason",
    });
    expect(await isSuspended(testDb(), target.userId)).toBe(false);
    expect((await testDb().select({ status: reports.status }).from(reports).where(eq(reports.id, target.reportId)))[0].status).toBe("open");
    expect(await auditOf(target.userId)).toEqual([]);
    expect(await mailsTo(target.email, "account-suspended")).toEqual([]);
  });

  it("keeps the reason with the suspension and in the audit row, and mails the member the reason and an appeal link of which only the SHA-256 is kept", async () => {
    const admin = await anAdmin();
    const member = await suspended(admin);
    const suspension = await suspensionOf(member.userId);
    expect(suspension).toMatchObject({ reason: REASON, reportId: member.reportId, suspendedBy: admin.id });
    expect(suspension.appealTokenHash).toBe(createHash("sha256").update(member.token).digest("hex"));
    expect(JSON.stringify(suspension)).not.toContain(member.token);
    const [audit] = await auditOf(member.userId, "account.suspend");
    expect(audit).toMatchObject({ actorId: admin.id, subjectId: member.userId, ip: ADMIN_IP, after: { suspended: true, reason: REASON } });
    const [mail] = await mailsTo(member.email, "account-suspended");
    expect(mail.subject).toBe("Suspendimos tu cuenta de RedAV");
    expect(mail.text).toContain(`Motivo: ${REASON}`);
    expect(mail.text).toContain(`http://localhost:3000/apelar?token=${member.token}`);
    expect(mail.html).toContain("Apelar la suspensión");
    expect(await refusalOf(signedIn(member.email))).toEqual({
      key: "ACCOUNT_SUSPENDED",
      status: 403,
      message: "Tu cuenta está suspendida. Te enviamos un correo con el motivo y un enlace para apelar.",
    });
  });

  it("mails the member in the language they chose", async () => {
    const admin = await anAdmin();
    const target = await reported({ locale: "en" });
    await suspendFromReport(admin.ctx, { reportId: String(target.reportId), reason: REASON });
    const [mail] = await mailsTo(target.email, "account-suspended");
    expect(mail.subject).toBe("We suspended your RedAV account");
    expect(mail.text).toContain(`Reason: ${REASON}`);
  });
});

describe("the appeal link (/apelar)", () => {
  it("shows the suspension's reason and takes one appeal, even when two are sent at once; the admins' queue shows it", async () => {
    const admin = await anAdmin();
    const member = await suspended(admin);
    expect(await appealLink(testContext(), member.token)).toEqual({ reason: REASON, state: "ready" });
    const both = await Promise.all([
      refusalOf(sendAppeal(testContext(), { token: member.token, message: APPEAL })),
      refusalOf(sendAppeal(testContext(), { token: member.token, message: `${APPEAL} Otra vez.` })),
    ]);
    expect(both.filter((result) => result === "OK")).toHaveLength(1);
    expect(both.filter((result) => result !== "OK")).toEqual([
      {
        key: "APPEAL_UNDER_REVIEW",
        status: 409,
        message: "Ya recibimos tu apelación y la estamos revisando: te responderemos por correo.",
      },
    ]);
    const appeals = await appealsOf(member.userId);
    expect(appeals).toEqual([expect.objectContaining({ status: "open", decidedAt: null })]);
    expect(await appealLink(testContext(), member.token)).toEqual({ reason: REASON, state: "under-review" });
    expect(await queued(admin.ctx, appeals[0].id)).toEqual({
      id: appeals[0].id,
      member: { id: member.userId, kind: "individual", name: "Ana Prueba" },
      message: appeals[0].message,
      status: "open",
      createdAt: expect.any(String),
      decidedAt: null,
      decisionReason: null,
      suspension: { reason: REASON, suspendedAt: expect.any(String) },
    });
  });

  it("refuses a bad or dead link (404) and a short or overlong appeal (400), keeping nothing", async () => {
    const admin = await anAdmin();
    const member = await suspended(admin);
    const invalid = {
      key: "APPEAL_LINK_INVALID",
      status: 404,
      message: "Este enlace para apelar no es válido o ya no está vigente (quizá tu cuenta ya está activa). Si necesitas ayuda, escríbenos a hola@redav.lat.",
    };
    for (const token of [undefined, "", "abc", `${member.token}x`, "A".repeat(43), "' OR '1'='1"]) {
      expect(await refusalOf(appealLink(testContext(), token))).toEqual(invalid);
      expect(await refusalOf(sendAppeal(testContext(), { token, message: APPEAL }))).toEqual(invalid);
    }
    expect(await refusalOf(sendAppeal(testContext(), { token: member.token, message: "Fue un error." }))).toEqual({
      key: "APPEAL_MESSAGE_REQUIRED",
      status: 400,
      message: "Escribe tu apelación (al menos 20 caracteres).",
      field: "message",
    });
    expect(await refusalOf(sendAppeal(testContext(), { token: member.token, message: "😀".repeat(2001) }))).toMatchObject({
      key: "APPEAL_MESSAGE_TOO_LONG",
      status: 400,
      field: "message",
    });
    expect(await refusalOf(sendAppeal(testContext(), { token: member.token }))).toMatchObject({ key: "APPEAL_MESSAGE_REQUIRED", status: 400 });
    expect(await appealsOf(member.userId)).toEqual([]);
    expect(await sendAppeal(testContext(), { token: member.token, message: "😀".repeat(2000) })).toEqual({ status: "open" });
  });

  it("is limited per client address: the 11th attempt in an hour is 429 with a wait", async () => {
    const ctx = testContext({ ip: uniqueIp() });
    for (let attempt = 0; attempt < APPEAL_LIMITS.perIp.max; attempt++) {
      expect(await refusalOf(sendAppeal(ctx, { token: "abc", message: APPEAL }))).toMatchObject({ status: 404 });
    }
    expect(await refusalOf(sendAppeal(ctx, { token: "abc", message: APPEAL }))).toMatchObject({
      key: "APPEAL_LIMIT",
      status: 429,
      message: "Demasiados intentos desde tu conexión. Podrás volver a intentarlo en 1 h.",
    });
  });
});

describe("the admins' decisions on suspensions and appeals", () => {
  it("only admins act: a member gets 403 on every admin action, a visitor 401, and nothing changes", async () => {
    const admin = await anAdmin();
    const member = await appealed(admin);
    const pending = await reported();
    const third = await actingAs((await createIndividual({ level: "gold" })).userId);
    const forbidden = { key: "ADMIN_ONLY", status: 403, message: "Solo un administrador puede hacer esto." };
    const attempts = (ctx: Ctx) => [
      () => appealQueue(ctx, {}),
      () => decideAppeal(ctx, { appealId: String(member.appealId), decision: "lift", reason: REASON }),
      () => decideAppeal(ctx, { appealId: String(member.appealId), decision: "uphold", reason: REASON }),
      () => unsuspend(ctx, { userId: member.userId, reason: REASON }),
      () => suspendFromReport(ctx, { reportId: String(pending.reportId), reason: REASON }),
    ];
    for (const attempt of attempts(third)) expect(await refusalOf(attempt())).toEqual(forbidden);
    for (const attempt of attempts(testContext())) expect(await refusalOf(attempt())).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    expect(await isSuspended(testDb(), member.userId)).toBe(true);
    expect(await isSuspended(testDb(), pending.userId)).toBe(false);
    expect(await appealsOf(member.userId)).toEqual([expect.objectContaining({ status: "open", decidedBy: null })]);
    expect((await auditOf(member.userId)).map((row) => row.action)).toEqual(["account.suspend"]);
    expect(await auditOf(String(member.appealId))).toEqual([]);
    expect(await auditOf(pending.userId)).toEqual([]);
  });

  it("lifting from the appeal needs a reason, deletes the suspension, closes the appeal, mails the member and is logged; deciding again is 409", async () => {
    const admin = await anAdmin();
    const member = await appealed(admin);
    const appealId = String(member.appealId);
    for (const [reason, key] of [
      ["", "MODERATION_REASON_REQUIRED"],
      ["x".repeat(1001), "MODERATION_REASON_TOO_LONG"],
    ]) {
      expect(await refusalOf(decideAppeal(admin.ctx, { appealId, decision: "lift", reason }))).toMatchObject({ key, status: 400, field: "reason" });
    }
    expect(await refusalOf(decideAppeal(admin.ctx, { appealId, decision: "borrar", reason: REASON }))).toMatchObject({ key: "UNKNOWN_INTENT", status: 400 });
    expect(await refusalOf(decideAppeal(admin.ctx, { appealId: "987654321987", decision: "lift", reason: REASON }))).toMatchObject({
      key: "APPEAL_NOT_FOUND",
      status: 404,
    });
    expect(await isSuspended(testDb(), member.userId)).toBe(true);
    expect(await auditOf(appealId)).toEqual([]);

    const reason = "Comprobamos que la cuenta fue usada por otra persona.";
    expect(await decideAppeal(admin.ctx, { appealId, decision: "lift", reason })).toEqual({ status: "lifted" });
    expect(await isSuspended(testDb(), member.userId)).toBe(false);
    expect(await appealsOf(member.userId)).toEqual([
      expect.objectContaining({ status: "lifted", decidedBy: admin.id, decisionReason: reason, decidedAt: expect.any(Date) }),
    ]);
    expect(await auditOf(appealId)).toEqual([
      expect.objectContaining({
        action: "appeal.lift",
        actorId: admin.id,
        targetType: "appeal",
        subjectId: member.userId,
        ip: ADMIN_IP,
        before: { status: "open", suspended: true, suspensionReason: REASON },
        after: { status: "lifted", suspended: false, reason },
      }),
    ]);
    const [mail] = await mailsTo(member.email, "account-reinstated");
    expect(mail.subject).toBe("Tu cuenta de RedAV está activa de nuevo");
    expect(mail.text).toContain(`Motivo: ${reason}`);
    expect((await signedIn(member.email)).actor?.id).toBe(member.userId);
    expect(await refusalOf(appealLink(testContext(), member.token))).toMatchObject({ key: "APPEAL_LINK_INVALID", status: 404 });
    const decided = { key: "APPEAL_DECIDED", status: 409, message: "Esta apelación ya fue resuelta." };
    expect(await refusalOf(decideAppeal(admin.ctx, { appealId, decision: "lift", reason }))).toEqual(decided);
    expect(await refusalOf(decideAppeal(admin.ctx, { appealId, decision: "uphold", reason }))).toEqual(decided);
    expect(await auditOf(appealId)).toHaveLength(1);
    expect((await queued(admin.ctx, member.appealId, "all"))?.status).toBe("lifted");
    expect(await queued(admin.ctx, member.appealId, "open")).toBeUndefined();
  });

  it("upholding keeps the suspension, mails the member the reason, and the link then says the appeal was answered", async () => {
    const admin = await anAdmin();
    const member = await appealed(admin);
    const appealId = String(member.appealId);
    expect(await refusalOf(decideAppeal(admin.ctx, { appealId, decision: "uphold" }))).toMatchObject({ key: "MODERATION_REASON_REQUIRED", status: 400 });
    const reason = "Los mensajes salieron de tu sesión habitual.";
    expect(await decideAppeal(admin.ctx, { appealId, decision: "uphold", reason })).toEqual({ status: "upheld" });
    expect(await isSuspended(testDb(), member.userId)).toBe(true);
    expect(await appealsOf(member.userId)).toEqual([expect.objectContaining({ status: "upheld", decidedBy: admin.id, decisionReason: reason })]);
    expect(await auditOf(appealId, "appeal.uphold")).toEqual([
      expect.objectContaining({
        subjectId: member.userId,
        before: expect.objectContaining({ status: "open" }),
        after: { status: "upheld", suspended: true, reason },
      }),
    ]);
    const [mail] = await mailsTo(member.email, "appeal-upheld");
    expect(mail.subject).toBe("Revisamos tu apelación en RedAV");
    expect(mail.text).toContain(`Motivo: ${reason}`);
    expect(await appealLink(testContext(), member.token)).toEqual({ reason: REASON, state: "decided" });
    expect(await refusalOf(sendAppeal(testContext(), { token: member.token, message: APPEAL }))).toMatchObject({ key: "APPEAL_ALREADY_DECIDED", status: 409 });
    expect(await appealsOf(member.userId)).toHaveLength(1);
    expect(await refusalOf(decideAppeal(admin.ctx, { appealId, decision: "lift", reason }))).toMatchObject({ key: "APPEAL_DECIDED", status: 409 });
  });

  it("reinstating from the reports queue needs a reason, mails the member, closes their open appeal and is logged", async () => {
    const admin = await anAdmin();
    const member = await appealed(admin);
    expect(await refusalOf(unsuspend(admin.ctx, { userId: member.userId, reason: "" }))).toMatchObject({ key: "MODERATION_REASON_REQUIRED", status: 400 });
    expect(await refusalOf(unsuspend(admin.ctx, { userId: member.userId, reason: "é".repeat(1001) }))).toMatchObject({
      key: "MODERATION_REASON_TOO_LONG",
      status: 400,
    });
    expect(await isSuspended(testDb(), member.userId)).toBe(true);
    expect(await auditOf(member.userId, "account.unsuspend")).toEqual([]);
    const reason = "Revisamos el reporte de nuevo: no había spam.";
    expect(await unsuspend(admin.ctx, { userId: member.userId, reason })).toEqual({ suspended: false });
    expect(await isSuspended(testDb(), member.userId)).toBe(false);
    expect(await appealsOf(member.userId)).toEqual([expect.objectContaining({ status: "lifted", decisionReason: reason, decidedBy: admin.id })]);
    expect(await auditOf(member.userId, "account.unsuspend")).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        before: { suspended: true, reportId: member.reportId, reason: REASON },
        after: { suspended: false, reason, appealsLifted: [member.appealId] },
      }),
    ]);
    const [mail] = await mailsTo(member.email, "account-reinstated");
    expect(mail.text).toContain(`Motivo: ${reason}`);
    expect(await unsuspend(admin.ctx, { userId: member.userId, reason })).toEqual({ suspended: false });
    expect(await auditOf(member.userId, "account.unsuspend")).toHaveLength(1);
  });

  it("writes the audit row in the decision's transaction: when it cannot be written, nothing is decided and nothing mailed", async () => {
    const admin = await anAdmin();
    const member = await appealed(admin);
    const appealId = String(member.appealId);
    const trigger = `appeal_audit_fault_${appealId}`;
    await testDb().execute(
      sql.raw("create or replace function appeal_audit_fault() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$"),
    );
    await testDb().execute(
      sql.raw(`create trigger ${trigger} before insert on admin_audit for each row when (new.target_id = '${appealId}') execute function appeal_audit_fault()`),
    );
    try {
      await expect(decideAppeal(admin.ctx, { appealId, decision: "lift", reason: "Comprobamos que fue un error nuestro." })).rejects.toThrow();
    } finally {
      await testDb().execute(sql.raw(`drop trigger ${trigger} on admin_audit`));
    }
    expect(await isSuspended(testDb(), member.userId)).toBe(true);
    expect(await appealsOf(member.userId)).toEqual([expect.objectContaining({ status: "open", decidedBy: null })]);
    expect(await mailsTo(member.email, "account-reinstated")).toEqual([]);
  });
});
