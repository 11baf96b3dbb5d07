import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFollows } from "~/db/schema/follows";
import { jobOffers } from "~/db/schema/job-board";
import { notifications } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { actingAs, testContext, uniqueIp } from "../../../tests/context";
import { actingCompany, actingIndividual } from "../../../tests/factories";
import { readAs } from "../../../tests/notifications";
import { drainEvents } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { applyToOffer } from "./applications.server";
import { COMPANY_OFFERS_PAGE_SIZE, JOB_TYPES } from "./job-options";
import type { OfferInput } from "./jobs.schemas";
import { closeOffer, companyOffers, createOffer, getOffer, OFFERS_PER_DAY, offerForEditing, recordOfferView, reopenOffer, updateOffer } from "./offers.server";
import { offerViewerKeys } from "./viewer-key.server";

const offer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  title: "Técnico de sonido para gira",
  description: "Buscamos técnico de monitores para una gira nacional.",
  country: "UY",
  city: "Montevideo",
  jobType: "freelance",
  experienceLevel: "senior",
  category: ["audio"],
  requirements: "Consolas digitales\nDisponibilidad para viajar",
  publish: true,
  ...overrides,
});

async function publishedEvents(jobId: number) {
  return testDb()
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, "job.published"), sql`${outbox.payload}->>'jobId' = ${String(jobId)}`));
}

const tomorrow = (now = new Date()) => new Date(now.getTime() + 86_400_000);

describe("creating and editing offers (issue 11 §4)", () => {
  it("lets a company create a draft or a published offer with every field, and stores them cleaned", async () => {
    const firm = await actingCompany();
    const draft = await createOffer(firm.ctx, offer({ publish: false, remoteAllowed: "on", salaryMin: "1000", salaryMax: 2000, salaryCurrency: "USD" }));
    expect(draft.status).toBe("draft");
    const [row] = await testDb().select().from(jobOffers).where(eq(jobOffers.id, draft.id));
    expect(row).toMatchObject({
      title: "Técnico de sonido para gira",
      country: "UY",
      city: "Montevideo",
      remoteAllowed: true,
      jobType: "freelance",
      experienceLevel: "senior",
      category: ["audio"],
      requirements: ["Consolas digitales", "Disponibilidad para viajar"],
      salaryMin: 1000,
      salaryMax: 2000,
      salaryCurrency: "USD",
      status: "draft",
      viewsCount: 0,
      creatorId: firm.userId,
      creatorType: "company",
      publishedAt: null,
    });
    expect(row.searchText).toContain("tecnico de sonido");
    const active = await createOffer(firm.ctx, offer());
    expect(active.status).toBe("active");
    for (const jobType of JOB_TYPES) expect(await refusalOf(createOffer(firm.ctx, offer({ jobType, publish: false })))).toBe("OK");
  });

  it("refuses each bad field with its Spanish message, naming the field", async () => {
    const firm = await actingCompany();
    const cases: [Partial<OfferInput>, string, string][] = [
      [{ title: "  " }, "title", "El título de la oferta es obligatorio."],
      [{ title: "x".repeat(121) }, "title", "El título admite como máximo 120 caracteres."],
      [{ description: "" }, "description", "La descripción de la oferta es obligatoria."],
      [{ country: "Atlántida" }, "country", "Elige un país de la lista."],
      [{ jobType: "esclavo" as never }, "jobType", "Elige un tipo de contrato de la lista."],
      [{ experienceLevel: "dios" }, "experienceLevel", "Elige un nivel de experiencia de la lista."],
      [{ category: [] }, "category", "Elige al menos una categoría."],
      [{ category: ["Cocina"] }, "category", "Elige una opción de la lista."],
      [{ category: ["audio", "video", "led", "dj", "streaming", "multimedia"] }, "category", "Elige como máximo 5 categorías."],
      [{ requirements: ["x".repeat(201)] }, "requirements", "Escribe como máximo 20 requisitos, de hasta 200 caracteres cada uno."],
      [{ salaryMin: "mucho", salaryCurrency: "USD" }, "salaryMin", "El salario debe ser un número entero positivo."],
      [{ salaryMin: 3000, salaryMax: 2000, salaryCurrency: "USD" }, "salaryMax", "El salario mínimo no puede ser mayor que el máximo."],
      [{ salaryMin: 3000 }, "salaryCurrency", "Elige la moneda del salario."],
      [{ validThrough: "2020-01-01" }, "validThrough", "La fecha de vigencia debe ser hoy o una fecha futura."],
      [{ validThrough: "mañana" }, "validThrough", "La fecha de vigencia debe ser hoy o una fecha futura."],
      // Issue 35 §5: well shaped, but not a day of the calendar (the database would have answered 500).
      [{ validThrough: "2099-02-30" }, "validThrough", "La fecha de vigencia debe ser hoy o una fecha futura."],
      [{ workStartsOn: "0000-01-01" }, "workStartsOn", "Escribe una fecha válida."],
      [{ workStartsOn: "2099-13-01" }, "workStartsOn", "Escribe una fecha válida."],
    ];
    for (const [overrides, field, message] of cases) {
      expect(await refusalOf(createOffer(firm.ctx, offer(overrides)))).toEqual({ key: expect.any(String), status: 400, field, message });
    }
    expect(await testDb().select().from(jobOffers).where(eq(jobOffers.creatorId, firm.userId))).toEqual([]);
  });

  it("is for companies only: a visitor gets 401, an individual 403", async () => {
    const ana = await actingIndividual();
    expect(await refusalOf(createOffer(testContext(), offer()))).toMatchObject({ status: 401 });
    expect(await refusalOf(createOffer(ana.ctx, offer()))).toMatchObject({
      status: 403,
      message: "Solo las cuentas empresariales pueden acceder a esta sección.",
    });
  });

  it("lets only the owner edit, close and reopen an offer: 403 for another company, 403 for an individual, 401 signed out, 404 for none", async () => {
    const owner = await actingCompany();
    const rival = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await createOffer(owner.ctx, offer());
    for (const ctx of [rival.ctx, ana.ctx]) {
      expect(await refusalOf(updateOffer(ctx, id, offer({ title: "Robada" })))).toMatchObject({ status: 403 });
      expect(await refusalOf(closeOffer(ctx, id))).toMatchObject({ status: 403 });
      expect(await refusalOf(reopenOffer(ctx, id))).toMatchObject({ status: 403 });
      expect(await refusalOf(offerForEditing(ctx, id))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(offerForEditing(owner.ctx, 999_999_999))).toMatchObject({ status: 404 });
    expect(await offerForEditing(owner.ctx, id)).toMatchObject({ id, isOwner: true, title: "Técnico de sonido para gira" });
    expect(await refusalOf(updateOffer(rival.ctx, id, offer()))).toMatchObject({ message: "No tienes permiso para gestionar esta oferta." });
    expect(await refusalOf(closeOffer(testContext(), id))).toMatchObject({ status: 401 });
    expect(await refusalOf(closeOffer(owner.ctx, 999_999_999))).toMatchObject({ status: 404, message: "No encontramos esa oferta." });
    const [row] = await testDb().select().from(jobOffers).where(eq(jobOffers.id, id));
    expect([row.title, row.status]).toEqual(["Técnico de sonido para gira", "active"]);

    expect(await updateOffer(owner.ctx, id, offer({ title: "Técnico de monitores" }))).toEqual({ id, status: "active" });
    expect(await closeOffer(owner.ctx, id)).toEqual({ id, status: "closed" });
    expect(await closeOffer(owner.ctx, id)).toEqual({ id, status: "closed" });
    expect(await updateOffer(owner.ctx, id, offer({ title: "Cerrada pero editada" }))).toEqual({ id, status: "closed" });
    expect(await reopenOffer(owner.ctx, id)).toEqual({ id, status: "active" });
    const [after] = await testDb().select().from(jobOffers).where(eq(jobOffers.id, id));
    expect([after.title, after.status, after.searchText.startsWith("cerrada pero editada")]).toEqual(["Cerrada pero editada", "active", true]);
  });

  it("refuses to reopen an offer whose closing date has passed", async () => {
    const owner = await actingCompany();
    const today = new Date().toISOString().slice(0, 10);
    const { id } = await createOffer(owner.ctx, offer({ validThrough: today }));
    await closeOffer(owner.ctx, id);
    const later = await actingAs(owner.userId, { now: () => tomorrow() });
    expect(await refusalOf(reopenOffer(later, id))).toMatchObject({ status: 409, field: "validThrough" });
  });
});

describe("publishing has an abuse limit no real company meets (issue 20 §4)", () => {
  it("refuses a 21st first publication in a UTC day with 429 and when to try again; drafts, edits and reopening stay open; the next day it passes", async () => {
    const firm = await actingCompany();
    const now = new Date();
    const evening = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20, 0));
    const at = await actingAs(firm.userId, { now: () => evening });
    const published = [];
    for (let index = 0; index < OFFERS_PER_DAY; index++) published.push(await createOffer(at, offer({ title: `Oferta ${index}` })));
    expect(await refusalOf(createOffer(at, offer()))).toMatchObject({
      status: 429,
      message:
        "Tu empresa ya publicó 20 ofertas hoy, el máximo diario. Podrás publicar otra en 4 h (a las 00:00 UTC); mientras tanto, puedes guardarla como borrador.",
    });
    const draft = await createOffer(at, offer({ publish: false }));
    expect(await refusalOf(updateOffer(at, draft.id, offer()))).toMatchObject({ status: 429 });
    await closeOffer(at, published[0].id);
    expect(await refusalOf(reopenOffer(at, published[0].id))).toBe("OK");
    const nextDay = await actingAs(firm.userId, { now: () => new Date(evening.getTime() + 5 * 3_600_000) });
    expect((await updateOffer(nextDay, draft.id, offer())).status).toBe("active");
  });

  it("holds under publications at once: with 18 published, five at once give exactly two", async () => {
    const firm = await actingCompany();
    for (let index = 0; index < OFFERS_PER_DAY - 2; index++) await createOffer(firm.ctx, offer());
    const results = await Promise.all(Array.from({ length: 5 }, () => refusalOf(createOffer(firm.ctx, offer()))));
    expect(results.filter((result) => result === "OK")).toHaveLength(2);
  });
});

describe("publishing tells the company's followers (issue 11 §5)", () => {
  it("enqueues job.published once, at the first publication, in the same transaction, and followers get the notification", async () => {
    const firm = await actingCompany();
    const [ana, beto] = await Promise.all([actingIndividual(), actingIndividual()]);
    await testDb().insert(userFollows).values({ followerId: ana.userId, followingId: firm.userId, followingType: "company" });
    const { id } = await createOffer(firm.ctx, offer({ publish: false }));
    expect(await publishedEvents(id)).toEqual([]);
    await updateOffer(firm.ctx, id, offer({ title: "Jefe de iluminación", publish: true }));
    await closeOffer(firm.ctx, id);
    await reopenOffer(firm.ctx, id);
    const events = await publishedEvents(id);
    expect(events.map((event) => event.payload)).toEqual([
      { jobId: String(id), title: "Jefe de iluminación", companyId: firm.userId, companyName: expect.any(String) },
    ]);
    await drainEvents(
      events.map((event) => event.id),
      new Date(Date.now() + 60_000),
    );
    const received = await testDb().select().from(notifications).where(eq(notifications.notificationType, "job"));
    expect(received.filter((row) => row.userId === ana.userId).map((row) => readAs(row).message)).toEqual(["Jefe de iluminación"]);
    expect(received.filter((row) => row.userId === beto.userId)).toEqual([]);
  });

  it("writes no event when the publication fails", async () => {
    const firm = await actingCompany();
    const { id } = await createOffer(firm.ctx, offer({ publish: false, validThrough: new Date().toISOString().slice(0, 10) }));
    const later = await actingAs(firm.userId, { now: () => tomorrow() });
    expect(await refusalOf(reopenOffer(later, id))).toMatchObject({ status: 409 });
    expect(await publishedEvents(id)).toEqual([]);
    const [row] = await testDb().select().from(jobOffers).where(eq(jobOffers.id, id));
    expect(row.status).toBe("draft");
  });
});

describe("one offer's page (issue 11 §2)", () => {
  it("shows an active offer to everyone with the company's name, logo and slug", async () => {
    const firm = await actingCompany();
    const { id } = await createOffer(firm.ctx, offer({ salaryMin: 100, salaryMax: 200, salaryCurrency: "UYU" }));
    const seen = await getOffer(testContext(), id);
    expect(seen).toMatchObject({
      id,
      title: "Técnico de sonido para gira",
      description: "Buscamos técnico de monitores para una gira nacional.",
      requirements: ["Consolas digitales", "Disponibilidad para viajar"],
      status: "active",
      isActive: true,
      isOwner: false,
      myApplication: null,
      salaryMin: 100,
      salaryMax: 200,
      salaryCurrency: "UYU",
      company: { id: firm.userId, name: expect.any(String), logoUrl: null, slug: null },
    });
    expect(seen.publishedAt).not.toBeNull();
  });

  it("shows drafts, closed and expired offers only to their owner (404 for others, other companies included)", async () => {
    const owner = await actingCompany();
    const rival = await actingCompany();
    const ana = await actingIndividual();
    const draft = await createOffer(owner.ctx, offer({ publish: false }));
    const closed = await createOffer(owner.ctx, offer());
    await closeOffer(owner.ctx, closed.id);
    const expiring = await createOffer(owner.ctx, offer({ validThrough: new Date().toISOString().slice(0, 10) }));
    for (const id of [draft.id, closed.id]) {
      for (const ctx of [testContext(), rival.ctx, ana.ctx]) expect(await refusalOf(getOffer(ctx, id))).toMatchObject({ status: 404 });
      expect(await getOffer(owner.ctx, id)).toMatchObject({ id, isOwner: true, isActive: false });
    }
    expect(await refusalOf(getOffer(testContext(), expiring.id))).toBe("OK");
    const nextDay = () => tomorrow();
    expect(await refusalOf(getOffer(testContext({ now: nextDay }), expiring.id))).toMatchObject({ status: 404 });
    expect(await getOffer(await actingAs(owner.userId, { now: nextDay }), expiring.id)).toMatchObject({ status: "active", isActive: false });
    expect(await refusalOf(getOffer(testContext(), 0))).toMatchObject({ status: 404 });
  });

  it("tells a signed-in applicant about their own application", async () => {
    const firm = await actingCompany();
    const ana = await actingIndividual();
    const { id } = await createOffer(firm.ctx, offer());
    const application = await applyToOffer(ana.ctx, { jobId: id });
    expect((await getOffer(ana.ctx, id)).myApplication).toEqual({ id: application.id, status: "pending", createdAt: expect.any(String) });
    expect((await getOffer((await actingIndividual()).ctx, id)).myApplication).toBeNull();
  });
});

describe("views once per visitor per day (issue 11 §2)", () => {
  it("counts a viewer key once per UTC day, again the next day, and each key apart", async () => {
    const firm = await actingCompany();
    const { id } = await createOffer(firm.ctx, offer());
    const day = new Date("2031-03-04T23:59:00Z");
    const at = (now: Date) => testContext({ now: () => now });
    expect(await recordOfferView(at(day), id, ["visitor-a"])).toBe(true);
    expect(await recordOfferView(at(day), id, ["visitor-a"])).toBe(false);
    expect(await recordOfferView(at(day), id, ["visitor-b"])).toBe(true);
    expect(await recordOfferView(at(new Date("2031-03-05T00:00:01Z")), id, ["visitor-a"])).toBe(true);
    expect((await getOffer(testContext(), id)).viewsCount).toBe(3);
  });

  it("counts once when the same visitor's requests arrive together", async () => {
    const firm = await actingCompany();
    const { id } = await createOffer(firm.ctx, offer());
    const key = `visitor-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => recordOfferView(testContext(), id, [key])));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await getOffer(testContext(), id)).viewsCount).toBe(1);
  });

  it("counts by address, not by browser: 20 user agents from one address are one view; a member counts as themselves once a day; bots never count", async () => {
    const firm = await actingCompany();
    const { id } = await createOffer(firm.ctx, offer());
    const ip = uniqueIp();
    const visit = async (agent: string, actor = testContext().actor) => {
      const ctx = testContext({ ip, actor, headers: new Headers({ "user-agent": agent }) });
      const viewer = offerViewerKeys(ctx);
      return viewer ? recordOfferView(ctx, id, viewer) : false;
    };
    const results = [];
    for (let index = 0; index < 20; index++) results.push(await visit(`Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + index}.0 Safari/537.36`));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await visit("Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(await visit("")).toBe(false);
    expect((await getOffer(testContext(), id)).viewsCount).toBe(1);
    const member = await actingIndividual();
    expect(await visit("Mozilla/5.0 (Android 14) Chrome/130.0 Mobile", member.ctx.actor)).toBe(true);
    const elsewhere = testContext({ ip: uniqueIp(), actor: member.ctx.actor, headers: new Headers({ "user-agent": "Mozilla/5.0 Firefox/140.0" }) });
    expect(await recordOfferView(elsewhere, id, offerViewerKeys(elsewhere) ?? [])).toBe(false);
    expect((await getOffer(testContext(), id)).viewsCount).toBe(2);
  });

  it("does not count drafts, closed offers, unknown offers or blank keys", async () => {
    const firm = await actingCompany();
    const draft = await createOffer(firm.ctx, offer({ publish: false }));
    const active = await createOffer(firm.ctx, offer());
    expect(await recordOfferView(testContext(), draft.id, ["v"])).toBe(false);
    expect(await recordOfferView(testContext(), 999_999_999, ["v"])).toBe(false);
    expect(await recordOfferView(testContext(), active.id, ["   "])).toBe(false);
    await closeOffer(firm.ctx, active.id);
    expect(await recordOfferView(testContext(), active.id, ["v"])).toBe(false);
    const rows = await testDb().select({ views: jobOffers.viewsCount }).from(jobOffers).where(eq(jobOffers.creatorId, firm.userId));
    expect(rows.map((row) => row.views)).toEqual([0, 0]);
  });
});

describe("a company's own offers (issue 11 §4)", () => {
  it("lists only the company's offers, every status, newest first, 20 a page, each with its application count", async () => {
    const firm = await actingCompany();
    const rival = await actingCompany();
    await createOffer(rival.ctx, offer());
    const base = Date.parse("2031-01-01T00:00:00Z");
    const ids: number[] = [];
    for (let i = 0; i < COMPANY_OFFERS_PAGE_SIZE + 1; i++) {
      const ctx = await actingAs(firm.userId, { now: () => new Date(base + i * 60_000) });
      ids.push((await createOffer(ctx, offer({ title: `Oferta ${i}`, publish: i % 2 === 0 }))).id);
    }
    const [ana, beto] = await Promise.all([actingIndividual(), actingIndividual()]);
    const newest = ids[ids.length - 1];
    await applyToOffer(ana.ctx, { jobId: newest });
    await applyToOffer(beto.ctx, { jobId: newest });
    const first = await companyOffers(firm.ctx, 1);
    expect(first.count).toBe(COMPANY_OFFERS_PAGE_SIZE + 1);
    expect(first.pages).toBe(2);
    expect(first.offers.map((item) => item.id)).toEqual(ids.slice(1).reverse());
    expect(first.offers[0]).toMatchObject({ title: `Oferta ${COMPANY_OFFERS_PAGE_SIZE}`, status: "active", isActive: true, applicationsCount: 2 });
    expect(first.offers[1]).toMatchObject({ status: "draft", isActive: false, applicationsCount: 0 });
    expect((await companyOffers(firm.ctx, 2)).offers.map((item) => item.id)).toEqual([ids[0]]);
    expect((await companyOffers(rival.ctx, 1)).count).toBe(1);
    expect(await refusalOf(companyOffers(ana.ctx, 1))).toMatchObject({ status: 403 });
    expect(await refusalOf(companyOffers(testContext(), 1))).toMatchObject({ status: 401 });
  });
});
