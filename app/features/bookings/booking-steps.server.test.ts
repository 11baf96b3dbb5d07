import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availabilityHolds } from "~/db/schema/availability";
import {
  completedEvents,
  day,
  history,
  later,
  NOW,
  newCompany,
  newTechnician,
  notices,
  option,
  request,
  row,
  settle,
  step,
} from "../../../tests/booking-lifecycle";
import { actingAs } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { type BookingStepIntent, takeBookingStep } from "./booking-steps.server";

const noticeKinds = async (id: string) => (await notices(id)).map((entry) => entry.notice);

describe("answering a request", () => {
  it("ranks options by who held the days first: first, second and third options; other days are a first option", async () => {
    const technician = await newTechnician();
    const [a, b, c, d] = [await newCompany(), await newCompany(), await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { endsOn: day(12) });
    const second = await option(b, technician, day(12));
    const third = await option(c, technician, day(11), { endsOn: day(13) });
    const elsewhere = await option(d, technician, day(14));
    expect([(await row(first)).rank, (await row(second)).rank, (await row(third)).rank, (await row(elsewhere)).rank]).toEqual([1, 2, 3, 1]);
    expect((await row(second)).status).toBe("option");
    expect((await notices(second))[1]).toEqual({
      bookingId: second,
      notice: "accepted",
      recipientIds: [b.id],
      params: { technicianName: "Ana Prueba", production: "Festival de Prueba", rank: 2 },
    });
    expect((await history(third)).map((entry) => [entry.kind, entry.side])).toEqual([
      ["requested", "company"],
      ["accepted", "technician"],
    ]);
  });

  it("declines with an optional reason (the company is told) and refuses a second answer (409)", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await request(company, technician, day(5));
    expect(await step(technician, id, "decline", { reason: "Estoy de gira." })).toEqual({ status: "declined", rank: null });
    expect(await row(id)).toMatchObject({ status: "declined", declineReason: "Estoy de gira." });
    expect((await notices(id))[1]).toMatchObject({ notice: "declined", recipientIds: [company.id] });
    expect(await refusalOf(step(technician, id, "accept"))).toMatchObject({ key: "BOOKING_STATE_CHANGED", status: 409 });
    expect(await refusalOf(step(company, id, "withdraw"))).toMatchObject({ key: "BOOKING_STATE_CHANGED", status: 409 });
  });

  it("lets the company withdraw an unanswered request (the technician is told), never the technician", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await request(company, technician, day(5));
    expect(await refusalOf(step(technician, id, "withdraw"))).toMatchObject({ key: "BOOKING_STATE_CHANGED", status: 409 });
    expect(await step(company, id, "withdraw")).toEqual({ status: "withdrawn", rank: null });
    expect((await notices(id))[1]).toMatchObject({ notice: "withdrawn", recipientIds: [technician.id] });
  });

  it("confirms at once a request that asks for confirmation when nobody holds the days; otherwise it is an option", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const direct = await request(a, technician, day(5), { asksFor: "confirmation" });
    expect(await step(technician, direct, "accept")).toEqual({ status: "confirmed", rank: 1 });
    expect((await notices(direct))[1]).toMatchObject({ notice: "confirmed", recipientIds: [a.id, technician.id] });
    const behind = await request(b, technician, day(5), { asksFor: "confirmation" });
    expect(await step(technician, behind, "accept")).toEqual({ status: "option", rank: 2 });
  });
});

describe("expiry", () => {
  it("expires an option at its day's end, tells both and moves the next option up (what the periodic job does for the technician)", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { expiresOn: day(2) });
    const second = await option(b, technician, day(10), { expiresOn: day(5) });
    // Buenos Aires' 3 December ends at 2026-12-04T03:00Z.
    expect(await settle(technician, new Date("2026-12-04T02:59:00Z"))).toBe(0);
    expect((await row(first)).status).toBe("option");
    expect(await settle(technician, new Date("2026-12-04T03:00:00Z"))).toBe(1);
    expect(await row(first)).toMatchObject({ status: "expired", rank: null });
    expect(await row(second)).toMatchObject({ status: "option", rank: 1 });
    expect((await notices(first)).at(-1)).toEqual({
      bookingId: first,
      notice: "expired",
      recipientIds: [a.id, technician.id],
      params: { production: "Festival de Prueba" },
    });
    expect((await notices(second)).at(-1)).toEqual({
      bookingId: second,
      notice: "movedUp",
      recipientIds: [b.id, technician.id],
      params: { production: "Festival de Prueba" },
    });
    expect((await history(second)).at(-1)).toMatchObject({ kind: "movedUp", side: "system" });
  });

  it("expires an unanswered request when a step comes after its day (settled first, then refused)", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await request(company, technician, day(10), { expiresOn: day(1) });
    expect(await refusalOf(step(technician, id, "accept", {}, later(48)))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    // The refused step's transaction rolled back; the job settles it.
    await settle(technician, later(48));
    expect((await row(id)).status).toBe("expired");
    expect(await noticeKinds(id)).toEqual(["requested", "expired"]);
  });
});

describe("confirming", () => {
  it("asks the technician to accept the first option's confirmation, then both are told", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10));
    const second = await option(b, technician, day(10));
    expect(await refusalOf(step(b, second, "confirm"))).toMatchObject({ key: "BOOKING_NOT_FIRST_OPTION", status: 409 });
    expect(await refusalOf(step(technician, first, "confirm"))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    expect(await step(a, first, "confirm")).toEqual({ status: "confirming", rank: 1 });
    expect((await notices(first)).at(-1)).toMatchObject({ notice: "confirmRequested", recipientIds: [technician.id] });
    expect(await refusalOf(step(a, first, "acceptConfirmation"))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    expect(await step(technician, first, "acceptConfirmation")).toEqual({ status: "confirmed", rank: 1 });
    expect((await notices(first)).at(-1)).toMatchObject({ notice: "confirmed", recipientIds: [a.id, technician.id] });
    expect((await row(first)).confirmedAt).not.toBeNull();
    expect((await row(second)).rank).toBe(2);
  });

  it("confirms at once when the technician pre-accepted", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await request(company, technician, day(10));
    await step(technician, id, "accept", { preAccept: "on" });
    expect(await step(company, id, "confirm")).toEqual({ status: "confirmed", rank: 1 });
  });

  it("expires a confirmation the technician never accepted", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await option(company, technician, day(10), { expiresOn: day(1) });
    await step(company, id, "confirm");
    await settle(technician, later(48));
    expect(await row(id)).toMatchObject({ status: "expired", rank: null });
  });
});

describe("challenges", () => {
  it("gives the first option a deadline; silence releases it and the challenger moves up", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { expiresOn: day(9) });
    const second = await option(b, technician, day(10));
    expect(await refusalOf(step(a, first, "challenge"))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    expect(await refusalOf(step(b, second, "challenge", { hours: "12" }))).toMatchObject({ key: "INVALID_INPUT", status: 400, field: "hours" });
    expect(await step(b, second, "challenge", { hours: "24" })).toEqual({ status: "option", rank: 2 });
    expect(await row(first)).toMatchObject({ challengeDeadline: later(24), challengedBy: second });
    expect((await notices(first)).at(-1)).toEqual({
      bookingId: first,
      notice: "challenged",
      recipientIds: [a.id, technician.id],
      params: { production: "Festival de Prueba", hours: 24 },
    });
    expect((await history(second)).at(-1)).toMatchObject({ kind: "challenged", side: "company", params: { hours: 24 } });
    expect(await refusalOf(step(b, second, "challenge"))).toMatchObject({ key: "BOOKING_NOTHING_TO_CHALLENGE", status: 409 });
    await settle(technician, later(23));
    expect((await row(first)).status).toBe("option");
    await settle(technician, later(24));
    expect(await row(first)).toMatchObject({ status: "released", releaseCause: "challenge", rank: null, challengeDeadline: null });
    expect(await row(second)).toMatchObject({ status: "option", rank: 1 });
    expect((await notices(first)).at(-1)).toMatchObject({ notice: "challengeLapsed", recipientIds: [a.id, technician.id] });
    expect((await notices(second)).at(-1)).toMatchObject({ notice: "movedUp", recipientIds: [b.id, technician.id] });
  });

  it("lifts the challenge when the challenger lets its own option go", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { expiresOn: day(9) });
    const second = await option(b, technician, day(10));
    await step(b, second, "challenge", { hours: "24" });
    expect(await row(first)).toMatchObject({ challengeDeadline: later(24), challengedBy: second });
    await step(b, second, "release");
    expect(await row(first)).toMatchObject({ status: "option", rank: 1, challengeDeadline: null, challengedBy: null });
    await settle(technician, later(25));
    expect((await row(first)).status).toBe("option");
  });

  it("defaults to 48 hours, and the holder's confirmation ends the challenge", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10), { expiresOn: day(9) });
    const second = await option(b, technician, day(10));
    await step(b, second, "challenge");
    expect((await row(first)).challengeDeadline).toEqual(later(48));
    expect(await step(a, first, "confirm", {}, later(10))).toEqual({ status: "confirming", rank: 1 });
    expect((await row(first)).challengeDeadline).toBeNull();
    await settle(technician, later(49));
    expect((await row(first)).status).toBe("confirming");
    await step(technician, first, "acceptConfirmation", {}, later(50));
    expect(await row(second)).toMatchObject({ status: "option", rank: 2 });
    expect(await refusalOf(step(b, second, "challenge", {}, later(50)))).toMatchObject({ key: "BOOKING_NOTHING_TO_CHALLENGE" });
    expect(await step(b, second, "release", {}, later(50))).toEqual({ status: "released", rank: null });
  });

  it("lets the holder release when challenged: the challenger moves up and the technician is told", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const first = await option(a, technician, day(10));
    const second = await option(b, technician, day(10));
    await step(b, second, "challenge");
    expect(await step(a, first, "release")).toEqual({ status: "released", rank: null });
    expect(await row(first)).toMatchObject({ releaseCause: "company", challengeDeadline: null });
    expect((await notices(first)).at(-1)).toMatchObject({ notice: "released", recipientIds: [technician.id] });
    expect(await row(second)).toMatchObject({ rank: 1 });
    expect((await notices(second)).at(-1)).toMatchObject({ notice: "movedUp" });
    expect(await step(b, second, "confirm")).toEqual({ status: "confirming", rank: 1 });
  });
});

describe("cancelling", () => {
  it("needs a reason (400, nothing changed) and tells the other side who cancelled", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await option(company, technician, day(10));
    const before = { booking: await row(id), history: await history(id) };
    expect(await refusalOf(step(technician, id, "cancel", { reason: "  " }))).toMatchObject({ key: "BOOKING_REASON_REQUIRED", status: 400, field: "reason" });
    expect(await refusalOf(step(technician, id, "cancel", { reason: "x".repeat(501) }))).toMatchObject({ key: "FIELD_TOO_LONG", field: "reason" });
    expect({ booking: await row(id), history: await history(id) }).toEqual(before);
    // A company's option is released, not cancelled.
    expect(await refusalOf(step(company, id, "cancel", { reason: "Cambio de planes." }))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    expect(await step(technician, id, "cancel", { reason: "Me enfermé." })).toEqual({ status: "cancelled", rank: null });
    expect(await row(id)).toMatchObject({ cancelReason: "Me enfermé.", cancelledBy: "technician", lateCancellation: false });
    expect((await notices(id)).at(-1)).toEqual({
      bookingId: id,
      notice: "cancelled",
      recipientIds: [company.id],
      params: { name: "Ana Prueba", production: "Festival de Prueba" },
    });
  });

  it("records a confirmed booking cancelled less than 72 hours before its first day as late", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const early = await request(company, technician, day(10), { asksFor: "confirmation" });
    await step(technician, early, "accept");
    const soon = await request(company, technician, day(3), { asksFor: "confirmation" });
    await step(technician, soon, "accept");
    // day(3) starts 2026-12-04T03:00Z, 60 hours after NOW.
    expect(await step(company, soon, "cancel", { reason: "Se suspendió el show." })).toEqual({ status: "cancelled", rank: null });
    expect(await row(soon)).toMatchObject({ cancelledBy: "company", lateCancellation: true });
    expect((await notices(soon)).at(-1)).toMatchObject({ notice: "cancelled", recipientIds: [technician.id] });
    await step(company, early, "cancel", { reason: "Se suspendió el show." });
    expect((await row(early)).lateCancellation).toBe(false);
    const edge = await request(company, technician, day(4), { asksFor: "confirmation" });
    await step(technician, edge, "accept");
    // Exactly 72 hours before day(4) starts is not late yet.
    await step(technician, edge, "cancel", { reason: "Otro trabajo." }, later(12));
    expect((await row(edge)).lateCancellation).toBe(false);
  });
});

describe("closing", () => {
  async function confirmedOn(startsOn: string) {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await request(company, technician, startsOn, { asksFor: "confirmation" });
    await step(technician, id, "accept");
    return { technician, company, id };
  }

  it("completes only after the last day in the place's time zone (not UTC's) and enqueues the verified credit", async () => {
    const { technician, company, id } = await confirmedOn(day(1));
    // 2 December ends in Buenos Aires at 2026-12-03T03:00Z; at 01:00Z it is already the 3rd in UTC.
    expect(await refusalOf(step(company, id, "complete", {}, new Date("2026-12-03T01:00:00Z")))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    expect(await completedEvents(id)).toHaveLength(0);
    expect(await refusalOf(step(technician, id, "complete", {}, new Date("2026-12-03T03:00:00Z")))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    expect(await step(company, id, "complete", {}, new Date("2026-12-03T03:00:00Z"))).toEqual({ status: "completed", rank: null });
    expect((await row(id)).closedAt).toEqual(new Date("2026-12-03T03:00:00Z"));
    expect((await notices(id)).at(-1)).toMatchObject({ notice: "completed", recipientIds: [technician.id] });
    const [event] = await completedEvents(id);
    expect(event?.payload).toEqual({
      bookingId: id,
      technicianId: technician.id,
      companyId: company.id,
      production: "Festival de Prueba",
      role: "foh",
      venue: "Teatro Colón",
      city: "Buenos Aires",
      country: "AR",
      startsOn: day(1),
      endsOn: day(1),
    });
    expect(await refusalOf(step(company, id, "noShow", {}, later(48)))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
  });

  it("marks a no-show after the last day (the technician is told), and a confirmed booking cannot be cancelled once over", async () => {
    const { technician, company, id } = await confirmedOn(day(1));
    expect(await refusalOf(step(technician, id, "cancel", { reason: "Tarde." }, later(40)))).toMatchObject({ key: "BOOKING_STATE_CHANGED" });
    expect(await step(company, id, "noShow", {}, later(40))).toEqual({ status: "no_show", rank: null });
    expect((await notices(id)).at(-1)).toMatchObject({ notice: "noShow", recipientIds: [technician.id] });
    expect(await completedEvents(id)).toHaveLength(0);
  });
});

describe("who may take a step", () => {
  it("answers 404 to anyone but the booking's company and technician, for every step, changing nothing", async () => {
    const technician = await newTechnician();
    const company = await newCompany();
    const id = await option(company, technician, day(10));
    const [otherCompany, otherTechnician] = [await newCompany(), await newTechnician()];
    const admin = await createIndividual({ isAdmin: true });
    const intents: BookingStepIntent[] = [
      "withdraw",
      "accept",
      "decline",
      "confirm",
      "acceptConfirmation",
      "release",
      "challenge",
      "cancel",
      "complete",
      "noShow",
    ];
    const before = { booking: await row(id), history: await history(id) };
    for (const ctx of [await otherCompany.at(), await otherTechnician.at(), await actingAs(admin.userId, { now: () => NOW })]) {
      for (const intent of intents) {
        const refusal = await refusalOf(takeBookingStep(ctx, id, intent, { reason: "Porque sí." }));
        expect(refusal, intent).toMatchObject({ key: "BOOKING_NOT_FOUND", status: 404 });
      }
    }
    expect(await refusalOf(step(company, "no-such-booking", "confirm"))).toMatchObject({ key: "BOOKING_NOT_FOUND", status: 404 });
    expect(await refusalOf(step(company, id, "review" as BookingStepIntent))).toMatchObject({ key: "INVALID_INPUT", status: 400 });
    expect({ booking: await row(id), history: await history(id) }).toEqual(before);
  });
});

describe("the technician's held days", () => {
  it("hold the options and confirmed work by rank and follow every step", async () => {
    const technician = await newTechnician();
    const [a, b] = [await newCompany(), await newCompany()];
    const holdsOf = async () =>
      (await testDb().select().from(availabilityHolds).where(eq(availabilityHolds.userId, technician.id)))
        .map((hold) => ({ bookingId: hold.bookingId, kind: hold.kind, rank: hold.rank, label: hold.label, startsOn: hold.startsOn }))
        .sort((x, y) => x.rank - y.rank);
    const first = await option(a, technician, day(10), { production: "Gira A" });
    const second = await option(b, technician, day(10), { production: "Gira B" });
    expect(await holdsOf()).toEqual([
      { bookingId: first, kind: "option", rank: 1, label: "Gira A", startsOn: day(10) },
      { bookingId: second, kind: "option", rank: 2, label: "Gira B", startsOn: day(10) },
    ]);
    await step(a, first, "release");
    await step(b, second, "confirm");
    expect(await holdsOf()).toEqual([{ bookingId: second, kind: "option", rank: 1, label: "Gira B", startsOn: day(10) }]);
    await step(technician, second, "acceptConfirmation");
    expect(await holdsOf()).toEqual([{ bookingId: second, kind: "confirmed", rank: 1, label: "Gira B", startsOn: day(10) }]);
    await step(technician, second, "cancel", { reason: "Me lesioné." });
    expect(await holdsOf()).toEqual([]);
  });
});
