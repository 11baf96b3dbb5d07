import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingReviews as reviewsTable } from "~/db/schema/bookings";
import { reports } from "~/db/schema/moderation";
import { isAppError } from "~/lib/errors";
import { auditOf, historyOf, insertBooking, noticesOf, placeDay, reviewsOf } from "../../../tests/bookings-fixtures";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { hideReview, reviewsToModerate } from "./review-moderation.server";
import { publicationCutoff, publishDueReviews } from "./review-publication.server";
import { bookingReviews, publishedReviewsOf, ratingSummary } from "./review-reading.server";
import { replyToReview, writeReview } from "./review-writing.server";

/** The AppError a promise is refused with (its key, status and params). */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { key: error.key, status: error.status, params: error.params, field: error.field };
    throw error;
  }
  throw new Error("expected a refusal");
}

const companyScores = (punctuality: number, technicalKnowledge: number, teamwork: number, body = "") => ({
  "score.punctuality": String(punctuality),
  "score.technicalKnowledge": String(technicalKnowledge),
  "score.teamwork": String(teamwork),
  body,
});
const technicianScores = (paymentOnTime: number, organisation: number, treatment: number, body = "") => ({
  "score.paymentOnTime": String(paymentOnTime),
  "score.organisation": String(organisation),
  "score.treatment": String(treatment),
  body,
});

type Pair = { companyId: string; technicianId: string; company: Awaited<ReturnType<typeof actingAs>>; technician: Awaited<ReturnType<typeof actingAs>> };

/** A company and a technician who worked together (no booking yet). */
async function pair(): Promise<Pair> {
  const company = await createCompany();
  const technician = await createIndividual({ names: { firstName: "Reseña", lastName: "Técnica" } });
  return {
    companyId: company.userId,
    technicianId: technician.userId,
    company: await actingAs(company.userId),
    technician: await actingAs(technician.userId),
  };
}

describe("reviews both ways (issue 39)", () => {
  let outsider: Awaited<ReturnType<typeof actingAs>>;
  let otherCompany: Awaited<ReturnType<typeof actingAs>>;
  let admin: Awaited<ReturnType<typeof actingAs>>;

  beforeAll(async () => {
    outsider = await actingAs((await createIndividual()).userId);
    otherCompany = await actingAs((await createCompany()).userId);
    admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
  });

  it("a company reviews its technician after a completed job: stored unpublished with the mean, the technician is told without the content", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, production: "Gira Norte", role: "monitors" });
    const written = await writeReview(p.company, id, companyScores(5, 4, 4, "Muy profesional"));
    expect(written.published).toBe(false);
    const [row] = await reviewsOf(id);
    expect(row).toMatchObject({
      authorSide: "company",
      authorId: p.companyId,
      subjectId: p.technicianId,
      scores: { punctuality: 5, technicalKnowledge: 4, teamwork: 4 },
      rating: 4.33,
      body: "Muy profesional",
      production: "Gira Norte",
      role: "monitors",
      publishedAt: null,
    });
    expect(await historyOf(id)).toEqual([{ kind: "reviewReceived", side: "company", params: expect.objectContaining({ production: "Gira Norte" }) }]);
    const notices = await noticesOf(id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ notice: "reviewReceived", recipientIds: [p.technicianId] });
    expect(JSON.stringify(notices[0])).not.toContain("Muy profesional");
  });

  it("double-blind: before publication the author reads their own review and the other side only that it was written", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId });
    await writeReview(p.company, id, companyScores(3, 3, 3, "Secreto hasta publicar"));
    const mine = await bookingReviews(p.company, id);
    expect(mine).toMatchObject({
      side: "company",
      theirs: null,
      theirsWritten: false,
      canWrite: false,
      canReply: false,
      criteria: ["punctuality", "technicalKnowledge", "teamwork"],
    });
    expect(mine.mine).toMatchObject({ body: "Secreto hasta publicar", rating: 3, publishedAt: null });
    const theirs = await bookingReviews(p.technician, id);
    expect(theirs).toMatchObject({
      side: "technician",
      mine: null,
      theirs: null,
      theirsWritten: true,
      canWrite: true,
      criteria: ["paymentOnTime", "organisation", "treatment"],
    });
    expect(JSON.stringify(theirs)).not.toContain("Secreto");
    expect((await ratingSummary(testDb(), p.technicianId)).count).toBe(0);
    expect((await publishedReviewsOf(testContext(), p.technicianId, 1)).total).toBe(0);
  });

  it("when both sides have written, both are published at once and both sides are told", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, production: "Expo Luz" });
    await writeReview(p.technician, id, technicianScores(5, 5, 4, "Pagaron a tiempo"));
    const second = await writeReview(p.company, id, companyScores(4, 4, 5));
    expect(second.published).toBe(true);
    const rows = await reviewsOf(id);
    expect(rows.map((row) => row.publishedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    const notices = await noticesOf(id);
    expect(notices.map((notice) => notice.notice)).toEqual(["reviewReceived", "reviewsPublished"]);
    expect(notices[1].recipientIds.sort()).toEqual([p.companyId, p.technicianId].sort());
    expect(notices[1].params).toEqual({ production: "Expo Luz" });
    const technicianView = await bookingReviews(p.technician, id);
    expect(technicianView.theirs).toMatchObject({ authorSide: "company", rating: 4.33 });
    expect(technicianView.canReply).toBe(true);
    expect(technicianView.canWrite).toBe(false);
  });

  it("only a completed job, within 14 days of its last day in the place's time zone, may be reviewed (403 REVIEW_NOT_ALLOWED)", async () => {
    const p = await pair();
    for (const status of ["confirmed", "no_show", "cancelled"] as const) {
      const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, status, endsOn: placeDay(-2) });
      expect(await refusal(writeReview(p.company, id, companyScores(5, 5, 5)))).toMatchObject({ key: "REVIEW_NOT_ALLOWED", status: 403, params: { max: 14 } });
    }
    const late = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, endsOn: placeDay(-15) });
    expect(await refusal(writeReview(p.technician, late, technicianScores(5, 5, 5)))).toMatchObject({ key: "REVIEW_NOT_ALLOWED", status: 403 });
    expect((await bookingReviews(p.technician, late)).canWrite).toBe(false);
    const lastDay = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, endsOn: placeDay(-14) });
    expect((await bookingReviews(p.technician, lastDay)).canWrite).toBe(true);
    await writeReview(p.technician, lastDay, technicianScores(4, 4, 4));
  });

  it("the window is the place's day: 23:30 in Montevideo on the 14th day is still open though UTC is already on the 15th", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, endsOn: "2026-03-01", timeZone: "America/Montevideo" });
    const lastEvening = new Date("2026-03-16T02:30:00Z");
    const company = { ...p.company, now: () => lastEvening };
    expect((await bookingReviews(company, id)).canWrite).toBe(true);
    const nextMorning = { ...p.technician, now: () => new Date("2026-03-16T03:30:00Z") };
    expect(await refusal(writeReview(nextMorning, id, technicianScores(4, 4, 4)))).toMatchObject({ key: "REVIEW_NOT_ALLOWED" });
    await writeReview(company, id, companyScores(4, 4, 4));
  });

  it("a third party (another member, another company, an admin) reads and writes nothing of a booking's reviews: 404", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId });
    await writeReview(p.company, id, companyScores(5, 5, 5, "Solo para ellos"));
    for (const stranger of [outsider, otherCompany, admin]) {
      expect(await refusal(writeReview(stranger, id, companyScores(1, 1, 1)))).toMatchObject({ key: "BOOKING_NOT_FOUND", status: 404 });
      expect(await refusal(bookingReviews(stranger, id))).toMatchObject({ key: "BOOKING_NOT_FOUND", status: 404 });
    }
    expect(await refusal(writeReview(p.company, "no-such-booking", companyScores(5, 5, 5)))).toMatchObject({ key: "BOOKING_NOT_FOUND", status: 404 });
    expect(await refusal(bookingReviews(testContext(), id))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    const [review] = await reviewsOf(id);
    expect(await refusal(replyToReview(outsider, review.id, { reply: "hola" }))).toMatchObject({ key: "REVIEW_NOT_FOUND", status: 404 });
    expect(await refusal(hideReview(otherCompany, review.id, { reason: "no" }))).toMatchObject({ status: 404 });
    expect(await refusal(reviewsToModerate(outsider, {}))).toMatchObject({ status: 404 });
    expect(await reviewsOf(id)).toEqual([review]);
  });

  it("each side reviews once: a second review is 409 REVIEW_ALREADY_WRITTEN and the first is unchanged", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId });
    await writeReview(p.company, id, companyScores(2, 2, 2, "Primera"));
    expect(await refusal(writeReview(p.company, id, companyScores(5, 5, 5, "Cambio de opinión")))).toMatchObject({
      key: "REVIEW_ALREADY_WRITTEN",
      status: 409,
    });
    const rows = await reviewsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ body: "Primera", rating: 2 });
  });

  it("a double submit at once makes one review: the other is 409", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId });
    const company2 = await actingAs(p.companyId);
    const results = await Promise.allSettled([writeReview(p.company, id, companyScores(5, 5, 5)), writeReview(company2, id, companyScores(1, 1, 1))]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [rejected] = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(isAppError(rejected.reason) && rejected.reason.key).toBe("REVIEW_ALREADY_WRITTEN");
    expect(await reviewsOf(id)).toHaveLength(1);
  });

  it("both sides writing at once publish both: the second to commit sees the first", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId });
    await Promise.all([writeReview(p.company, id, companyScores(4, 4, 4)), writeReview(p.technician, id, technicianScores(4, 4, 4))]);
    const rows = await reviewsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.publishedAt !== null)).toBe(true);
  });

  it("scores are a whole 1–5 for each criterion of the author's side (400 REVIEW_SCORES_INVALID naming the field); the text is optional, at most 1000 code points", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId });
    const cases: Record<string, unknown>[] = [
      { "score.punctuality": "5", "score.technicalKnowledge": "4" },
      companyScores(0, 4, 4),
      companyScores(6, 4, 4),
      { ...companyScores(5, 4, 4), "score.teamwork": "4.5" },
      { ...companyScores(5, 4, 4), "score.teamwork": "" },
      technicianScores(5, 5, 5),
    ];
    for (const values of cases) expect(await refusal(writeReview(p.company, id, values))).toMatchObject({ key: "REVIEW_SCORES_INVALID", status: 400 });
    expect(
      await refusal(
        writeReview(p.company, id, companyScores(5, 5, 5))
          .then(() => null)
          .then(() => writeReview(p.technician, id, technicianScores(5, 5, 5, "x".repeat(1001)))),
      ),
    ).toMatchObject({
      key: "FIELD_TOO_LONG",
      field: "body",
    });
    await writeReview(p.technician, id, technicianScores(1, 2, 2, "🎛".repeat(1000)));
    const technicianReview = (await reviewsOf(id)).find((row) => row.authorSide === "technician");
    expect(technicianReview?.rating).toBe(1.67);
    expect(technicianReview?.body).toBe("🎛".repeat(1000));
  });

  it("publishDueReviews publishes reviews whose job ended more than 14 days ago (UTC day) and tells both sides; newer ones wait", async () => {
    const p = await pair();
    const now = new Date("2026-06-20T12:00:00Z");
    expect(publicationCutoff(now)).toBe("2026-06-06");
    const due = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, endsOn: "2026-06-05", production: "Vencida" });
    const waiting = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, endsOn: "2026-06-06" });
    await writeReview({ ...p.company, now: () => new Date("2026-06-10T12:00:00Z") }, due, companyScores(5, 4, 3));
    await writeReview({ ...p.company, now: () => new Date("2026-06-10T12:00:00Z") }, waiting, companyScores(5, 4, 3));
    expect(await publishDueReviews({ db: testDb(), now: () => now })).toBeGreaterThanOrEqual(1);
    expect((await reviewsOf(due))[0].publishedAt).toEqual(now);
    expect((await reviewsOf(waiting))[0].publishedAt).toBeNull();
    const notices = await noticesOf(due);
    expect(notices.at(-1)).toMatchObject({ notice: "reviewsPublished", params: { production: "Vencida" } });
    expect(notices.at(-1)?.recipientIds.sort()).toEqual([p.companyId, p.technicianId].sort());
    expect((await historyOf(due)).at(-1)).toMatchObject({ kind: "reviewsPublished", side: "system" });
    await publishDueReviews({ db: testDb(), now: () => now });
    expect((await noticesOf(due)).filter((notice) => notice.notice === "reviewsPublished")).toHaveLength(1);
    expect((await bookingReviews({ ...p.technician, now: () => now }, due)).theirs).toMatchObject({ rating: 4 });
  });

  it("the reviewed side replies once to a published review and its author is told; never the author, never before publication, never twice", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, production: "Réplica" });
    await writeReview(p.company, id, companyScores(3, 3, 3, "Llegó tarde"));
    const [review] = await reviewsOf(id);
    expect(await refusal(replyToReview(p.technician, review.id, { reply: "Antes de tiempo" }))).toMatchObject({ key: "REVIEW_REPLY_NOT_ALLOWED", status: 403 });
    await writeReview(p.technician, id, technicianScores(4, 4, 4));
    expect(await refusal(replyToReview(p.company, review.id, { reply: "Me respondo" }))).toMatchObject({ key: "REVIEW_REPLY_NOT_ALLOWED", status: 403 });
    expect(await refusal(replyToReview(p.technician, review.id, { reply: "  " }))).toMatchObject({ key: "REVIEW_REPLY_REQUIRED", field: "reply" });
    expect(await refusal(replyToReview(p.technician, review.id, { reply: "x".repeat(1001) }))).toMatchObject({ key: "FIELD_TOO_LONG", field: "reply" });
    await replyToReview(p.technician, review.id, { reply: "El tránsito estaba cortado" });
    expect(await refusal(replyToReview(p.technician, review.id, { reply: "Otra vez" }))).toMatchObject({ key: "REVIEW_REPLY_NOT_ALLOWED" });
    const [replied] = (await reviewsOf(id)).filter((row) => row.id === review.id);
    expect(replied).toMatchObject({ reply: "El tránsito estaba cortado", body: "Llegó tarde" });
    expect((await noticesOf(id)).at(-1)).toMatchObject({
      notice: "reviewReplied",
      recipientIds: [p.companyId],
      params: expect.objectContaining({ production: "Réplica" }),
    });
    expect((await bookingReviews(p.technician, id)).canReply).toBe(false);
    expect((await bookingReviews(p.company, id)).mine?.reply).toBe("El tránsito estaba cortado");
  });

  it("ratingSummary averages published, visible reviews overall and per criterion; publishedReviewsOf pages them newest first with the author's name", async () => {
    const p = await pair();
    const second = await actingAs((await createCompany()).userId);
    const first = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, production: "Primero", endsOn: placeDay(-6) });
    const other = await insertBooking({
      companyId: second.actor?.id as string,
      technicianId: p.technicianId,
      production: "Segundo",
      role: "lights",
      endsOn: placeDay(-4),
    });
    await writeReview(p.company, first, companyScores(5, 5, 5, "Excelente"));
    await writeReview(p.technician, first, technicianScores(5, 5, 5));
    await writeReview(second, other, companyScores(3, 4, 2));
    await writeReview(p.technician, other, technicianScores(2, 2, 2));
    const summary = await ratingSummary(testDb(), p.technicianId);
    expect(summary).toEqual({
      average: 4,
      count: 2,
      criteria: [
        { criterion: "punctuality", average: 4 },
        { criterion: "technicalKnowledge", average: 4.5 },
        { criterion: "teamwork", average: 3.5 },
      ],
    });
    const listed = await publishedReviewsOf(testContext(), p.technicianId, 1);
    expect(listed.total).toBe(2);
    expect(listed.reviews.map((review) => review.production)).toEqual(["Segundo", "Primero"]);
    expect(listed.reviews[0]).toMatchObject({ authorSide: "company", role: "lights", roleLabel: expect.any(String), rating: 3, authorKnown: true });
    expect(listed.reviews[1]).toMatchObject({
      body: "Excelente",
      scores: [
        { criterion: "punctuality", score: 5 },
        { criterion: "technicalKnowledge", score: 5 },
        { criterion: "teamwork", score: 5 },
      ],
    });
    expect(await ratingSummary(testDb(), p.companyId)).toMatchObject({ average: 5, count: 1 });
    expect((await publishedReviewsOf(testContext(), p.technicianId, 2)).reviews).toEqual([]);
  });

  it("a review whose author's account is gone stays, by 'Ex-miembro de RedAV'", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId });
    await writeReview(p.company, id, companyScores(4, 4, 4));
    await writeReview(p.technician, id, technicianScores(4, 4, 4));
    await testDb().update(reviewsTable).set({ authorId: null }).where(eq(reviewsTable.bookingId, id));
    const listed = await publishedReviewsOf(testContext(), p.technicianId, 1);
    expect(listed.reviews[0]).toMatchObject({ authorName: "Ex-miembro de RedAV", authorKnown: false });
    expect((await publishedReviewsOf(testContext({ locale: "en" }), p.technicianId, 1)).reviews[0].authorName).toBe("Former member of RedAV");
  });

  it("an admin hides a review with a reason: audited, its reports actioned, its author told, gone from the page and the averages", async () => {
    const p = await pair();
    const id = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, production: "Oculta" });
    const kept = await insertBooking({ companyId: p.companyId, technicianId: p.technicianId, endsOn: placeDay(-5) });
    await writeReview(p.company, id, companyScores(1, 1, 1, "Ofensivo"));
    await writeReview(p.technician, id, technicianScores(3, 3, 3));
    await writeReview(p.company, kept, companyScores(5, 5, 5));
    await writeReview(p.technician, kept, technicianScores(5, 5, 5));
    expect(await ratingSummary(testDb(), p.technicianId)).toMatchObject({ average: 3, count: 2 });
    const [review] = (await reviewsOf(id)).filter((row) => row.authorSide === "company");
    await testDb()
      .insert(reports)
      .values({ reporterId: p.technicianId, targetType: "review", targetId: review.id, targetUserId: p.companyId, reason: "harassment" });
    const reported = await reviewsToModerate(admin, { filter: "reported" });
    expect(reported.reviews.map((row) => row.id)).toContain(review.id);
    const linked = await reviewsToModerate(admin, { reviewId: review.id });
    expect(linked.reviews).toEqual([
      expect.objectContaining({ id: review.id, body: "Ofensivo", openReports: 1, hiddenAt: null, subjectName: "Reseña Técnica" }),
    ]);

    expect(await refusal(hideReview(admin, review.id, { reason: "  " }))).toMatchObject({ key: "REVIEW_HIDE_REASON_REQUIRED", status: 400 });
    expect(await refusal(hideReview(p.technician, review.id, { reason: "Me ofende" }))).toMatchObject({ status: 404 });
    expect(await refusal(hideReview(admin, "no-such-review", { reason: "x" }))).toMatchObject({ key: "REVIEW_NOT_FOUND", status: 404 });
    await hideReview(admin, review.id, { reason: "Lenguaje ofensivo" });

    const [hidden] = (await reviewsOf(id)).filter((row) => row.id === review.id);
    expect(hidden).toMatchObject({ hiddenReason: "Lenguaje ofensivo", hiddenBy: admin.actor?.id, hiddenAt: expect.any(Date) });
    const audit = await auditOf(review.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "review.hide",
        targetType: "review",
        actorId: admin.actor?.id,
        subjectId: p.companyId,
        after: { status: "hidden", reason: "Lenguaje ofensivo", reportsActioned: 1 },
      }),
    ]);
    const [report] = await testDb().select().from(reports).where(eq(reports.targetId, review.id));
    expect(report.status).toBe("actioned");
    expect((await noticesOf(id)).at(-1)).toMatchObject({ notice: "reviewHidden", recipientIds: [p.companyId], params: { production: "Oculta" } });
    expect(await ratingSummary(testDb(), p.technicianId)).toMatchObject({ average: 5, count: 1 });
    expect((await publishedReviewsOf(testContext(), p.technicianId, 1)).reviews.map((row) => row.id)).not.toContain(review.id);
    expect(await bookingReviews(p.technician, id)).toMatchObject({ theirs: null, theirsHidden: true });
    expect((await bookingReviews(p.company, id)).mine?.hidden).toBe(true);
    expect(await refusal(replyToReview(p.technician, review.id, { reply: "Gracias" }))).toMatchObject({ key: "REVIEW_REPLY_NOT_ALLOWED" });
    await hideReview(admin, review.id, { reason: "Otra vez" });
    expect(await auditOf(review.id)).toHaveLength(1);
  });
});
