import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingReviews } from "~/db/schema/bookings";
import type { BookingAction } from "~/features/bookings/booking-actions";
import { bookingsList } from "~/features/bookings/booking-list.server";
import { bookingPage } from "~/features/bookings/booking-page.server";
import { requestBooking } from "~/features/bookings/booking-request.server";
import { takeBookingStep } from "~/features/bookings/booking-steps.server";
import { BOOKING_TABS } from "~/features/bookings/booking-view";
import { REVIEW_CRITERIA } from "~/features/bookings/review-criteria";
import { bookingReviews as reviewsPanel } from "~/features/bookings/review-reading.server";
import { replyToReview, writeReview } from "~/features/bookings/review-writing.server";
import { action as bookingAction, loader as bookingLoader } from "~/routes/bookings/booking";
import { loader as bookingsLoader } from "~/routes/bookings/bookings";
import { bookingRow, bookingsState, dayAfter, formBody, type Member, member, type RouteAnswer, refusalOf, requestFields, routeAnswer } from "../booking-scenes";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/**
 * Issue 39, IDOR: a booking and its reviews belong to its company and its technician only. A third
 * company, a third technician, the company holding another option on the same days and an admin
 * read nothing (404, never listed) and change nothing (404 on every step, the rows and the history
 * unchanged), through the use cases and through the routes that answer the page and its `.data`
 * twin; and neither party can take the other's steps (409 BOOKING_STATE_CHANGED or 403).
 *
 * The job is dated in the past so it can be closed and reviewed: every step before the work is
 * taken at `then`, twenty days ago (the use cases read the clock from `ctx.now`), and the job's day
 * is ten days after `then`, ten days before now.
 */

/** Every step but `review`, with the fields each form sends. */
const STEPS: { intent: Exclude<BookingAction, "review">; fields: Record<string, string> }[] = [
  { intent: "withdraw", fields: {} },
  { intent: "accept", fields: { preAccept: "on" } },
  { intent: "decline", fields: { reason: "No estoy disponible" } },
  { intent: "confirm", fields: {} },
  { intent: "acceptConfirmation", fields: {} },
  { intent: "release", fields: {} },
  { intent: "challenge", fields: { hours: "48" } },
  { intent: "cancel", fields: { reason: "Se suspendió el evento" } },
  { intent: "complete", fields: {} },
  { intent: "noShow", fields: {} },
];
const COMPANY_STEPS = ["withdraw", "confirm", "release", "challenge", "complete", "noShow"] as const;
const TECHNICIAN_STEPS = ["accept", "decline", "acceptConfirmation"] as const;

/** An id no booking or review has. */
const GHOST_ID = "00000000-0000-4000-8000-000000000039";

/** A refused form's status and error code (what a client learns from it). */
function refusalCode(answer: RouteAnswer): { status: number; code: unknown } {
  const body = answer.body as { code?: unknown } | null;
  return { status: answer.status, code: typeof body === "object" && body !== null ? body.code : undefined };
}

const stepFields = (intent: string) => STEPS.find((step) => step.intent === intent)?.fields ?? {};

/** A review's fields for the side that writes it (every criterion scored). */
function reviewFields(side: "company" | "technician", score: number, body: string): Record<string, string> {
  return { ...Object.fromEntries(REVIEW_CRITERIA[side].map((criterion) => [`score.${criterion}`, String(score)])), body };
}

describe("bookings IDOR (issue 39)", () => {
  const now = new Date();
  const then = new Date(now.getTime() - 20 * 86_400_000);
  let company: Member;
  let technician: Member;
  let secondCompany: Member;
  let outsiders: { name: string; who: Member }[];
  let bookingId: string;
  let secondId: string;

  /** Every read and write a stranger could try on `id`, each refused with 404, and nothing changed. */
  async function strangersGetNothing(id: string, at: Date, who: { name: string; who: Member }[]) {
    const before = await bookingsState([id], technician.userId);
    for (const { name, who: stranger } of who) {
      const ctx = stranger.at(at);
      expect(await refusalOf(() => bookingPage(ctx, id)), `${name} reads the booking`).toEqual({ status: 404, key: "BOOKING_NOT_FOUND" });
      expect(await refusalOf(() => reviewsPanel(ctx, id)), `${name} reads its reviews`).toEqual({ status: 404, key: "BOOKING_NOT_FOUND" });
      for (const tab of BOOKING_TABS) expect(JSON.stringify(await bookingsList(ctx, { tab })), `${name}'s bookings, ${tab}`).not.toContain(id);
      for (const { intent, fields } of STEPS) {
        expect(await refusalOf(() => takeBookingStep(ctx, id, intent, fields)), `${name}: ${intent}`).toEqual({ status: 404, key: "BOOKING_NOT_FOUND" });
      }
      // The routes: GET /bookings/{id} and /bookings/{id}.data run this loader, POST /bookings/{id}(.data) this action.
      const page = await routeAnswer(bookingLoader, ctx, `/bookings/${id}`, { bookingId: id });
      expect(page.status, `${name}: GET /bookings/${id}`).toBe(404);
      expect(JSON.stringify(page.body)).not.toContain("Festival de Prueba");
      for (const { intent, fields } of STEPS) {
        const posted = await routeAnswer(bookingAction, ctx, `/bookings/${id}`, { bookingId: id }, formBody({ intent, ...fields }));
        expect(posted.status, `${name}: POST /bookings/${id} intent=${intent}`).toBe(404);
      }
      // A review posted to the page: 404, exactly as on a booking that does not exist (nothing learnt).
      const review = formBody({ intent: "review", ...reviewFields("company", 5, "Excelente") });
      const posted = await routeAnswer(bookingAction, ctx, `/bookings/${id}`, { bookingId: id }, review);
      const ghost = await routeAnswer(bookingAction, ctx, `/bookings/${GHOST_ID}`, { bookingId: GHOST_ID }, formBody({ ...Object.fromEntries(review) }));
      expect(posted.status, `${name}: POST /bookings/${id} intent=review`).toBe(404);
      expect(refusalCode(posted), `${name}: POST /bookings/${id} intent=review`).toEqual(refusalCode(ghost));
      for (const tab of BOOKING_TABS) {
        const list = await routeAnswer(bookingsLoader, ctx, `/bookings?tab=${tab}`, {});
        expect(list.status, `${name}: GET /bookings?tab=${tab}`).toBe(200);
        expect(JSON.stringify(list.body), `${name}: GET /bookings?tab=${tab}`).not.toContain(id);
      }
    }
    expect(await bookingsState([id], technician.userId)).toEqual(before);
  }

  /** `party` tries steps that are the other side's: refused (409 BOOKING_STATE_CHANGED, or 403), nothing changed. */
  async function refusedSteps(party: Member, id: string, intents: readonly string[], at: Date) {
    const before = await bookingsState([id], technician.userId);
    for (const intent of intents) {
      const refusal = await refusalOf(() => takeBookingStep(party.at(at), id, intent as Exclude<BookingAction, "review">, stepFields(intent)));
      expect(refusal === null ? "taken" : refusal.status === 403 ? "403" : `${refusal.status} ${refusal.key}`, intent).toMatch(
        /^(403|409 BOOKING_STATE_CHANGED)$/,
      );
      const posted = await routeAnswer(bookingAction, party.at(at), `/bookings/${id}`, { bookingId: id }, formBody({ intent, ...stepFields(intent) }));
      expect([403, 409], `POST intent=${intent}`).toContain(posted.status);
    }
    expect(await bookingsState([id], technician.userId)).toEqual(before);
  }

  beforeAll(async () => {
    const admin = await createIndividual({ isAdmin: true, names: { firstName: "Admin", lastName: "Idor" } });
    const ids = {
      company: (await createCompany()).userId,
      technician: (await createIndividual({ names: { firstName: "Tina", lastName: "Técnica" } })).userId,
      secondCompany: (await createCompany()).userId,
      thirdCompany: (await createCompany()).userId,
      thirdTechnician: (await createIndividual({ names: { firstName: "Xavier", lastName: "Ajeno" } })).userId,
      admin: admin.userId,
    };
    company = await member(ids.company);
    technician = await member(ids.technician);
    secondCompany = await member(ids.secondCompany);
    outsiders = [
      { name: "a third company", who: await member(ids.thirdCompany) },
      { name: "a third technician", who: await member(ids.thirdTechnician) },
      { name: "an admin", who: await member(ids.admin) },
    ];
    const day = dayAfter(then, 10);
    ({ id: bookingId } = await requestBooking(company.at(then), requestFields(technician.userId, day, { expiresOn: dayAfter(then, 7) })));
  });

  it("a requested booking: strangers read and change nothing; the company cannot answer for the technician", async () => {
    expect((await bookingRow(bookingId)).status).toBe("requested");
    await strangersGetNothing(bookingId, then, outsiders);
    await refusedSteps(company, bookingId, TECHNICIAN_STEPS, then);
    // Not vacuous: the parties do see it.
    expect(JSON.stringify(await bookingsList(company.at(then), { tab: "solicitudes" }))).toContain(bookingId);
    expect(JSON.stringify(await bookingsList(technician.at(then), { tab: "solicitudes" }))).toContain(bookingId);
    expect((await routeAnswer(bookingLoader, technician.at(then), `/bookings/${bookingId}`, { bookingId })).status).toBe(200);
  });

  it("an option, and another company's second option on the same day: neither company reaches the other's, the technician takes no company step", async () => {
    expect(await takeBookingStep(technician.at(then), bookingId, "accept", {})).toMatchObject({ status: "option", rank: 1 });
    const day = (await bookingRow(bookingId)).startsOn;
    ({ id: secondId } = await requestBooking(secondCompany.at(then), requestFields(technician.userId, day, { expiresOn: dayAfter(then, 7) })));
    expect(await takeBookingStep(technician.at(then), secondId, "accept", {})).toMatchObject({ status: "option", rank: 2 });

    await refusedSteps(technician, bookingId, COMPANY_STEPS, then);
    await refusedSteps(technician, secondId, COMPANY_STEPS, then);
    await refusedSteps(company, bookingId, TECHNICIAN_STEPS, then);
    // The company of the second option is a stranger to the first, and the first's to the second.
    await strangersGetNothing(bookingId, then, [...outsiders, { name: "the second option's company", who: secondCompany }]);
    await strangersGetNothing(secondId, then, [{ name: "the first option's company", who: company }]);
    // The second company gives up its option, so nothing of it falls due later.
    expect(await takeBookingStep(secondCompany.at(then), secondId, "release", {})).toMatchObject({ status: "released" });
  });

  it("confirming and confirmed: the company cannot accept its own confirmation, the technician cannot close the job", async () => {
    expect(await takeBookingStep(company.at(then), bookingId, "confirm", {})).toMatchObject({ status: "confirming" });
    await refusedSteps(company, bookingId, ["acceptConfirmation", "accept"], then);
    await strangersGetNothing(bookingId, then, outsiders);
    expect(await takeBookingStep(technician.at(then), bookingId, "acceptConfirmation", {})).toMatchObject({ status: "confirmed" });
    // Now, after the job's day: the company may close it, nobody else.
    await refusedSteps(technician, bookingId, ["complete", "noShow", "confirm"], now);
    await strangersGetNothing(bookingId, now, [...outsiders, { name: "the second option's company", who: secondCompany }]);
  });

  it("a done job's reviews: strangers cannot write or reply, and read nothing", async () => {
    expect(await takeBookingStep(company.at(now), bookingId, "complete", {})).toMatchObject({ status: "completed" });
    const strangers = [...outsiders, { name: "the second option's company", who: secondCompany }];
    for (const { name, who } of strangers) {
      const refusal = await refusalOf(() => writeReview(who.at(now), bookingId, reviewFields("company", 1, "Reseña ajena")));
      expect(refusal && [403, 404].includes(refusal.status), `${name} writes a review: ${JSON.stringify(refusal)}`).toBe(true);
    }
    await writeReview(company.at(now), bookingId, reviewFields("company", 5, "Muy puntual y prolija"));
    await writeReview(technician.at(now), bookingId, reviewFields("technician", 4, "Pagaron en término"));
    const reviews = await testDb().select().from(bookingReviews).where(eq(bookingReviews.bookingId, bookingId));
    expect(reviews).toHaveLength(2);
    expect(reviews.every((review) => review.publishedAt !== null)).toBe(true);

    const before = await bookingsState([bookingId], technician.userId);
    for (const { name, who } of strangers) {
      for (const review of reviews) {
        const refusal = await refusalOf(() => replyToReview(who.at(now), review.id, { reply: "Respuesta ajena" }));
        expect(refusal && [403, 404].includes(refusal.status), `${name} replies to the ${review.authorSide}'s review: ${JSON.stringify(refusal)}`).toBe(true);
        // Posted to the page: 404, exactly as a reply to a review that does not exist.
        const reply = (reviewId: string) => formBody({ intent: "reply", reviewId, reply: "Ajena" });
        const posted = await routeAnswer(bookingAction, who.at(now), `/bookings/${bookingId}`, { bookingId }, reply(review.id));
        const ghost = await routeAnswer(bookingAction, who.at(now), `/bookings/${bookingId}`, { bookingId }, reply(GHOST_ID));
        expect(posted.status, `${name}: POST intent=reply`).toBe(404);
        expect(refusalCode(posted), `${name}: POST intent=reply`).toEqual(refusalCode(ghost));
      }
    }
    // The author cannot reply to their own review either: the reply is the reviewed side's.
    const companysReview = reviews.find((review) => review.authorSide === "company");
    if (!companysReview) throw new Error("no company review");
    const ownReply = await refusalOf(() => replyToReview(company.at(now), companysReview.id, { reply: "Me respondo" }));
    expect(ownReply && [403, 404, 409].includes(ownReply.status), JSON.stringify(ownReply)).toBe(true);
    expect(await bookingsState([bookingId], technician.userId)).toEqual(before);
    const strangerIds = strangers.map(({ who }) => who.userId);
    expect(await testDb().select().from(bookingReviews).where(inArray(bookingReviews.authorId, strangerIds))).toEqual([]);
    expect(
      await testDb()
        .select()
        .from(bookingReviews)
        .where(and(eq(bookingReviews.bookingId, bookingId), isNotNull(bookingReviews.reply))),
    ).toEqual([]);
    await strangersGetNothing(bookingId, now, strangers);
  });
});
