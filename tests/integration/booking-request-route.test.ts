import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema/bookings";
import { addDays, dayIn } from "~/features/availability/public";
import { type Ctx, requestContext } from "~/lib/context.server";
import { action as requestAction, loader as requestLoader } from "~/routes/bookings/request";
import { actingCompany, actingIndividual, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

const ZONE = "America/Argentina/Buenos_Aires";
const today = () => dayIn(new Date(), ZONE);

/** The form as a company fills it for `technicianId`: three days from 20 days ahead in Córdoba. */
function filled(technicianId: string): Record<string, string> {
  const from = addDays(today(), 20);
  return {
    technicianId,
    source: "search",
    production: "Cosquín Rock",
    role: "foh",
    venue: "Aeródromo",
    city: "Córdoba",
    country: "AR",
    timeZone: ZONE,
    startsOn: from,
    endsOn: addDays(from, 2),
    callTime: "",
    dayRate: "",
    currency: "",
    notes: "",
    asksFor: "option",
    expiresOn: "",
  };
}

/** What POST /company/bookings/new answers this account, as the router calls it: the redirect, or the refusal's status and body. */
async function post(ctx: Ctx, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request("http://localhost:3000/company/bookings/new", { method: "POST", body: new URLSearchParams(fields) });
  const answer = (await requestAction({ request, context, params: {} } as unknown as Parameters<typeof requestAction>[0])) as unknown;
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("Location"), cookie: answer.headers.get("Set-Cookie"), body: null };
  const wrapped = answer as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: wrapped.init?.status ?? 200, location: null, cookie: null, body: wrapped.data };
}

const bookingsOf = (companyId: string) => testDb().select().from(bookings).where(eq(bookings.companyId, companyId));

describe("POST /company/bookings/new (issue 39)", () => {
  it("refuses bad input with its Spanish message at its field and what was typed, and writes nothing", async () => {
    const company = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const form = filled(technicianId);
    const cases: [Record<string, string>, string, string][] = [
      [{ production: "" }, "BOOKING_PRODUCTION_REQUIRED", "production"],
      [{ role: "cantante" }, "BOOKING_ROLE_INVALID", "role"],
      [{ city: "" }, "BOOKING_CITY_REQUIRED", "city"],
      [{ startsOn: addDays(today(), -1), endsOn: "" }, "BOOKING_DAYS_PAST", "startsOn"],
      [{ endsOn: addDays(form.startsOn, 60) }, "BOOKING_DAYS_TOO_LONG", "endsOn"],
      [{ dayRate: "50000" }, "BOOKING_RATE_INVALID", "currency"],
      [{ expiresOn: addDays(form.startsOn, 1) }, "BOOKING_EXPIRY_INVALID", "expiresOn"],
      [{ callTime: "25:00" }, "BOOKING_CALL_TIME_INVALID", `callTime.${form.startsOn}`],
      [{ [`callTime.${addDays(form.startsOn, 1)}`]: "8 de la mañana" }, "BOOKING_CALL_TIME_INVALID", `callTime.${addDays(form.startsOn, 1)}`],
    ];
    for (const [change, code, field] of cases) {
      const answer = await post(company.ctx, { ...form, ...change });
      expect(answer, code).toMatchObject({ status: 400, body: { ok: false, code, field, values: expect.objectContaining(change) } });
      expect(typeof answer.body?.error === "string" && answer.body.error.length > 0).toBe(true);
    }
    expect(await post(company.ctx, { ...form, technicianId: "nadie" })).toMatchObject({ status: 404, body: { code: "BOOKING_TECHNICIAN_NOT_FOUND" } });
    expect(await bookingsOf(company.userId)).toEqual([]);
  });

  it("sends the request, spreads the one call time over the days without their own, and shows the booking with 'Pedido enviado'", async () => {
    const company = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const form = filled(technicianId);
    const second = addDays(form.startsOn, 1);
    const answer = await post(company.ctx, {
      ...form,
      callTime: "08:00",
      [`callTime.${second}`]: "14:30",
      // A call time left from other dates is dropped, not refused.
      [`callTime.${addDays(form.startsOn, 10)}`]: "09:00",
      dayRate: "120000",
      currency: "ARS",
      asksFor: "confirmation",
    });
    const [booking] = await bookingsOf(company.userId);
    expect(answer).toMatchObject({ status: 303, location: `/bookings/${booking.id}` });
    expect(answer.cookie).toContain("redav_flash=bookings.requestSent");
    expect(booking).toMatchObject({
      technicianId,
      status: "requested",
      production: "Cosquín Rock",
      role: "foh",
      city: "Córdoba",
      country: "AR",
      timeZone: ZONE,
      startsOn: form.startsOn,
      endsOn: form.endsOn,
      callTimes: { [form.startsOn]: "08:00", [second]: "14:30", [form.endsOn]: "08:00" },
      dayRate: 120000,
      currency: "ARS",
      asksFor: "confirmation",
      source: "search",
    });
  });

  it("is for companies: a member is refused and nothing is written", async () => {
    const member = await actingIndividual();
    const { userId: technicianId } = await createIndividual();
    expect(await post(member.ctx, filled(technicianId))).toMatchObject({ status: 403, body: { code: "BOOKING_COMPANIES_ONLY" } });
    expect(await testDb().select().from(bookings).where(eq(bookings.companyId, member.userId))).toEqual([]);
  });

  it("loads the form through the route, and answers 404 for a technician it may not ask", async () => {
    const company = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const load = async (query: string) => {
      const context = new RouterContextProvider();
      context.set(requestContext, company.ctx);
      const request = new Request(`http://localhost:3000/company/bookings/new?${query}`);
      return requestLoader({ request, context, params: {} } as unknown as Parameters<typeof requestLoader>[0]);
    };
    expect((await load(`tecnico=${technicianId}&origen=page`)).values).toMatchObject({ technicianId, source: "page" });
    const missing = await load("tecnico=nadie").then(
      () => null,
      (error: unknown) => error as { init: { status: number }; data: { error: { code: string } } },
    );
    expect(missing).toMatchObject({ init: { status: 404 }, data: { error: { code: "BOOKING_TECHNICIAN_NOT_FOUND" } } });
  });
});
