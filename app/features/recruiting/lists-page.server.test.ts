import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema/bookings";
import { messages } from "~/db/schema/messages";
import { actingAs } from "../../../tests/context";
import { actingCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { listRange } from "./list-page.server";
import { addToTalentList, createTalentList, setTalentListNote, talentListPage, writeToTalentList } from "./lists.server";
import { saveTalentNote } from "./notes.server";

/** The technician's calendar as the search reads it: who may see it and the days marked available (multirange text). */
async function calendar(technicianId: string, visibility: "companies" | "members" | "nobody" | null, availableDays: string | null) {
  await testDb().execute(
    sql`update user_profiles set availability_visibility = ${visibility}, available_days = ${availableDays}::datemultirange where id = ${technicianId}`,
  );
}

/** A booking of the company with the technician, written straight into the table. */
async function booking(companyId: string, technicianId: string, startsOn: string, status: "requested" | "declined" | "completed", createdAt: Date) {
  const id = randomUUID();
  await testDb()
    .insert(bookings)
    .values({
      id,
      companyId,
      technicianId,
      production: "Cosquín Rock",
      role: "foh",
      city: "Córdoba",
      country: "AR",
      timeZone: "America/Argentina/Cordoba",
      startsOn,
      endsOn: startsOn,
      expiresOn: startsOn,
      expiresAt: new Date(`${startsOn}T12:00:00Z`),
      status,
      createdAt,
    });
  return id;
}

async function message(senderId: string, recipientId: string, createdAt: Date) {
  await testDb().insert(messages).values({ senderId, recipientId, subject: "Fecha", content: "¿Estás libre?", createdAt, countsTowardQuota: false });
}

describe("a list's page (issue 41)", () => {
  it("reads a range only when it is two real days at most 31 days apart", () => {
    expect(listRange("2026-12-12", "2026-12-13")).toEqual({ from: "2026-12-12", to: "2026-12-13" });
    expect(listRange("2026-12-12", null)).toEqual({ from: "2026-12-12", to: "2026-12-12" });
    expect(listRange("2026-12-01", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    for (const [from, to] of [
      ["2026-12-01", "2027-01-01"],
      ["2026-12-13", "2026-12-12"],
      ["2026-02-30", "2026-03-01"],
      ["mañana", "2026-12-12"],
      [null, null],
      ["2026-12-12", "pasado"],
    ]) {
      expect(listRange(from, to)).toBeNull();
    }
  });

  it("shows each technician's card, notes, free days in the range as the company may see them, last contact and bookings", async () => {
    const { userId: companyId, ctx } = await actingCompany();
    const free = await createIndividual({ names: { firstName: "Lucía", lastName: "Libre" } });
    const hidden = await createIndividual({ names: { firstName: "Hugo", lastName: "Oculto" } });
    const busy = await createIndividual({ names: { firstName: "Berta", lastName: "Ocupada" } });
    await calendar(free.userId, "companies", "{[2026-12-12,2026-12-14),[2026-12-20,2026-12-21)}");
    await calendar(hidden.userId, "nobody", "{[2026-12-12,2026-12-14)}");
    await calendar(busy.userId, "members", null);
    const { id: listId } = await createTalentList(ctx, { name: "Diciembre" });
    for (const technician of [free, hidden, busy]) await addToTalentList(ctx, { listId, technicianId: technician.userId, source: "search" });
    await setTalentListNote(ctx, { listId, technicianId: free.userId, note: "Llamar primero" });
    await saveTalentNote(ctx, { technicianId: free.userId, note: "Trabajó con nosotros en 2025" });
    const now = Date.now();
    await message(companyId, free.userId, new Date(now - 10 * 86_400_000));
    await message(free.userId, companyId, new Date(now - 3 * 86_400_000));
    await message(free.userId, (await createIndividual()).userId, new Date(now - 86_400_000));
    const older = await booking(companyId, free.userId, "2026-10-01", "completed", new Date(now - 60 * 86_400_000));
    const latest = await booking(companyId, free.userId, "2026-12-12", "requested", new Date(now - 86_400_000));
    const { userId: otherCompany } = await actingCompany();
    await booking(otherCompany, busy.userId, "2026-12-12", "requested", new Date(now));

    const page = await talentListPage(ctx, { listId, from: "2026-12-10", to: "2026-12-21" });
    expect(page.list).toMatchObject({ id: listId, name: "Diciembre", count: 3 });
    expect(page.range).toEqual({ from: "2026-12-10", to: "2026-12-21" });
    expect(page.newRecipientsLeft.limit).toBeGreaterThan(0);
    const [first, second, third] = page.entries;
    expect(first).toMatchObject({
      card: { id: free.userId, name: "Lucía Libre", kind: "individual" },
      note: "Llamar primero",
      privateNote: "Trabajó con nosotros en 2025",
      position: 1,
      source: "search",
      freeDays: ["2026-12-12", "2026-12-13", "2026-12-20"],
      bookings: { count: 2, latest: { id: latest, status: "requested", startsOn: "2026-12-12" } },
    });
    expect(Date.parse(first.lastContactAt ?? "")).toBeGreaterThan(now - 3 * 86_400_000 - 60_000);
    expect(Date.parse(first.lastContactAt ?? "")).toBeLessThan(now - 3 * 86_400_000 + 60_000);
    expect(older).not.toBe(latest);
    expect(second).toMatchObject({ card: { id: hidden.userId }, freeDays: null, lastContactAt: null, privateNote: null, note: "" });
    expect(third).toMatchObject({ card: { id: busy.userId }, freeDays: [], bookings: { count: 0, latest: null } });

    // No range, a range too long, and a malformed one: no free days at all, never an error.
    for (const [from, to] of [
      [null, null],
      ["2026-12-01", "2027-02-01"],
      ["2026-13-01", "x"],
    ]) {
      const plain = await talentListPage(ctx, { listId, from, to });
      expect(plain.range).toBeNull();
      expect(plain.entries.map((entry) => entry.freeDays)).toEqual([null, null, null]);
    }
  });

  it("reads the page in a constant number of queries whatever the list's size", async () => {
    const { ctx } = await actingCompany();
    const { id: listId } = await createTalentList(ctx, { name: "Grande" });
    const counted = async () => {
      let queries = 0;
      const db = new Proxy(ctx.db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (property === "execute" || property === "select") {
            return (...args: unknown[]) => {
              queries += 1;
              return (value as (...inner: unknown[]) => unknown).apply(target, args);
            };
          }
          return value;
        },
      });
      await talentListPage({ ...ctx, db }, { listId, from: "2026-12-01", to: "2026-12-07" });
      return queries;
    };
    await addToTalentList(ctx, { listId, technicianId: (await createIndividual()).userId });
    const small = await counted();
    expect(small).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < 6; index += 1) await addToTalentList(ctx, { listId, technicianId: (await createIndividual()).userId });
    expect(await counted()).toBe(small);
  });

  it("writes to the chosen technicians of the list, each in a message of their own; someone outside the list is 404 and nothing is sent", async () => {
    const { userId: companyId, ctx } = await actingCompany();
    const first = await createIndividual();
    const second = await createIndividual();
    const third = await createIndividual();
    const { id: listId } = await createTalentList(ctx, { name: "Riders" });
    for (const technician of [first, second, third]) await addToTalentList(ctx, { listId, technicianId: technician.userId });
    const outsider = await createIndividual();
    const sentTo = async () =>
      (await testDb().select({ to: messages.recipientId }).from(messages).where(eq(messages.senderId, companyId))).map((row) => row.to).sort();
    const write = { subject: "Cosquín Rock", content: "¿Pueden el 12 y 13 de diciembre?" };
    expect(await refusalOf(writeToTalentList(ctx, { listId, technicianIds: [first.userId, outsider.userId], ...write }))).toMatchObject({
      key: "TALENT_TECHNICIAN_NOT_FOUND",
      status: 404,
    });
    expect(await refusalOf(writeToTalentList(ctx, { listId, technicianIds: [first.userId, "nadie"], ...write }))).toMatchObject({ status: 404 });
    expect(await refusalOf(writeToTalentList(ctx, { listId, technicianIds: [], ...write }))).toMatchObject({ key: "TALENT_BULK_NONE_CHOSEN", status: 400 });
    expect(await refusalOf(writeToTalentList(ctx, { listId, technicianIds: Array.from({ length: 51 }, () => randomUUID()), ...write }))).toMatchObject({
      key: "TALENT_BULK_TOO_MANY_CHOSEN",
      status: 400,
    });
    expect(await sentTo()).toEqual([]);
    expect(await writeToTalentList(ctx, { listId, technicianIds: [first.userId, second.userId, first.userId], ...write })).toEqual({ sent: 2 });
    expect(await sentTo()).toEqual([first.userId, second.userId].sort());
    const received = await testDb()
      .select({ subject: messages.subject })
      .from(messages)
      .where(and(eq(messages.senderId, companyId), eq(messages.recipientId, second.userId)));
    expect(received).toEqual([{ subject: "Cosquín Rock" }]);
    // The page now shows the contact, and a stranger still reads nothing.
    const page = await talentListPage(ctx, { listId });
    expect(page.entries.map((entry) => entry.lastContactAt !== null)).toEqual([true, true, false]);
    expect(await refusalOf(talentListPage(await actingAs(outsider.userId), { listId }))).toMatchObject({ status: 404 });
  });
});
