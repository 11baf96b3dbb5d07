import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { availabilityHolds } from "~/db/schema/availability";
import { bookingEvents, bookingReviews, bookings } from "~/db/schema/bookings";
import { showCredits } from "~/db/schema/technician-pages";
import { bookingsList } from "~/features/bookings/booking-list.server";
import { BOOKING_TABS } from "~/features/bookings/booking-view";
import { ratingSummary } from "~/features/bookings/public.server";
import { creditsOnPage } from "~/features/technician-pages/credits.server";
import { actingAs, testContext } from "../tests/context";
import { drainOutbox } from "../tests/outbox";
import { testDb } from "../tests/setup/test-database";
import { demoBookings } from "./content/demo-bookings";
import { DEMO_LOGINS } from "./content/demo-logins";
import { seedDemoData } from "./demo-seed.server";
import { seedDemoBookings } from "./load/demo-bookings.server";

/** Seeding the whole demo network is the slowest thing a test does (see demo-seed.server.test.ts). */
const DEMO_SEED_TIMEOUT_MS = 180_000;

async function idOf(email: string): Promise<string> {
  const [row] = await testDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

describe("the demo bookings (issue 39)", () => {
  it(
    "fill every tab of 'Reservas' for oro@ and empresa@, once, with a running challenge, holds, reviews both ways, verified credits and a rating",
    async () => {
      await seedDemoData(testContext());
      await drainOutbox();
      const oro = await idOf(DEMO_LOGINS.gold);
      const empresa = await idOf(DEMO_LOGINS.company);
      const mine = await testDb()
        .select()
        .from(bookings)
        .where(inArray(bookings.technicianId, [oro]));
      const count = (
        await testDb()
          .select({ id: bookings.id })
          .from(bookings)
          .where(inArray(bookings.companyId, [empresa]))
      ).length;
      expect(await seedDemoBookings({ db: testDb(), now: () => new Date() })).toBe(0);
      expect(
        (
          await testDb()
            .select({ id: bookings.id })
            .from(bookings)
            .where(inArray(bookings.companyId, [empresa]))
        ).length,
      ).toBe(count);

      for (const email of [DEMO_LOGINS.gold, DEMO_LOGINS.company]) {
        const { counts } = await bookingsList(await actingAs(await idOf(email)), {});
        for (const tab of BOOKING_TABS) expect(counts[tab], `${email} ${tab}`).toBeGreaterThan(0);
      }
      // First and second options on the same days, the first challenged by the second until a deadline ahead.
      const first = mine.find((booking) => booking.rank === 1 && booking.status === "option");
      const second = mine.find((booking) => booking.rank === 2);
      expect(first?.challengedBy).toBe(second?.id);
      expect(first?.challengeDeadline?.getTime()).toBeGreaterThan(Date.now());
      expect(new Set(mine.map((booking) => booking.status))).toEqual(new Set(["requested", "option", "confirmed", "completed", "cancelled"]));
      const holds = await testDb().select().from(availabilityHolds).where(eq(availabilityHolds.userId, oro));
      expect(holds.map((hold) => [hold.kind, hold.rank]).sort()).toEqual([
        ["confirmed", 1],
        ["option", 1],
        ["option", 2],
      ]);
      const history = await testDb()
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, String(first?.id)));
      expect(history.map((step) => step.kind)).toEqual(["requested", "accepted", "challenged"]);
      expect(history[0]?.params).toEqual({ production: first?.production, companyName: "Sonido Sur Rental" });

      // Done work: reviews both ways, published; the page shows the verified credits and the rating.
      const reviews = await testDb()
        .select()
        .from(bookingReviews)
        .where(
          inArray(
            bookingReviews.bookingId,
            mine.map((booking) => booking.id),
          ),
        );
      expect(new Set(reviews.map((review) => review.authorSide))).toEqual(new Set(["company", "technician"]));
      expect(reviews.every((review) => review.publishedAt !== null)).toBe(true);
      const verified = (await creditsOnPage(testContext(), oro)).filter((credit) => credit.verified);
      expect(verified.map((credit) => credit.production).sort()).toEqual(["Gira Costa de Oro", "Montevideo Rock"]);
      expect(verified.find((credit) => credit.production === "Montevideo Rock")?.companyName).toBe("Montevideo Audio Rental");
      expect(
        await testDb()
          .select()
          .from(showCredits)
          .where(
            inArray(
              showCredits.bookingId,
              mine.map((booking) => booking.id),
            ),
          ),
      ).toHaveLength(2);
      const rating = await ratingSummary(testDb(), oro);
      expect(rating.count).toBe(2);
      expect(rating.average).toBeGreaterThan(4);
      expect(demoBookings().some((booking) => booking.status === "no_show")).toBe(true);
    },
    DEMO_SEED_TIMEOUT_MS,
  );
});
