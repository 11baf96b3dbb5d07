import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { adminAudit } from "~/db/schema/admin-audit";
import { privacyRequests } from "~/db/schema/privacy";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { businessDeadline } from "./deadlines";
import { answerPrivacyRequest, fileRequest, myPrivacyRequests, OPEN_REQUESTS_MAX, privacyRequestQueue } from "./privacy-requests.server";

const member = async () => actingAs((await createIndividual()).userId);

describe("privacy requests with a clock (issue 25 §1)", () => {
  it("a member files an access, correction or objection request due in five business days, and sees its state", async () => {
    const me = await member();
    const filedAt = new Date("2026-11-27T15:00:00Z");
    const filed = await fileRequest({ ...me, now: () => filedAt }, { kind: "objection", details: "No quiero aparecer en las sugerencias de otros." });
    expect(filed).toMatchObject({ kind: "objection", status: "open", dueAt: businessDeadline(filedAt).toISOString() });
    expect((await myPrivacyRequests(me)).map((request) => request.id)).toEqual([filed.id]);
    const company = await actingAs((await createCompany()).userId);
    expect(await refusalOf(fileRequest(company, { kind: "access", details: "¿Qué datos guardan de nuestra empresa?" }))).toBe("OK");
  });

  it("refuses an unknown kind, a text too short or too long, and a visitor; nothing is stored", async () => {
    const me = await member();
    expect(await refusalOf(fileRequest(me, { kind: "borrar", details: "Quiero borrar todo lo que tengan." }))).toMatchObject({
      key: "PRIVACY_REQUEST_KIND_INVALID",
      status: 400,
    });
    expect(await refusalOf(fileRequest(me, { kind: "access", details: "corto" }))).toMatchObject({ key: "PRIVACY_REQUEST_DETAILS_REQUIRED", status: 400 });
    expect(await refusalOf(fileRequest(me, { kind: "access" }))).toMatchObject({ key: "PRIVACY_REQUEST_DETAILS_REQUIRED" });
    expect(await refusalOf(fileRequest(me, { kind: "access", details: "x".repeat(2001) }))).toMatchObject({ key: "FIELD_TOO_LONG" });
    expect(await refusalOf(fileRequest(testContext(), { kind: "access", details: "Quiero saber qué datos tienen." }))).toMatchObject({ status: 401 });
    expect(await myPrivacyRequests(me)).toEqual([]);
  });

  it("keeps at most three open at once, even when sent together", async () => {
    const me = await member();
    const sent = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) => fileRequest(me, { kind: "access", details: `Solicitud número ${index + 1} de prueba.` })),
    );
    expect(sent.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(OPEN_REQUESTS_MAX);
    expect(await refusalOf(fileRequest(me, { kind: "access", details: "Una más, por las dudas." }))).toMatchObject({
      key: "PRIVACY_REQUEST_TOO_MANY",
      status: 429,
    });
  });

  it("only admins see the queue and answer, once; the member is told in the app and by e-mail, and the audit log keeps it", async () => {
    const person = await createIndividual();
    const me = await actingAs(person.userId);
    const filed = await fileRequest(me, { kind: "correction", details: "Mi fecha de nacimiento está mal cargada." });
    const third = await member();
    expect(await refusalOf(privacyRequestQueue(third, 1))).toMatchObject({ key: "ADMIN_ONLY", status: 403 });
    expect(await refusalOf(answerPrivacyRequest(third, { id: String(filed.id), answer: "La corregimos, revisa tu perfil." }))).toMatchObject({ status: 403 });

    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const queue = await privacyRequestQueue(admin, 1);
    expect(queue.requests.find((request) => request.id === filed.id)).toMatchObject({ userId: person.userId, email: person.email, status: "open" });
    expect(await refusalOf(answerPrivacyRequest(admin, { id: String(filed.id), answer: "ok" }))).toMatchObject({ key: "PRIVACY_ANSWER_REQUIRED", status: 400 });
    expect(await refusalOf(answerPrivacyRequest(admin, { id: "abc", answer: "La corregimos, revisa tu perfil." }))).toMatchObject({ status: 404 });
    await answerPrivacyRequest(admin, { id: String(filed.id), answer: "La corregimos, revisa tu perfil." });
    expect(await refusalOf(answerPrivacyRequest(admin, { id: String(filed.id), answer: "Otra respuesta distinta." }))).toMatchObject({
      key: "PRIVACY_REQUEST_ANSWERED",
      status: 409,
    });
    const [mine] = await myPrivacyRequests(me);
    expect(mine).toMatchObject({ status: "answered", answer: "La corregimos, revisa tu perfil." });
    const audit = await testDb()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetId, String(filed.id)), eq(adminAudit.action, "privacy-request.answer")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subjectId: person.userId, after: { status: "answered" } });
    await drainOutbox();
    const [notice] = await queryRows<{ title_key: string }>(
      testDb(),
      sql`select title_key from notifications where user_id = ${person.userId} and title_key = 'privacyAnswer.title'`,
    );
    expect(notice).toBeDefined();
    const [mail] = await queryRows<{ subject: string }>(
      testDb(),
      sql`select subject from mail_log where "to" = ${person.email} and template = 'privacy-request-answered'`,
    );
    expect(mail?.subject).toBe("Respondimos tu solicitud de corrección");
  });

  it("a failed answer leaves neither the answer nor an audit row", async () => {
    const me = await member();
    const filed = await fileRequest(me, { kind: "access", details: "¿Con quién comparten mis datos?" });
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    // The log refuses this one request's row (a fault injected in the database, for this test only).
    const trigger = `audit_fault_privacy_${filed.id}`;
    await testDb().execute(
      sql.raw("create or replace function audit_fault() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$"),
    );
    await testDb().execute(
      sql.raw(
        `create trigger ${trigger} before insert on admin_audit for each row when (new.target_type = 'privacy-request' and new.target_id = '${filed.id}') execute function audit_fault()`,
      ),
    );
    try {
      await expect(answerPrivacyRequest(admin, { id: String(filed.id), answer: "Con nadie, solo con RedAV." })).rejects.toThrow();
    } finally {
      await testDb().execute(sql.raw(`drop trigger ${trigger} on admin_audit`));
    }
    const [row] = await testDb().select().from(privacyRequests).where(eq(privacyRequests.id, filed.id));
    expect(row?.status).toBe("open");
  });
});
