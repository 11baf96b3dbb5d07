import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { learningTranscripts } from "~/db/schema/assessments";
import { certificates, courseEnrollments, courseProgress } from "~/db/schema/learning";
import { accountSuspensions } from "~/db/schema/moderation";
import type { Ctx } from "~/lib/context.server";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { newCertificateId } from "./certificates.server";
import { type DemoCourse, importCourses } from "./course-import.server";
import { myTranscript, publicTranscript, TRANSCRIPT_PAGE_SIZE } from "./transcript.server";
import { myTranscriptPdfAnswer, publicTranscriptPdfAnswer } from "./transcript-pdf.server";
import { changeTranscriptShare, renewTranscriptShare, shareTranscript, stopSharingTranscript } from "./transcript-share.server";

const DAY = 86_400_000;

/** A member with a name of her own (the transcript is headed by it) and her signed-in context. */
async function member(firstName = "Lucía") {
  const { userId } = await createIndividual({ verified: false, names: { firstName, lastName: `Prueba${randomUUID().slice(0, 6)}` } });
  return { userId, ctx: await actingAs(userId) };
}

/** Published courses with `lessons` lessons each, with unique slugs and the given hours. */
async function courses(count: number, options: { lessons?: number; hours?: number } = {}) {
  const word = randomUUID().slice(0, 8);
  const list: DemoCourse[] = Array.from({ length: count }, (_, index) => ({
    slug: `formacion-${word}-${index}`,
    title: `Curso ${index + 1} de formación ${word}`,
    summary: "Microfonía, monitores y mezcla para escenarios.",
    description: "Un curso práctico de sonido.",
    category: "audio",
    level: "beginner",
    durationHours: options.hours ?? 6,
    trainerId: null,
    lessons: Array.from({ length: options.lessons ?? 2 }, (_, lesson) => ({ title: `Lección ${lesson + 1}`, body: "<p>Contenido</p>", durationMinutes: 20 })),
  }));
  const imported = await importCourses({ db: testDb(), now: () => new Date() }, list);
  return imported.map((course, index) => ({ ...course, slug: list[index]?.slug ?? "", title: list[index]?.title ?? "" }));
}

/** Enrolls the member with `done` lessons completed (and the enrollment completed when all are), written directly as the progress rows. */
async function enroll(userId: string, course: { id: number; lessonIds: number[] }, done: number, enrolledAt = new Date()) {
  const completed = done === course.lessonIds.length;
  await testDb()
    .insert(courseEnrollments)
    .values({ userId, courseId: course.id, enrolledAt, completedAt: completed ? new Date() : null });
  const rows = course.lessonIds.slice(0, done).map((lessonId) => ({ userId, courseId: course.id, lessonId, completed: true, completedAt: new Date() }));
  if (rows.length) await testDb().insert(courseProgress).values(rows);
}

type CertificateRow = typeof certificates.$inferInsert;

/** A certificate written with the schema's columns (issuing is another part's use case). */
async function certify(userId: string, course: { id: number; title: string }, values: Partial<CertificateRow> = {}): Promise<string> {
  const id = newCertificateId();
  await testDb()
    .insert(certificates)
    .values({
      id,
      userId,
      courseId: course.id,
      holderName: "Lucía",
      courseTitle: course.title,
      durationHours: 6,
      completedAt: new Date(),
      issuedAt: new Date(),
      ...values,
    });
  return id;
}

/** A context whose database counts the queries it starts (each builder or raw execute is one round trip). */
function counting(ctx: Ctx): { ctx: Ctx; count: () => number } {
  let queries = 0;
  const starters = new Set(["select", "selectDistinct", "execute", "insert", "update", "delete", "transaction"]);
  const db = new Proxy(ctx.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property === "string" && starters.has(property) && typeof value === "function") {
        return (...args: unknown[]) => {
          queries++;
          return value.apply(target, args);
        };
      }
      return value;
    },
  }) as Db;
  return { ctx: { ...ctx, db }, count: () => queries };
}

describe("'Mi formación', the member's own transcript (issue 40)", () => {
  it("lists every course she took with hours, progress, score band and every certificate with its state; totals count valid certificates only", async () => {
    const ana = await member();
    const [current, renewed, expired, revoked, started] = await courses(5);
    if (!current || !renewed || !expired || !revoked || !started) throw new Error("courses");
    const now = Date.now();
    for (const course of [current, renewed, expired, revoked]) await enroll(ana.userId, course, 2, new Date(now - 10 * DAY));
    await enroll(ana.userId, started, 1, new Date(now));
    const valid = await certify(ana.userId, current, { scorePercent: 92, showScoreBand: true, durationHours: 6, expiresAt: new Date(now + 300 * DAY) });
    const newer = await certify(ana.userId, renewed, { scorePercent: 80, showScoreBand: false, durationHours: 4, issuedAt: new Date(now - DAY) });
    await certify(ana.userId, renewed, {
      scorePercent: 78,
      showScoreBand: true,
      issuedAt: new Date(now - 3 * 365 * DAY),
      supersededAt: new Date(now - DAY),
      supersededBy: newer,
    });
    await certify(ana.userId, expired, { expiresAt: new Date(now - DAY), issuedAt: new Date(now - 3 * 365 * DAY) });
    await certify(ana.userId, revoked, { revokedAt: new Date(now - DAY), revokedReason: "Error en la emisión" });

    const { transcript, share } = await myTranscript(ana.ctx);
    expect(share).toEqual({ shareId: null, sharedAt: null });
    expect(transcript.holderName).toMatch(/^Lucía Prueba/);
    expect(transcript.totals).toEqual({ courses: 5, completed: 4, validCertificates: 2, certifiedHours: 10 });
    const bySlug = new Map(transcript.courses.map((course) => [course.slug, course]));
    expect(transcript.courses[0]?.slug).toBe(started.slug);
    expect(bySlug.get(started.slug)).toMatchObject({ lessonsDone: 1, lessonCount: 2, completedAt: null, certificates: [], scoreBand: null, durationHours: 6 });
    expect(bySlug.get(current.slug)).toMatchObject({ lessonsDone: 2, completedAt: expect.any(String), scoreBand: "distinction" });
    expect(bySlug.get(current.slug)?.certificates).toEqual([
      expect.objectContaining({ id: valid, state: "valid", scoreBand: "distinction", expiresAt: expect.any(String) }),
    ]);
    expect(bySlug.get(renewed.slug)?.certificates.map((certificate) => [certificate.state, certificate.scoreBand])).toEqual([
      ["valid", null],
      ["superseded", "merit"],
    ]);
    expect(bySlug.get(renewed.slug)?.scoreBand).toBeNull();
    expect(bySlug.get(expired.slug)?.certificates.map((certificate) => certificate.state)).toEqual(["expired"]);
    expect(bySlug.get(revoked.slug)?.certificates.map((certificate) => certificate.state)).toEqual(["revoked"]);
  });

  it("never shows another member's courses or certificates, and refuses visitors (401) and companies (403)", async () => {
    const [course] = await courses(1);
    if (!course) throw new Error("course");
    const ana = await member();
    const bruno = await member("Bruno");
    await enroll(bruno.userId, course, 2);
    await certify(bruno.userId, course);
    expect((await myTranscript(ana.ctx)).transcript).toMatchObject({ courses: [], totals: { courses: 0, certifiedHours: 0 } });
    expect(await refusalOf(myTranscript(testContext()))).toMatchObject({ status: 401 });
    expect(await refusalOf(myTranscript((await actingCompany()).ctx))).toMatchObject({ status: 403, key: "COURSE_INDIVIDUALS_ONLY" });
  });

  it("pages more than 100 courses, the totals counting them all", async () => {
    const ana = await member();
    const many = await courses(TRANSCRIPT_PAGE_SIZE + 2, { lessons: 1 });
    await testDb()
      .insert(courseEnrollments)
      .values(many.map((course, index) => ({ userId: ana.userId, courseId: course.id, enrolledAt: new Date(Date.now() - index * 1000) })));
    const first = await myTranscript(ana.ctx, 1);
    expect(first.transcript).toMatchObject({ page: 1, pages: 2, totals: { courses: TRANSCRIPT_PAGE_SIZE + 2 } });
    expect(first.transcript.courses).toHaveLength(TRANSCRIPT_PAGE_SIZE);
    const second = await myTranscript(ana.ctx, 2);
    expect(second.transcript.courses.map((course) => course.slug)).toEqual(many.slice(TRANSCRIPT_PAGE_SIZE).map((course) => course.slug));
  });

  it("reads each list in one query: the same number of queries for one course as for eight", async () => {
    const queriesFor = async (count: number) => {
      const ana = await member();
      for (const course of await courses(count)) {
        await enroll(ana.userId, course, 2);
        const older = await certify(ana.userId, course, { issuedAt: new Date(Date.now() - DAY) });
        await testDb().update(certificates).set({ supersededAt: new Date(), supersededBy: "x" }).where(eq(certificates.id, older));
        await certify(ana.userId, course);
      }
      await shareTranscript(ana.ctx);
      const { ctx, count: own } = counting(ana.ctx);
      const mine = await myTranscript(ctx);
      expect(mine.transcript.courses).toHaveLength(count);
      const { ctx: visitor, count: visitorQueries } = counting(testContext());
      await publicTranscript(visitor, mine.share.shareId ?? "");
      return [own(), visitorQueries()];
    };
    const few = await queriesFor(1);
    expect(await queriesFor(8)).toEqual(few);
    expect(few[0]).toBeLessThanOrEqual(5);
  });
});

describe("sharing the transcript at /formacion/{shareId} (issue 40)", () => {
  it("shows a visitor the name and the certified courses with their certificates; courses in progress stay private", async () => {
    const ana = await member();
    const [certified, completedNoCertificate, started] = await courses(3);
    if (!certified || !completedNoCertificate || !started) throw new Error("courses");
    await enroll(ana.userId, certified, 2);
    await enroll(ana.userId, completedNoCertificate, 2);
    await enroll(ana.userId, started, 1);
    const id = await certify(ana.userId, certified, { durationHours: 6, scorePercent: 70, showScoreBand: true });
    const { shareId } = await shareTranscript(ana.ctx);
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const shown = await publicTranscript(testContext(), shareId ?? "");
    expect(shown.holderName).toMatch(/^Lucía Prueba/);
    expect(shown.courses.map((course) => course.slug)).toEqual([certified.slug]);
    expect(shown.courses[0]?.enrolledAt).toBeNull();
    expect(shown.courses[0]?.certificates).toEqual([expect.objectContaining({ id, state: "valid", scoreBand: "pass" })]);
    expect(shown.totals).toMatchObject({ courses: 1, validCertificates: 1, certifiedHours: 6 });
    const own = await myTranscript(ana.ctx);
    expect(own.transcript.courses).toHaveLength(3);
    expect(own.share.shareId).toBe(shareId);
  });

  it("keeps one link for two clicks, replaces it with 'Crear un enlace nuevo' and withdraws it with 'Dejar de compartir' (404 'TRANSCRIPT_NOT_FOUND')", async () => {
    const ana = await member();
    const first = await shareTranscript(ana.ctx);
    const [again, concurrent] = await Promise.all([shareTranscript(ana.ctx), shareTranscript(ana.ctx)]);
    expect([again.shareId, concurrent.shareId]).toEqual([first.shareId, first.shareId]);
    const renewed = await renewTranscriptShare(ana.ctx);
    expect(renewed.shareId).not.toBe(first.shareId);
    const gone = { status: 404, key: "TRANSCRIPT_NOT_FOUND", message: "Esta formación no está publicada." };
    expect(await refusalOf(publicTranscript(testContext(), first.shareId ?? ""))).toEqual(gone);
    expect((await publicTranscript(testContext(), renewed.shareId ?? "")).holderName).toMatch(/^Lucía/);
    expect(await stopSharingTranscript(ana.ctx)).toEqual({ shareId: null, sharedAt: null });
    expect(await refusalOf(publicTranscript(testContext(), renewed.shareId ?? ""))).toEqual(gone);
    const shared = await changeTranscriptShare(ana.ctx, "share");
    expect(shared.intent).toBe("share");
    expect(shared.share.shareId).not.toBeNull();
    expect([first.shareId, renewed.shareId]).not.toContain(shared.share.shareId);
  });

  it("answers 404 for a malformed, unknown or suspended member's link", async () => {
    const gone = { status: 404, key: "TRANSCRIPT_NOT_FOUND" };
    for (const shareId of ["", "nope", "x".repeat(200), "'; drop table user; --", "AAAAAAAAAAAAAAAAAAAAAA"]) {
      expect(await refusalOf(publicTranscript(testContext(), shareId))).toMatchObject(gone);
    }
    const ana = await member();
    const { shareId } = await shareTranscript(ana.ctx);
    await testDb().insert(accountSuspensions).values({ userId: ana.userId });
    expect(await refusalOf(publicTranscript(testContext(), shareId ?? ""))).toMatchObject(gone);
  });

  it("lets a member change only her own sharing: a third member's requests never touch another's link; nonsense changes nothing", async () => {
    const ana = await member();
    const eve = await member("Eva");
    const { shareId } = await shareTranscript(ana.ctx);
    for (const intent of ["renew", "stop"]) await changeTranscriptShare(eve.ctx, intent);
    expect((await publicTranscript(testContext(), shareId ?? "")).holderName).toMatch(/^Lucía/);
    const rows = await testDb().select().from(learningTranscripts).where(eq(learningTranscripts.userId, ana.userId));
    expect(rows.map((row) => row.shareId)).toEqual([shareId]);
    expect(await refusalOf(changeTranscriptShare(ana.ctx, "publish-everyone"))).toMatchObject({ status: 400, key: "UNKNOWN_INTENT" });
    expect(await refusalOf(changeTranscriptShare(ana.ctx, "__proto__"))).toMatchObject({ status: 400 });
    expect(await refusalOf(changeTranscriptShare(testContext(), "stop"))).toMatchObject({ status: 401 });
    expect(await refusalOf(changeTranscriptShare((await actingCompany()).ctx, "share"))).toMatchObject({ status: 403 });
    expect((await publicTranscript(testContext(), shareId ?? "")).holderName).toMatch(/^Lucía/);
  });
});

describe("the transcript's PDF (issue 40)", () => {
  it("gives the member her whole transcript and a visitor the shared one; a withdrawn link's PDF is 404", async () => {
    const ana = await member();
    const [course] = await courses(1);
    if (!course) throw new Error("course");
    await enroll(ana.userId, course, 2);
    await certify(ana.userId, course, { expiresAt: new Date(Date.now() + 30 * DAY), scorePercent: 95, showScoreBand: true });
    const own = await myTranscriptPdfAnswer(ana.ctx);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    const document = await PDFDocument.load(new Uint8Array(await own.arrayBuffer()));
    expect(document.getTitle()).toMatch(/^Formación de Lucía Prueba/);
    expect((await myTranscriptPdfAnswer(testContext())).status).toBe(401);
    const { shareId } = await shareTranscript(ana.ctx);
    const shared = await publicTranscriptPdfAnswer(testContext({ locale: "en" }), shareId ?? "");
    expect(shared.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await shared.arrayBuffer()))).getTitle()).toMatch(/^Training of Lucía Prueba/);
    await stopSharingTranscript(ana.ctx);
    const withdrawn = await publicTranscriptPdfAnswer(testContext(), shareId ?? "");
    expect(withdrawn.status).toBe(404);
    expect(await withdrawn.text()).toBe("Esta formación no está publicada.");
  });
});
