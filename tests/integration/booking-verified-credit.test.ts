import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema/bookings";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { showCredits } from "~/db/schema/technician-pages";
import { addCredit, creditsForEditor, creditsOnPage, deleteCredit, editCredit, setCreditHidden } from "~/features/technician-pages/credits.server";
import { addVerifiedCredit, confirmedCrewOf } from "~/features/technician-pages/public.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { actingAs, testContext } from "../context";
import { createCompany, createIndividual } from "../factories";
import { drainEvents, justAfterNow } from "../outbox";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

/** A company named `name` and a technician with a public page, with a done booking between them written straight into the table. */
async function doneBooking(name = `Producciones Andinas ${randomUUID().slice(0, 6)}`) {
  const company = await createCompany();
  await testDb().update(companyProfiles).set({ companyName: name }).where(eq(companyProfiles.id, company.userId));
  const technician = await createIndividual();
  await testDb()
    .update(userProfiles)
    .set({ handle: `t${randomUUID().slice(0, 10)}`, pageVisibility: "public" })
    .where(eq(userProfiles.id, technician.userId));
  const bookingId = randomUUID();
  const facts = {
    production: "Cumbre Sonora 2027",
    role: "monitors",
    venue: "Teatro Solís",
    city: "Montevideo",
    country: "UY",
    startsOn: "2027-02-12",
    endsOn: "2027-02-13",
  };
  await testDb()
    .insert(bookings)
    .values({
      id: bookingId,
      companyId: company.userId,
      technicianId: technician.userId,
      ...facts,
      timeZone: "America/Montevideo",
      status: "completed",
      expiresOn: "2027-02-01",
      expiresAt: new Date("2027-02-02T03:00:00Z"),
      closedAt: new Date(),
    });
  const payload = { bookingId, technicianId: technician.userId, companyId: company.userId, ...facts };
  return { company, companyName: name, technician, bookingId, payload, ctx: await actingAs(technician.userId) };
}

const creditsOf = (userId: string) => testDb().select().from(showCredits).where(eq(showCredits.userId, userId)).orderBy(asc(showCredits.position));

describe("a done booking becomes a verified credit (issue 39)", () => {
  it("is created once by the booking.completed consumer with the booking's facts and the company's name then, verified, newest first", async () => {
    const done = await doneBooking();
    await addCredit(done.ctx, { production: "Gira vieja", role: "foh", startsOn: "2024-05-10" });
    await addCredit(done.ctx, { production: "Gira nueva", role: "foh", startsOn: "2027-06-10" });
    const first = await enqueue(testDb(), { type: "booking.completed", payload: done.payload });
    const again = await enqueue(testDb(), { type: "booking.completed", payload: done.payload });
    await drainEvents([first, again], justAfterNow());
    expect(await addVerifiedCredit({ db: testDb(), now: () => new Date() }, done.payload)).toBeNull();

    const rows = await creditsOf(done.technician.userId);
    expect(rows.map((row) => [row.production, row.position])).toEqual([
      ["Gira nueva", 0],
      ["Cumbre Sonora 2027", 1],
      ["Gira vieja", 2],
    ]);
    expect(rows[1]).toMatchObject({
      role: "monitors",
      venue: "Teatro Solís",
      city: "Montevideo",
      country: "UY",
      startsOn: "2027-02-12",
      endsOn: "2027-02-13",
      companyId: done.company.userId,
      companyName: done.companyName,
      bookingId: done.bookingId,
      hidden: false,
    });
    expect(rows[1]?.verifiedAt).toBeInstanceOf(Date);

    // The company's later name does not rewrite the credit: it names the company as it was then.
    await testDb().update(companyProfiles).set({ companyName: "Otro nombre" }).where(eq(companyProfiles.id, done.company.userId));
    const page = await creditsOnPage(testContext(), done.technician.userId);
    expect(page[1]).toMatchObject({ production: "Cumbre Sonora 2027", verified: true, companyName: done.companyName, dates: "12–13 de febrero de 2027" });
    expect((await confirmedCrewOf(testContext(), done.company.userId)).map((member) => member.production)).toEqual(["Cumbre Sonora 2027"]);
  });

  it("cannot be edited by the technician, but can be hidden (off the page and the company's crew), shown again and deleted", async () => {
    const done = await doneBooking();
    const id = await addVerifiedCredit({ db: testDb(), now: () => new Date() }, done.payload);
    expect(id).not.toBeNull();
    const creditId = String(id);
    expect(await refusalOf(editCredit(done.ctx, creditId, { production: "Otro show", role: "foh", startsOn: "2027-02-12" }))).toMatchObject({
      key: "CREDIT_VERIFIED_LOCKED",
      status: 409,
      message: expect.stringContaining("ocultarlo"),
    });
    expect((await creditsOf(done.technician.userId))[0]?.production).toBe("Cumbre Sonora 2027");

    const stranger = await createIndividual();
    expect(await refusalOf(setCreditHidden(await actingAs(stranger.userId), creditId, true))).toMatchObject({ key: "CREDIT_NOT_FOUND", status: 404 });

    await setCreditHidden(done.ctx, creditId, true);
    expect(await creditsOnPage(testContext(), done.technician.userId)).toEqual([]);
    expect(await confirmedCrewOf(testContext(), done.company.userId)).toEqual([]);
    expect((await creditsForEditor(done.ctx)).credits).toEqual([expect.objectContaining({ id: creditId, verified: true, hidden: true })]);

    await setCreditHidden(done.ctx, creditId, false);
    expect((await creditsOnPage(testContext(), done.technician.userId)).map((credit) => credit.id)).toEqual([creditId]);
    expect(await confirmedCrewOf(testContext(), done.company.userId)).toHaveLength(1);

    await deleteCredit(done.ctx, creditId);
    expect(await creditsOf(done.technician.userId)).toEqual([]);
  });

  it("is skipped when the booking is gone (an erased company's bookings go with it)", async () => {
    const done = await doneBooking();
    await testDb().delete(bookings).where(eq(bookings.id, done.bookingId));
    const event = await enqueue(testDb(), { type: "booking.completed", payload: done.payload });
    await drainEvents([event], justAfterNow());
    expect(await creditsOf(done.technician.userId)).toEqual([]);
  });
});
