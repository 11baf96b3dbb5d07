import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit } from "~/db/schema/admin-audit";
import { certificates } from "~/db/schema/learning";
import { reports } from "~/db/schema/moderation";
import { outbox } from "~/db/schema/outbox";
import { userProfiles } from "~/db/schema/profiles";
import { changeAccount } from "~/features/accounts/administration.server";
import { cancelEvent, createEvent, reviewProposal } from "~/features/events/event-editor.server";
import { correctHolderName, revokeCertificate } from "~/features/learning/certificates.server";
import { addLesson, assignTrainer, createCourse, setCoursePublished } from "~/features/learning/course-editor.server";
import { addDocument, updateDocument } from "~/features/library/library-editor.server";
import { dismissReport, suspendFromReport } from "~/features/moderation/report-queue.server";
import { reportProfile } from "~/features/moderation/reports.server";
import { unsuspend } from "~/features/moderation/suspensions.server";
import { createArticle, setArticlePublished } from "~/features/news/news-editor.server";
import { broadcastNotification } from "~/features/notifications/broadcast.server";
import { auditFilters, auditLog } from "~/features/operations/audit-log.server";
import { retryParkedEventAsAdmin } from "~/features/operations/parked-events.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { actingAs, testContext } from "../context";
import { eventFields } from "../events";
import { createCompany, createIndividual } from "../factories";
import { courseFields } from "../learning";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const ADMIN_IP = "203.0.113.77";

async function anAdmin() {
  const { userId } = await createIndividual({ isAdmin: true });
  return { id: userId, ctx: await actingAs(userId, { ip: ADMIN_IP }) };
}

const member = async () => (await createIndividual()).userId;

async function rowsFor(targetId: string, action?: string) {
  return testDb()
    .select()
    .from(adminAudit)
    .where(action ? and(eq(adminAudit.targetId, targetId), eq(adminAudit.action, action)) : eq(adminAudit.targetId, targetId));
}

describe("the audit log of admin actions (issue 25 §3)", () => {
  it("records an account's level, tier and roles with who, before, after, when and from where", async () => {
    const admin = await anAdmin();
    const person = await member();
    const { userId: company } = await createCompany();
    await changeAccount(admin.ctx, { change: "level", accountId: person, value: "gold" });
    await changeAccount(admin.ctx, { change: "trainer", accountId: person, value: "true" });
    await changeAccount(admin.ctx, { change: "admin", accountId: person, value: "true" });
    await changeAccount(admin.ctx, { change: "tier", accountId: company, value: "silver" });
    const [level] = await rowsFor(person, "account.level");
    expect(level).toMatchObject({
      actorId: admin.id,
      targetType: "account",
      subjectId: person,
      before: { level: "bronze" },
      after: { level: "gold" },
      ip: ADMIN_IP,
    });
    expect(level.createdAt).toBeInstanceOf(Date);
    expect((await rowsFor(person, "account.trainer"))[0]).toMatchObject({ before: { trainer: false }, after: { trainer: true } });
    expect((await rowsFor(person, "account.admin"))[0]).toMatchObject({ before: { admin: false }, after: { admin: true } });
    expect((await rowsFor(company, "account.tier"))[0]).toMatchObject({ before: { tier: "bronze" }, after: { tier: "silver" } });
  });

  it("writes nothing for a refused action, and an audit that cannot be written fails the action", async () => {
    const admin = await anAdmin();
    expect(await refusalOf(changeAccount(admin.ctx, { change: "level", accountId: "nadie", value: "gold" }))).toMatchObject({ status: 404 });
    expect(await rowsFor("nadie")).toEqual([]);
    const person = await member();
    // The log refuses this one account's rows (a fault injected in the database, for this test only).
    const trigger = `audit_fault_${person.replace(/-/g, "")}`;
    await testDb().execute(
      sql.raw("create or replace function audit_fault() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$"),
    );
    await testDb().execute(
      sql.raw(`create trigger ${trigger} before insert on admin_audit for each row when (new.target_id = '${person}') execute function audit_fault()`),
    );
    try {
      await expect(changeAccount(admin.ctx, { change: "level", accountId: person, value: "gold" })).rejects.toThrow();
    } finally {
      await testDb().execute(sql.raw(`drop trigger ${trigger} on admin_audit`));
    }
    const [profile] = await testDb().select({ level: userProfiles.membershipLevel }).from(userProfiles).where(eq(userProfiles.id, person));
    expect(profile.level).toBe("bronze");
    expect(await rowsFor(person)).toEqual([]);
  });

  it("is append-only: no row can be changed or deleted", async () => {
    const admin = await anAdmin();
    const person = await member();
    await changeAccount(admin.ctx, { change: "level", accountId: person, value: "silver" });
    await expect(testDb().update(adminAudit).set({ actorId: "otro" }).where(eq(adminAudit.targetId, person))).rejects.toThrow();
    await expect(testDb().delete(adminAudit).where(eq(adminAudit.targetId, person))).rejects.toThrow();
    expect(await rowsFor(person)).toHaveLength(1);
  });

  it("records suspensions and their lifting, and report decisions", async () => {
    const admin = await anAdmin();
    const reporter = await actingAs(await member());
    const target = await member();
    const other = await member();
    await reportProfile(reporter, { userId: target, reason: "spam", details: "" });
    await reportProfile(reporter, { userId: other, reason: "spam", details: "" });
    const reportOf = async (userId: string) => {
      const [row] = await testDb().select({ id: reports.id }).from(reports).where(eq(reports.targetUserId, userId));
      return row.id;
    };
    await suspendFromReport(admin.ctx, { reportId: String(await reportOf(target)), reason: "Publica anuncios ajenos en los mensajes." });
    await unsuspend(admin.ctx, { userId: target, reason: "Revisamos el caso: fue un error." });
    await dismissReport(admin.ctx, String(await reportOf(other)));
    expect((await rowsFor(target, "account.suspend"))[0]).toMatchObject({ subjectId: target, before: { suspended: false }, after: { suspended: true } });
    expect((await rowsFor(target, "account.unsuspend"))[0]).toMatchObject({ before: { suspended: true }, after: { suspended: false } });
    expect((await rowsFor(String(await reportOf(other)), "report.dismiss"))[0]).toMatchObject({ subjectId: other, after: { status: "dismissed" } });
  });

  it("records certificates revoked and corrected, news, events and courses published, outbox retries and broadcasts", async () => {
    const admin = await anAdmin();
    const holder = await member();
    const { id: courseId } = await createCourse(admin.ctx, courseFields(`Curso auditado ${randomBytes(3).toString("hex")}`));
    const certificateId = randomBytes(16).toString("base64url").slice(0, 22);
    await testDb()
      .insert(certificates)
      .values({ id: certificateId, userId: holder, courseId, holderName: "Ana Prueva", courseTitle: "Curso", durationHours: 4, completedAt: new Date() });
    await correctHolderName(admin.ctx, { id: certificateId, name: "Ana Prueba" });
    await revokeCertificate(admin.ctx, { id: certificateId, reason: "Emitido por error en la carga." });
    expect((await rowsFor(certificateId, "certificate.correct"))[0]).toMatchObject({
      subjectId: holder,
      before: { holderName: "Ana Prueva" },
      after: { holderName: "Ana Prueba" },
    });
    expect((await rowsFor(certificateId, "certificate.revoke"))[0]).toMatchObject({ subjectId: holder, after: { revoked: true } });

    const article = await createArticle(admin.ctx, {
      title: "Una noticia auditada",
      summary: "Lo que cambia para los técnicos de la región desde el próximo año.",
      body: "<p>Un texto de prueba con <strong>formato</strong> para la noticia que el registro sigue.</p>",
      category: "industria",
      audience: "gold",
    });
    await setArticlePublished(admin.ctx, article.id, true);
    await setArticlePublished(admin.ctx, article.id, false);
    expect(
      (await rowsFor(String(article.id)))
        .filter((row) => row.targetType === "news")
        .map((row) => row.action)
        .sort(),
    ).toEqual(["news.publish", "news.unpublish"]);

    const created = await createEvent(admin.ctx, eventFields("Encuentro auditado de técnicos"));
    await cancelEvent(admin.ctx, created.id);
    const { userId: company } = await createCompany();
    const proposal = await createEvent(await actingAs(company), eventFields("Propuesta auditada de empresa"));
    await reviewProposal(admin.ctx, proposal.id, false);
    expect(
      (await rowsFor(String(created.id)))
        .filter((row) => row.targetType === "event")
        .map((row) => row.action)
        .sort(),
    ).toEqual(["event.cancel", "event.create"]);
    expect((await rowsFor(String(proposal.id))).filter((row) => row.targetType === "event")[0]).toMatchObject({
      action: "event.reject",
      subjectId: company,
      after: { approval: "rejected" },
    });

    await addLesson(admin.ctx, courseId, { title: "Primera lección", body: "<p>Contenido de la lección.</p>", videoUrl: "", durationMinutes: "10" });
    await setCoursePublished(admin.ctx, courseId, true);
    const trainer = await createIndividual();
    await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, trainer.userId));
    await assignTrainer(admin.ctx, courseId, trainer.userId);
    expect(
      (await rowsFor(String(courseId)))
        .filter((row) => row.targetType === "course")
        .map((row) => row.action)
        .sort(),
    ).toEqual(["course.publish", "course.trainer"]);

    const eventId = await enqueue(testDb(), { type: "account.verified", payload: { userId: "nadie" } }, { availableAt: new Date(Date.now() + 9e11) });
    await testDb().update(outbox).set({ parkedAt: new Date(), attempts: 8 }).where(eq(outbox.id, eventId));
    await retryParkedEventAsAdmin(admin.ctx, String(eventId));
    expect((await rowsFor(String(eventId))).filter((row) => row.targetType === "outbox")[0]).toMatchObject({ action: "outbox.retry" });

    const [profile] = await testDb().select({ email: userProfiles.email }).from(userProfiles).where(eq(userProfiles.id, holder));
    await broadcastNotification(admin.ctx, { emails: profile.email, title: "Aviso auditado", message: "Un aviso para una sola persona." });
    const broadcasts = await testDb()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.actorId, admin.id), eq(adminAudit.action, "notification.broadcast")));
    expect(broadcasts[0]).toMatchObject({ targetType: "broadcast", after: { recipients: 1, title: "Aviso auditado" } });
  });

  it("shows admins the log at /admin/audit with filters, and nobody else", async () => {
    const admin = await anAdmin();
    const person = await member();
    await changeAccount(admin.ctx, { change: "level", accountId: person, value: "silver" });
    await changeAccount(admin.ctx, { change: "trainer", accountId: person, value: "true" });
    const forMember = await auditLog(admin.ctx, auditFilters(new URLSearchParams({ miembro: person })));
    expect(forMember.rows.map((row) => row.action)).toEqual(["account.trainer", "account.level"]);
    expect(forMember.rows[0]).toMatchObject({ actor: { id: admin.id }, subject: { id: person }, ip: ADMIN_IP });
    const levels = await auditLog(admin.ctx, auditFilters(new URLSearchParams({ miembro: person, accion: "account.level" })));
    expect(levels.rows.map((row) => row.after)).toEqual([{ level: "silver" }]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await auditLog(admin.ctx, auditFilters(new URLSearchParams({ miembro: person, desde: tomorrow })))).total).toBe(0);
    expect(await refusalOf(auditLog(await actingAs(person), auditFilters(new URLSearchParams())))).toMatchObject({ status: 403 });
    expect(await refusalOf(auditLog(testContext(), auditFilters(new URLSearchParams())))).toMatchObject({ status: 401 });
  });

  it("refuses a date filter that does not exist with 400 and the form's message at its field; an empty 'hasta' is no bound (issue 35 §5)", async () => {
    const admin = await anAdmin();
    const person = await member();
    await changeAccount(admin.ctx, { change: "level", accountId: person, value: "gold" });
    const notADay = (field: string) => ({ key: "DATE_INVALID", status: 400, message: "Esa fecha no existe: elige un día del calendario.", field });
    const asked = (params: Record<string, string>) => refusalOf(auditLog(admin.ctx, auditFilters(new URLSearchParams({ miembro: person, ...params }))));
    expect(await asked({ desde: "2027-02-30" })).toEqual(notADay("desde"));
    expect(await asked({ desde: "2027-13-01" })).toEqual(notADay("desde"));
    expect(await asked({ desde: "0000-01-01" })).toEqual(notADay("desde"));
    expect(await asked({ hasta: "2027-02-30" })).toEqual(notADay("hasta"));
    expect(await asked({ desde: "ayer" })).toEqual(notADay("desde"));
    const today = new Date().toISOString().slice(0, 10);
    const unbounded = await auditLog(admin.ctx, auditFilters(new URLSearchParams({ miembro: person, desde: today, hasta: "" })));
    expect(unbounded.rows.map((row) => row.action)).toEqual(["account.level"]);
    expect((await auditLog(admin.ctx, auditFilters(new URLSearchParams({ miembro: person, desde: "0001-01-01", hasta: "9999-12-31" })))).total).toBe(1);
  });

  it("records an admin publishing and withdrawing a library document, not a trainer's own publications", async () => {
    const admin = await anAdmin();
    const fields = (title: string, published: boolean) => ({
      title,
      description: "Manual de operación completo con diagramas de conexión.",
      category: "audio",
      docType: "manual",
      brand: "Yamaha",
      model: "CL5",
      minLevel: "bronze",
      externalUrl: "https://example.com/manual.pdf",
      ...(published ? { isPublished: "on" } : {}),
    });
    const title = `Manual ${randomBytes(4).toString("hex")}`;
    const { id } = await addDocument(admin.ctx, fields(title, true));
    expect(await rowsFor(String(id), "library.publish")).toHaveLength(1);
    await updateDocument(admin.ctx, id, fields(title, false));
    const [withdrawn] = await rowsFor(String(id), "library.unpublish");
    expect(withdrawn).toMatchObject({ actorId: admin.id, before: { published: true }, after: { published: false } });
    await updateDocument(admin.ctx, id, fields(`${title} revisado`, false));
    const documentRows = async (documentId: number) => (await rowsFor(String(documentId))).filter((row) => row.targetType === "library-document");
    expect(await documentRows(id)).toHaveLength(2);

    const trainer = await createIndividual();
    await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, trainer.userId));
    const own = await addDocument(await actingAs(trainer.userId), fields(`Guía ${randomBytes(4).toString("hex")}`, true));
    expect(await documentRows(own.id)).toEqual([]);
  });
});
