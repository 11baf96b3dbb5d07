import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { bookings } from "~/db/schema/bookings";
import { notificationPreferences, notifications } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { BOOKING_NOTICES, type BookingNotice } from "~/features/bookings/booking-notices";
import { notifyBookingNotice } from "~/features/bookings/booking-notifications.server";
import { LOCALES } from "~/lib/i18n/locales";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { createCompany, createIndividual } from "../factories";
import { notificationsOf, readAs } from "../notifications";
import { drainEvents, justAfterNow } from "../outbox";
import { testDb } from "../setup/test-database";

const PRODUCTION = "Festival Río Claro";

/** The params each notice is enqueued with (the contract's table). */
const PARAMS: Record<BookingNotice, Record<string, string | number>> = {
  requested: { companyName: "Sonido Sur", production: PRODUCTION },
  withdrawn: { companyName: "Sonido Sur", production: PRODUCTION },
  accepted: { technicianName: "Ana Prueba", production: PRODUCTION, rank: 3 },
  declined: { technicianName: "Ana Prueba", production: PRODUCTION },
  expired: { production: PRODUCTION },
  movedUp: { production: PRODUCTION },
  confirmRequested: { companyName: "Sonido Sur", production: PRODUCTION },
  confirmed: { production: PRODUCTION },
  challenged: { production: PRODUCTION, hours: 48 },
  challengeLapsed: { production: PRODUCTION },
  released: { companyName: "Sonido Sur", production: PRODUCTION },
  cancelled: { name: "Sonido Sur", production: PRODUCTION },
  completed: { companyName: "Sonido Sur", production: PRODUCTION },
  noShow: { companyName: "Sonido Sur", production: PRODUCTION },
  reviewReceived: { name: "Sonido Sur", production: PRODUCTION },
  reviewsPublished: { production: PRODUCTION },
  reviewReplied: { name: "Ana Prueba", production: PRODUCTION },
  reviewHidden: { production: PRODUCTION },
};

/** A company (Spanish reader) and a technician who reads English, with a booking between them written straight into the table. */
async function parties() {
  const company = await createCompany();
  const technician = await createIndividual({ names: { firstName: "Tess", lastName: `Reader${randomUUID().slice(0, 6)}` } });
  await testDb().update(user).set({ locale: "en" }).where(eq(user.id, technician.userId));
  const bookingId = randomUUID();
  await testDb()
    .insert(bookings)
    .values({
      id: bookingId,
      companyId: company.userId,
      technicianId: technician.userId,
      production: PRODUCTION,
      role: "foh",
      city: "Montevideo",
      country: "UY",
      timeZone: "America/Montevideo",
      startsOn: "2027-03-06",
      endsOn: "2027-03-06",
      expiresOn: "2027-03-01",
      expiresAt: new Date("2027-03-02T03:00:00Z"),
    });
  return { company, technician, bookingId };
}

/** Enqueues a notice as the lifecycle does and runs only that event. */
async function deliver(bookingId: string, notice: BookingNotice, recipientIds: string[]): Promise<number> {
  const id = await enqueue(testDb(), { type: "booking.notice", payload: { bookingId, notice, recipientIds, params: PARAMS[notice] } });
  await drainEvents([id], justAfterNow());
  return id;
}

const bookingRows = (userId: string) =>
  testDb()
    .select({ titleKey: notifications.titleKey, messageKey: notifications.messageKey, related: notifications.relatedEntityId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, "booking")));

describe("booking notices become notifications (issue 39)", () => {
  it("every notice reaches exactly its recipients, once, linked to the booking, with its catalog keys", async () => {
    const { company, technician, bookingId } = await parties();
    const stranger = await createIndividual();
    for (const notice of BOOKING_NOTICES) {
      const recipients = notice === "requested" ? [technician.userId] : [company.userId, technician.userId];
      await deliver(bookingId, notice, recipients);
    }
    const technicianRows = await bookingRows(technician.userId);
    const companyRows = await bookingRows(company.userId);
    expect(technicianRows).toHaveLength(BOOKING_NOTICES.length);
    expect(companyRows).toHaveLength(BOOKING_NOTICES.length - 1);
    expect(new Set(technicianRows.map((row) => row.titleKey))).toEqual(new Set(BOOKING_NOTICES.map((notice) => `booking.${notice}.title`)));
    expect(technicianRows.every((row) => row.related === bookingId)).toBe(true);
    expect(await bookingRows(stranger.userId)).toEqual([]);

    const [request] = await notificationsOf(technician.userId, { type: "booking", locale: "es" }).then((rows) =>
      rows.filter((row) => row.title === "Nuevo pedido de reserva"),
    );
    expect(request).toMatchObject({ message: `Sonido Sur te pide fechas para ${PRODUCTION}.`, href: `/bookings/${bookingId}` });
  });

  it("says the first and second options in words and lower ones by number, in each reader's language", async () => {
    const { company, technician, bookingId } = await parties();
    for (const rank of [1, 2, 4]) {
      const id = await enqueue(testDb(), {
        type: "booking.notice",
        payload: { bookingId, notice: "accepted", recipientIds: [company.userId], params: { technicianName: "Tess Reader", production: PRODUCTION, rank } },
      });
      await drainEvents([id], justAfterNow());
    }
    const spanish = (await notificationsOf(company.userId, { type: "booking" })).map((row) => row.message).sort();
    expect(spanish).toEqual(
      [
        `Tess Reader te dio la primera opción para ${PRODUCTION}.`,
        `Tess Reader te dio la segunda opción para ${PRODUCTION}.`,
        `Tess Reader te dio la 4.ª opción para ${PRODUCTION}.`,
      ].sort(),
    );
    const english = (await notificationsOf(company.userId, { type: "booking", locale: "en" })).map((row) => row.message);
    expect(english).toContain(`Tess Reader gave you the first option for ${PRODUCTION}.`);
    expect(english).toContain(`Tess Reader gave you option 4 for ${PRODUCTION}.`);
    expect(await bookingRows(technician.userId)).toEqual([]);
  });

  it("renders every notice's title and message in es, en and pt with all its params (no missing key, no placeholder left)", async () => {
    for (const notice of BOOKING_NOTICES) {
      for (const locale of LOCALES) {
        const messageKey = notice === "accepted" ? "booking.accepted.message" : `booking.${notice}.message`;
        const shown = readAs({ title: null, message: null, titleKey: `booking.${notice}.title`, messageKey, params: PARAMS[notice] }, locale);
        expect(shown.title, `${notice} ${locale}`).not.toMatch(/booking\.|\{\{/);
        expect(shown.message, `${notice} ${locale}`).toContain(PRODUCTION);
        expect(shown.message, `${notice} ${locale}`).not.toMatch(/booking\.|\{\{/);
      }
    }
  });

  it("notifies once per event however often the reaction runs", async () => {
    const { company, technician, bookingId } = await parties();
    const payload = { bookingId, notice: "confirmed" as const, recipientIds: [company.userId, technician.userId, technician.userId], params: PARAMS.confirmed };
    const eventId = await enqueue(testDb(), { type: "booking.notice", payload });
    await notifyBookingNotice({ db: testDb(), sourceEventId: eventId }, payload);
    await notifyBookingNotice({ db: testDb(), sourceEventId: eventId }, payload);
    await drainEvents([eventId], justAfterNow());
    expect(await bookingRows(company.userId)).toHaveLength(1);
    expect(await bookingRows(technician.userId)).toHaveLength(1);
  });

  it("reaches e-mail in the member's language when their preference says so, and not when they turned booking e-mails off", async () => {
    const { company, technician, bookingId } = await parties();
    await testDb().insert(notificationPreferences).values({ userId: company.userId, notificationType: "booking", inApp: true, byEmail: false });
    await deliver(bookingId, "confirmed", [company.userId, technician.userId]);
    const digestsFor = (userId: string) =>
      testDb()
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.type, "notification.email_due"), sql`${outbox.payload}->>'userId' = ${userId}`));
    expect(await digestsFor(company.userId)).toEqual([]);
    expect(await bookingRows(company.userId)).toHaveLength(1);
    const digests = await digestsFor(technician.userId);
    expect(digests).toHaveLength(1);
    await drainEvents(
      digests.map((digest) => digest.id),
      new Date(Date.now() + 60 * 60_000),
    );
    const mails = await testDb()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.type, "mail.requested"), sql`${outbox.payload}->>'to' = ${technician.email}`));
    const text = JSON.stringify(mails.map((mail) => mail.payload));
    expect(text).toContain("Booking confirmed");
    expect(text).toContain(`${PRODUCTION} is confirmed: the dates are booked.`);
  });
});
