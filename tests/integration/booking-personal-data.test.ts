import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { availabilityHolds } from "~/db/schema/availability";
import { bookingEvents, bookingReviews, bookings } from "~/db/schema/bookings";
import { beginTechnicianWrite, finishTechnicianWrite } from "~/features/bookings/booking-settle.server";
import { eraseAccount } from "~/features/privacy/erasure.server";
import { exportSections } from "~/features/privacy/export-sections.server";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

const NOW = new Date("2027-03-01T15:00:00Z");
type Values = Partial<typeof bookings.$inferInsert>;

/** A booking written straight into the table (the lifecycle's own tests cover how it gets there), with one history line. */
async function booking(companyId: string, technicianId: string, values: Values = {}): Promise<string> {
  const id = randomUUID();
  await testDb()
    .insert(bookings)
    .values({
      id,
      companyId,
      technicianId,
      production: "Noche de Rock",
      role: "foh",
      city: "Montevideo",
      country: "UY",
      timeZone: "America/Montevideo",
      startsOn: "2027-01-20",
      endsOn: "2027-01-20",
      status: "completed",
      expiresOn: "2027-01-10",
      expiresAt: new Date("2027-01-11T03:00:00Z"),
      ...values,
    });
  await testDb()
    .insert(bookingEvents)
    .values({ bookingId: id, side: "company", kind: "requested", params: { production: values.production ?? "Noche de Rock" } });
  return id;
}

/** A published review of a done booking. */
async function review(bookingId: string, side: "company" | "technician", authorId: string, subjectId: string, body: string): Promise<string> {
  const id = randomUUID();
  const scores: Record<string, number> =
    side === "company" ? { punctuality: 5, technicalKnowledge: 4, teamwork: 5 } : { paymentOnTime: 4, organisation: 4, treatment: 5 };
  await testDb()
    .insert(bookingReviews)
    .values({
      id,
      bookingId,
      authorSide: side,
      authorId,
      subjectId,
      scores,
      rating: 4.67,
      body,
      production: "Noche de Rock",
      role: "foh",
      jobEndsOn: "2027-01-20",
      publishedAt: new Date("2027-01-25T12:00:00Z"),
    });
  return id;
}

/** Two options on the same days of one technician, held one after the other, with their holds synced as the lifecycle does. */
async function twoOptions(technicianId: string, firstCompany: string, secondCompany: string) {
  const days = {
    startsOn: "2027-04-10",
    endsOn: "2027-04-10",
    status: "option" as const,
    expiresOn: "2027-03-20",
    expiresAt: new Date("2027-03-21T03:00:00Z"),
  };
  const first = await booking(firstCompany, technicianId, { ...days, production: "Primera", rank: 1, heldAt: new Date("2027-02-01T12:00:00Z") });
  const second = await booking(secondCompany, technicianId, { ...days, production: "Segunda", rank: 2, heldAt: new Date("2027-02-02T12:00:00Z") });
  await testDb().transaction(async (tx) => {
    const db = tx as unknown as Db;
    await finishTechnicianWrite(db, technicianId, await beginTechnicianWrite(db, technicianId), NOW);
  });
  return { first, second };
}

const erase = (userId: string) => testDb().transaction((tx) => eraseAccount(tx as unknown as Db, userId, NOW));

describe("a member's bookings and reviews in the privacy centre (issue 39)", () => {
  it("the copy holds the member's bookings as company or technician with their history, the reviews they wrote and the published reviews of them", async () => {
    const company = await createCompany();
    const technician = await createIndividual();
    const other = await createCompany();
    const done = await booking(company.userId, technician.userId);
    const asked = await booking(company.userId, technician.userId, { status: "requested", production: "Pedido", startsOn: "2027-05-01", endsOn: "2027-05-01" });
    await booking(other.userId, technician.userId, { production: "Ajena a la empresa" });
    await review(done, "company", company.userId, technician.userId, "Puntual y prolijo.");
    await review(done, "technician", technician.userId, company.userId, "Pagaron a tiempo.");
    const unpublished = await review(
      await booking(other.userId, technician.userId, { production: "Sin publicar" }),
      "company",
      other.userId,
      technician.userId,
      "Todavía oculta",
    );
    await testDb().update(bookingReviews).set({ publishedAt: null }).where(eq(bookingReviews.id, unpublished));

    const copy = await exportSections(testDb(), { id: company.userId, email: company.email });
    expect((copy.bookings as { id: string; my_side: string; status: string }[]).map((row) => [row.id, row.my_side, row.status]).sort()).toEqual(
      [
        [done, "company", "completed"],
        [asked, "company", "requested"],
      ].sort(),
    );
    expect((copy.bookingHistory as { booking_id: string; kind: string }[]).map((row) => row.booking_id).sort()).toEqual([done, asked].sort());
    expect(copy.reviewsWritten).toEqual([expect.objectContaining({ body: "Puntual y prolijo.", subject_id: technician.userId, author_side: "company" })]);
    expect(copy.reviewsReceived).toEqual([expect.objectContaining({ body: "Pagaron a tiempo.", author_id: technician.userId })]);

    const technicianCopy = await exportSections(testDb(), { id: technician.userId, email: technician.email });
    expect((technicianCopy.bookings as { my_side: string }[]).every((row) => row.my_side === "technician")).toBe(true);
    expect(technicianCopy.bookings).toHaveLength(4);
    // Double-blind: a review not yet published is not in the reviewed member's copy.
    expect((technicianCopy.reviewsReceived as { body: string }[]).map((row) => row.body)).toEqual(["Puntual y prolijo."]);
  });

  it("erasing a company deletes its bookings and the reviews of it, keeps its review of the technician by an ex-member, and moves the next option up", async () => {
    const company = await createCompany();
    const rival = await createCompany();
    const technician = await createIndividual();
    const done = await booking(company.userId, technician.userId);
    const written = await review(done, "company", company.userId, technician.userId, "Gran trabajo en la consola.");
    const received = await review(done, "technician", technician.userId, company.userId, "Buena organización.");
    const options = await twoOptions(technician.userId, company.userId, rival.userId);
    expect((await testDb().select().from(availabilityHolds).where(eq(availabilityHolds.userId, technician.userId))).map((hold) => hold.rank).sort()).toEqual([
      1, 2,
    ]);

    expect(await erase(company.userId)).toBe(true);

    expect(await testDb().select().from(bookings).where(eq(bookings.companyId, company.userId))).toEqual([]);
    expect(
      await testDb()
        .select()
        .from(bookingEvents)
        .where(inArray(bookingEvents.bookingId, [done, options.first])),
    ).toEqual([]);
    expect(await testDb().select().from(bookingReviews).where(eq(bookingReviews.id, received))).toEqual([]);
    const [kept] = await testDb().select().from(bookingReviews).where(eq(bookingReviews.id, written));
    expect(kept).toMatchObject({ authorId: null, subjectId: technician.userId, body: "Gran trabajo en la consola.", bookingId: null, authorSide: "company" });
    const [rivalOption] = await testDb().select().from(bookings).where(eq(bookings.id, options.second));
    expect(rivalOption).toMatchObject({ status: "option", rank: 1 });
    const holds = await testDb().select().from(availabilityHolds).where(eq(availabilityHolds.userId, technician.userId));
    expect(holds.map((hold) => [hold.bookingId, hold.rank])).toEqual([[options.second, 1]]);
  });

  it("erasing a technician deletes their bookings and the reviews of them, and keeps the review they wrote of the company with a null author", async () => {
    const company = await createCompany();
    const technician = await createIndividual({ names: { firstName: "Borrable", lastName: `Técnico${randomUUID().slice(0, 6)}` } });
    const done = await booking(company.userId, technician.userId);
    const received = await review(done, "company", company.userId, technician.userId, "Muy bien.");
    const written = await review(done, "technician", technician.userId, company.userId, "Pagaron en término.");

    expect(await erase(technician.userId)).toBe(true);

    expect(await testDb().select().from(bookings).where(eq(bookings.id, done))).toEqual([]);
    expect(await testDb().select().from(bookingReviews).where(eq(bookingReviews.id, received))).toEqual([]);
    const [kept] = await testDb().select().from(bookingReviews).where(eq(bookingReviews.id, written));
    expect(kept).toMatchObject({ authorId: null, subjectId: company.userId, body: "Pagaron en término.", authorSide: "technician" });
  });
});
