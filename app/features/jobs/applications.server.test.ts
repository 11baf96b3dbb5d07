import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobApplications } from "~/db/schema/job-board";
import { notifications } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, actingIndividual } from "../../../tests/factories";
import { notificationsOf, readAs } from "../../../tests/notifications";
import { drainEvents } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { applicationContactSubject, applyToOffer, changeApplicationStatus, myApplications, offerApplications } from "./applications.server";
import { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE } from "./job-options";
import { closeOffer, createOffer } from "./offers.server";

async function activeOffer(owner: { ctx: Awaited<ReturnType<typeof actingAs>> }, title = "Técnico de monitores") {
  return createOffer(owner.ctx, { title, description: "Gira nacional.", country: "AR", jobType: "freelance", category: ["audio"], publish: true });
}

async function eventsOf(type: "application.created" | "application.status_changed", applicationId: number) {
  return testDb()
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>'applicationId' = ${String(applicationId)}`))
    .orderBy(outbox.id)
    .then((rows) => rows.map((row) => ({ id: row.id, payload: row.payload as Record<string, string> })));
}

const later = () => new Date(Date.now() + 60_000);

describe("applying to an offer (spec §5 Applying, issue 11 §3)", () => {
  it("refuses a visitor with 'Debes iniciar sesión para postularte' (401)", async () => {
    const firm = await actingCompany();
    const { id } = await activeOffer(firm);
    expect(await refusalOf(applyToOffer(testContext(), { jobId: id }))).toEqual({
      key: "APPLY_LOGIN_REQUIRED",
      status: 401,
      message: "Debes iniciar sesión para postularte",
    });
  });

  it("lets only individuals apply, only to offers on the board", async () => {
    const firm = await actingCompany();
    const rival = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await activeOffer(firm);
    expect(await refusalOf(applyToOffer(rival.ctx, { jobId: id }))).toMatchObject({ status: 403 });
    expect(await refusalOf(applyToOffer(firm.ctx, { jobId: id }))).toMatchObject({ status: 403 });
    const draft = await createOffer(firm.ctx, { title: "Borrador", description: "x", country: "CL", jobType: "full_time", category: ["video"] });
    expect(await refusalOf(applyToOffer(ana.ctx, { jobId: draft.id }))).toMatchObject({ status: 404 });
    expect(await refusalOf(applyToOffer(ana.ctx, { jobId: 999_999_999 }))).toMatchObject({ status: 404 });
    const closed = await activeOffer(firm);
    await closeOffer(firm.ctx, closed.id);
    expect(await refusalOf(applyToOffer(ana.ctx, { jobId: closed.id }))).toMatchObject({ status: 409, message: "Esta oferta ya no recibe postulaciones." });
    expect(await refusalOf(applyToOffer(ana.ctx, { jobId: id, coverLetter: "x".repeat(5001) }))).toMatchObject({ status: 400, field: "coverLetter" });
    expect(await testDb().select().from(jobApplications).where(eq(jobApplications.applicantId, ana.userId))).toEqual([]);
  });

  it("creates a pending application with the trimmed cover letter, and refuses a second one with 'Ya te has postulado a esta oferta' (409)", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await activeOffer(firm);
    const application = await applyToOffer(ana.ctx, { jobId: id, coverLetter: "  Tengo diez años de gira.  " });
    expect(application).toEqual({ id: expect.any(Number), status: "pending" });
    expect(await refusalOf(applyToOffer(ana.ctx, { jobId: id }))).toEqual({
      key: "APPLY_DUPLICATE",
      status: 409,
      message: "Ya te has postulado a esta oferta",
    });
    const rows = await testDb().select().from(jobApplications).where(eq(jobApplications.applicantId, ana.userId));
    expect(rows.map((row) => [row.jobId, row.status, row.coverLetter])).toEqual([[id, "pending", "Tengo diez años de gira."]]);
  });

  it("holds when the button is clicked twice at once: exactly one row, the other click gets 409", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await activeOffer(firm);
    const results = await Promise.all([refusalOf(applyToOffer(ana.ctx, { jobId: id })), refusalOf(applyToOffer(ana.ctx, { jobId: id }))]);
    expect(results.filter((result) => result === "OK")).toHaveLength(1);
    expect(results.filter((result) => result !== "OK")).toEqual([expect.objectContaining({ status: 409, message: "Ya te has postulado a esta oferta" })]);
    expect(await testDb().select().from(jobApplications).where(eq(jobApplications.applicantId, ana.userId))).toHaveLength(1);
  });

  it("tells the company through the outbox: application.created, then the 'Nueva postulación' notification", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await activeOffer(firm, "Operador de cámaras");
    const application = await applyToOffer(ana.ctx, { jobId: id });
    const events = await eventsOf("application.created", application.id);
    expect(events.map((event) => event.payload)).toEqual([
      {
        applicationId: String(application.id),
        jobId: String(id),
        jobTitle: "Operador de cámaras",
        jobCreatorId: firm.userId,
        applicantId: ana.userId,
        applicantName: "Ana Prueba",
      },
    ]);
    await drainEvents(
      events.map((event) => event.id),
      later(),
    );
    // Only application notices: other test files may publish public news to every member of the shared database meanwhile.
    const received = await notificationsOf(firm.userId, { type: "application" });
    // It leads to the offer's applications.
    expect(received.map((item) => [item.title, item.message, item.href])).toEqual([
      ["Nueva postulación", "Ana Prueba se postuló a «Operador de cámaras»", `/company/jobs/${id}/applications`],
    ]);
  });
});

describe("'Mis postulaciones' (spec §7)", () => {
  it("lists the member's own applications newest first, each job with applicationStatus, applicationId and applicationDate", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const first = await activeOffer(firm, "Primera");
    const second = await activeOffer(firm, "Segunda");
    const base = Date.parse("2031-02-01T10:00:00Z");
    const early = await applyToOffer(await actingAs(ana.userId, { now: () => new Date(base) }), { jobId: first.id });
    const late = await applyToOffer(await actingAs(ana.userId, { now: () => new Date(base + 60_000) }), { jobId: second.id });
    await applyToOffer(beto.ctx, { jobId: first.id });
    await closeOffer(firm.ctx, first.id);
    const page = await myApplications(ana.ctx, 1);
    expect(page).toMatchObject({ count: 2, page: 1, pages: 1 });
    expect(page.applications.map((item) => [item.id, item.title, item.applicationId, item.applicationStatus, item.applicationDate, item.status])).toEqual([
      [second.id, "Segunda", late.id, "pending", "2031-02-01T10:01:00.000Z", "active"],
      [first.id, "Primera", early.id, "pending", "2031-02-01T10:00:00.000Z", "closed"],
    ]);
    expect(page.applications[0].company).toMatchObject({ id: firm.userId });
    expect(await refusalOf(myApplications(testContext(), 1))).toMatchObject({ status: 401 });
    expect((await myApplications(firm.ctx, 1)).count).toBe(0);
  });

  it("pages by 20", async () => {
    // Two companies: one publishes at most 20 offers a UTC day.
    const firms = [await actingCompany(), await actingCompany()];
    const ana = await actingIndividual();
    const offers = [];
    for (let i = 0; i < APPLICATIONS_PAGE_SIZE + 1; i++) offers.push(await activeOffer(firms[i % 2], `Oferta ${i}`));
    const base = Date.parse("2031-03-01T10:00:00Z");
    for (const [i, item] of offers.entries()) await applyToOffer(await actingAs(ana.userId, { now: () => new Date(base + i * 1000) }), { jobId: item.id });
    expect((await myApplications(ana.ctx, 1)).applications).toHaveLength(APPLICATIONS_PAGE_SIZE);
    expect((await myApplications(ana.ctx, 2)).applications.map((item) => item.id)).toEqual([offers[0].id]);
  });
});

describe("the company's view of an offer's applications (issue 11 §4)", () => {
  it("shows the owner each applicant's card, letter and CV availability, newest first; 403 for everyone else", async () => {
    const firm = await actingCompany();
    const rival = await actingCompany();
    const [ana, beto] = await Promise.all([actingIndividual(), actingIndividual()]);
    const { id } = await activeOffer(firm);
    await testDb()
      .update(userProfiles)
      .set({ city: "Rosario", country: "AR", jobTitle: ["Técnico de monitores"], hasCvEnabled: true, cvPath: "cvs/ana.pdf" })
      .where(eq(userProfiles.id, ana.userId));
    const base = Date.parse("2031-04-01T10:00:00Z");
    await applyToOffer(await actingAs(ana.userId, { now: () => new Date(base) }), { jobId: id, coverLetter: "Hola" });
    await applyToOffer(await actingAs(beto.userId, { now: () => new Date(base + 1000) }), { jobId: id });
    const page = await offerApplications(firm.ctx, id, 1);
    expect(page.offer).toEqual({ id, title: "Técnico de monitores", status: "active" });
    expect(page.count).toBe(2);
    expect(page.applications.map((item) => [item.applicant.id, item.status, item.coverLetter, item.applicant.hasCvEnabled])).toEqual([
      [beto.userId, "pending", "", false],
      [ana.userId, "pending", "Hola", true],
    ]);
    expect(page.applications[1].applicant).toMatchObject({ name: "Ana Prueba", city: "Rosario", titles: ["Técnico de monitores"], imageUrl: null });
    for (const ctx of [rival.ctx, ana.ctx]) expect(await refusalOf(offerApplications(ctx, id, 1))).toMatchObject({ status: 403 });
    expect(await refusalOf(offerApplications(testContext(), id, 1))).toMatchObject({ status: 401 });
    expect(await refusalOf(offerApplications(firm.ctx, 999_999_999, 1))).toMatchObject({ status: 404 });
  });

  it("narrows the list to one status and counts each status", async () => {
    const firm = await actingCompany();
    const [ana, beto, carla] = await Promise.all([actingIndividual(), actingIndividual(), actingIndividual()]);
    const { id } = await activeOffer(firm);
    const applied = [];
    for (const someone of [ana, beto, carla]) applied.push(await applyToOffer(someone.ctx, { jobId: id }));
    await changeApplicationStatus(firm.ctx, { applicationId: applied[1].id, status: "contacted" });
    const contacted = await offerApplications(firm.ctx, id, 1, "contacted");
    expect(contacted.applications.map((item) => item.applicant.id)).toEqual([beto.userId]);
    expect(contacted).toMatchObject({ count: 1, all: 3, status: "contacted" });
    expect(contacted.byStatus).toEqual({ pending: 2, reviewed: 0, contacted: 1, accepted: 0, rejected: 0 });
    expect((await offerApplications(firm.ctx, id, 1, "accepted")).applications).toEqual([]);
    expect((await offerApplications(firm.ctx, id, 1)).count).toBe(3);
  });
});

describe("changing an application's status (spec §4 Job application)", () => {
  it("lets the owner set any of the five; only the owner (403 for another company, the applicant, a third member; 401 signed out)", async () => {
    const firm = await actingCompany();
    const rival = await actingCompany();
    const [ana, caro] = await Promise.all([actingIndividual(), actingIndividual()]);
    const { id } = await activeOffer(firm);
    const application = await applyToOffer(ana.ctx, { jobId: id });
    for (const ctx of [rival.ctx, ana.ctx, caro.ctx]) {
      expect(await refusalOf(changeApplicationStatus(ctx, { applicationId: application.id, status: "accepted" }))).toMatchObject({ status: 403 });
      expect(await refusalOf(applicationContactSubject(ctx, application.id))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(changeApplicationStatus(testContext(), { applicationId: application.id, status: "accepted" }))).toMatchObject({ status: 401 });
    expect(await refusalOf(changeApplicationStatus(firm.ctx, { applicationId: 999_999_999, status: "accepted" }))).toMatchObject({ status: 404 });
    expect(await refusalOf(changeApplicationStatus(firm.ctx, { applicationId: application.id, status: "hired" }))).toMatchObject({
      status: 400,
      field: "status",
      message: "Elige una opción de la lista.",
    });
    const [unchanged] = await testDb().select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(unchanged.status).toBe("pending");
    for (const status of APPLICATION_STATUSES) {
      expect(await changeApplicationStatus(firm.ctx, { applicationId: application.id, status })).toEqual({ id: application.id, status });
    }
  });

  it("tells the applicant of a change to anything but pending, once per real change, with the spec's texts", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await activeOffer(firm, "Jefe de escenario");
    const application = await applyToOffer(ana.ctx, { jobId: id });
    const change = (status: string) => changeApplicationStatus(firm.ctx, { applicationId: application.id, status });
    await change("pending");
    await change("reviewed");
    await change("reviewed");
    await change("contacted");
    await change("pending");
    await change("accepted");
    await change("rejected");
    const events = await eventsOf("application.status_changed", application.id);
    expect(events.map((event) => [event.payload.previousStatus, event.payload.newStatus])).toEqual([
      ["pending", "reviewed"],
      ["reviewed", "contacted"],
      ["pending", "accepted"],
      ["accepted", "rejected"],
    ]);
    await drainEvents(
      events.map((event) => event.id),
      later(),
    );
    const received = await testDb()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ana.userId),
          inArray(
            notifications.sourceEventId,
            events.map((event) => event.id),
          ),
        ),
      )
      .orderBy(notifications.sourceEventId);
    expect(received.map((row) => readAs(row)).map(({ title, message }) => [title, message])).toEqual([
      ["Postulación: Jefe de escenario", "Tu postulación ha sido revisada"],
      ["Postulación: Jefe de escenario", "El empleador se pondrá en contacto contigo"],
      ["Postulación: Jefe de escenario", "¡Felicitaciones! Tu postulación ha sido aceptada"],
      ["Postulación: Jefe de escenario", "Tu postulación ha sido rechazada"],
    ]);
  });
});

describe("'Contactar' an applicant (spec §5 Messages)", () => {
  it("gives the owning company the applicant and the subject '<title> - De: <name>'", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await activeOffer(firm, "Técnico de PA");
    const application = await applyToOffer(ana.ctx, { jobId: id });
    expect(await applicationContactSubject(firm.ctx, application.id)).toEqual({ recipientId: ana.userId, subject: "Técnico de PA - De: Ana Prueba" });
  });
});
