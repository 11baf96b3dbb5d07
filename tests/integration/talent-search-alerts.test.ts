import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog } from "~/db/schema/mail";
import { userBlocks } from "~/db/schema/moderation";
import { notifications } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { userProfiles } from "~/db/schema/profiles";
import { talentSearches, talentSearchMatches } from "~/db/schema/recruiting";
import { markDays } from "~/features/availability/calendar.server";
import { addDays } from "~/features/availability/public";
import { DIGEST_DELAY_MS } from "~/features/notifications/email-digest.server";
import { saveIndividualProfile } from "~/features/profiles/edit-profile.server";
import {
  deleteTalentSearch,
  talentSearchMatches as matchesOf,
  myTalentSearches,
  saveTalentSearch,
  setTalentSearchAlerts,
  unsubscribeTalentSearch,
} from "~/features/recruiting/public.server";
import { talentSearchUnsubscribeToken, talentSearchUnsubscribeUrl } from "~/features/recruiting/search-unsubscribe.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { actingAs, testContext } from "../context";
import { actingCompany, actingIndividual, createCompany, createIndividual } from "../factories";
import { readAs } from "../notifications";
import { drainEvents, drainOutbox, justAfterNow } from "../outbox";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

/** A city of the test's own: tests sharing the database never select each other's technicians. */
const newCity = () => `Ciudad-${randomUUID().slice(0, 8)}`;

/** Days a month ahead (the calendar refuses past days and days too far ahead). */
const today = new Date().toISOString().slice(0, 10);
const FROM = addDays(today, 30);
const TO = addDays(today, 31);

/** A verified technician living in `city` (Argentina). */
async function technicianIn(city: string, fields: Partial<typeof userProfiles.$inferInsert> = {}) {
  const { userId } = await createIndividual({ names: { firstName: "Luz", lastName: `Técnica ${randomUUID().slice(0, 4)}` } });
  await testDb()
    .update(userProfiles)
    .set({ country: "AR", city, ...fields })
    .where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId) };
}

/** Runs, as the worker would, every pending event about this user (their own events only: other files share the database). */
async function deliver(userId: string): Promise<number[]> {
  const rows = await testDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.processedAt),
        sql`${outbox.payload}->>'userId' = ${userId}`,
        inArray(outbox.type, ["profile.changed", "availability.changed", "account.verified"]),
      ),
    );
  const ids = rows.map((row) => row.id);
  await drainEvents(ids, justAfterNow());
  return ids;
}

/** The company's saved-search alerts, oldest first, as read in Spanish. */
async function alertsOf(companyId: string) {
  const rows = await testDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, companyId), eq(notifications.notificationType, "talent")))
    .orderBy(notifications.id);
  return rows.map((row) => ({ ...readAs(row), href: row.relatedEntityId }));
}

/** The profile form a technician saves (names, place; lighting as interest). */
function profileForm(city: string): [Record<string, string>, FormData] {
  const values = { firstName: "Marcos", lastName: "Luces", country: "AR", city, interest_lighting: "on" };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return [values, form];
}

describe("saved talent searches and their alerts (issue 41)", () => {
  it("alerts once for a newly verified technician who matches, never for the baseline", async () => {
    const city = newCity();
    const company = await actingCompany();
    const before = await technicianIn(city);
    const { id } = await saveTalentSearch(company.ctx, { name: "Córdoba", query: `pais=AR&ciudad=${encodeURIComponent(city)}` });
    const baseline = await testDb().select().from(talentSearchMatches).where(eq(talentSearchMatches.searchId, id));
    expect(baseline.map((row) => [row.technicianId, row.kind])).toEqual([[before.userId, "new"]]);

    await enqueue(testDb(), { type: "profile.changed", payload: { userId: before.userId } });
    await deliver(before.userId);
    expect(await alertsOf(company.userId)).toEqual([]);

    const newcomer = await technicianIn(city);
    await enqueue(testDb(), { type: "account.verified", payload: { userId: newcomer.userId } });
    const ids = await deliver(newcomer.userId);
    const alerts = await alertsOf(company.userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].title).toBe("Nuevo técnico en «Córdoba»");
    expect(alerts[0].message).toMatch(/^Luz Técnica .+ coincide con tu búsqueda guardada «Córdoba»\.$/);
    expect(alerts[0].href).toBe(id);

    // The same event again (a retry) and another change: still one alert.
    await testDb().update(outbox).set({ processedAt: null, lockedUntil: null }).where(inArray(outbox.id, ids));
    await drainEvents(ids, justAfterNow());
    await enqueue(testDb(), { type: "profile.changed", payload: { userId: newcomer.userId } });
    await deliver(newcomer.userId);
    expect(await alertsOf(company.userId)).toHaveLength(1);

    const [summary] = await myTalentSearches(company.ctx);
    expect(summary).toMatchObject({ id, name: "Córdoba", alerts: true, newMatches: 1 });
    expect(summary.searchUrl).toBe(`/member/technicians?pais=AR&ciudad=${encodeURIComponent(city).replace(/%20/g, "+")}`);
    const page = await matchesOf(company.ctx, { searchId: id });
    expect(page.matches.map((match) => [match.card.id, match.kind, match.unseen])).toEqual([[newcomer.userId, "new", true]]);
    expect((await myTalentSearches(company.ctx))[0].newMatches).toBe(0);
  });

  it("mails the alert in the digest with a one-click link that stops that search's alerts", async () => {
    const city = newCity();
    const { userId: companyId, email } = await createCompany();
    const { id } = await saveTalentSearch(await actingAs(companyId), { name: "Riders", query: `ciudad=${encodeURIComponent(city)}` });
    const newcomer = await technicianIn(city);
    await enqueue(testDb(), { type: "account.verified", payload: { userId: newcomer.userId } });
    await deliver(newcomer.userId);
    await drainOutbox(() => new Date(Date.now() + DIGEST_DELAY_MS + 60_000));
    const [digest] = await testDb()
      .select({ text: mailLog.text })
      .from(mailLog)
      .where(and(eq(mailLog.to, email), eq(mailLog.template, "notification-digest")));
    expect(digest.text).toContain(`Para dejar de recibir estos avisos: ${talentSearchUnsubscribeUrl(id)}`);
  });

  it("alerts when a saved profile comes to match, once for two changes in a row", async () => {
    const city = newCity();
    const company = await actingCompany();
    await saveTalentSearch(company.ctx, { name: "Iluminación", query: `habilidad=lighting&ciudad=${encodeURIComponent(city)}` });
    const technician = await actingIndividual();
    await saveIndividualProfile(technician.ctx, ...profileForm(newCity()));
    await deliver(technician.userId);
    expect(await alertsOf(company.userId)).toEqual([]);

    await saveIndividualProfile(technician.ctx, ...profileForm(city));
    await saveIndividualProfile(technician.ctx, ...profileForm(city));
    await deliver(technician.userId);
    const alerts = await alertsOf(company.userId);
    expect(alerts.map((alert) => alert.message)).toEqual(["Marcos Luces coincide con tu búsqueda guardada «Iluminación»."]);
  });

  it("alerts once when a technician becomes free on every day of the search's dates", async () => {
    const city = newCity();
    const company = await actingCompany();
    const technician = await technicianIn(city);
    const { id } = await saveTalentSearch(company.ctx, { name: "Fin de semana", query: `ciudad=${encodeURIComponent(city)}&desde=${FROM}&hasta=${TO}` });
    await markDays(technician.ctx, { from: FROM, to: FROM, status: "available" });
    await deliver(technician.userId);
    expect(await alertsOf(company.userId)).toEqual([]);

    await markDays(technician.ctx, { from: TO, to: TO, status: "available" });
    await markDays(technician.ctx, { from: FROM, to: TO, status: "available", note: "Con camioneta" });
    await deliver(technician.userId);
    const alerts = await alertsOf(company.userId);
    expect(alerts.map((alert) => alert.title)).toEqual(["Libre en tus fechas: «Fin de semana»"]);
    const page = await matchesOf(company.ctx, { searchId: id });
    expect(page.matches.map((match) => match.kind)).toEqual(["free"]);
  });

  it("records who is already free as the baseline: no alert for them", async () => {
    const city = newCity();
    const company = await actingCompany();
    const technician = await technicianIn(city);
    await markDays(technician.ctx, { from: FROM, to: TO, status: "available" });
    await deliver(technician.userId);
    await saveTalentSearch(company.ctx, { name: "Ya libres", query: `ciudad=${encodeURIComponent(city)}&desde=${FROM}&hasta=${TO}` });
    await markDays(technician.ctx, { from: FROM, to: TO, status: "available", note: "Sigo libre" });
    await deliver(technician.userId);
    expect(await alertsOf(company.userId)).toEqual([]);
  });

  it("tells nothing of a hidden or blocked technician, nor when the search's alerts are off", async () => {
    const city = newCity();
    const company = await actingCompany();
    const { id } = await saveTalentSearch(company.ctx, { name: "Nadie", query: `ciudad=${encodeURIComponent(city)}` });
    const blocked = await technicianIn(city);
    await testDb().insert(userBlocks).values({ blockerId: blocked.userId, blockedId: company.userId });
    const unverified = await createIndividual({ verified: false });
    await testDb().update(userProfiles).set({ country: "AR", city }).where(eq(userProfiles.id, unverified.userId));
    for (const userId of [blocked.userId, unverified.userId]) {
      await enqueue(testDb(), { type: "profile.changed", payload: { userId } });
      await deliver(userId);
    }
    expect(await alertsOf(company.userId)).toEqual([]);

    await setTalentSearchAlerts(company.ctx, { searchId: id, alerts: "off" });
    const quiet = await technicianIn(city);
    await enqueue(testDb(), { type: "account.verified", payload: { userId: quiet.userId } });
    await deliver(quiet.userId);
    expect(await alertsOf(company.userId)).toEqual([]);
  });

  it("refuses an empty search and a 21st one, and keeps a company's searches from every other account", async () => {
    const company = await actingCompany();
    expect(await refusalOf(saveTalentSearch(company.ctx, { name: "Vacía", query: "q=a&orden=5" }))).toMatchObject({ key: "TALENT_SEARCH_EMPTY", status: 400 });
    expect(await refusalOf(saveTalentSearch(company.ctx, { name: "", query: "pais=AR" }))).toMatchObject({ key: "TALENT_SEARCH_NAME_INVALID", status: 400 });
    const city = newCity();
    const ids: string[] = [];
    for (let index = 0; index < 20; index++) ids.push((await saveTalentSearch(company.ctx, { name: `Búsqueda ${index}`, query: `ciudad=${city}${index}` })).id);
    expect(await refusalOf(saveTalentSearch(company.ctx, { name: "Una más", query: "pais=AR" }))).toMatchObject({ key: "TALENT_SEARCHES_LIMIT", status: 409 });

    const other = await actingCompany();
    const individual = await actingIndividual();
    for (const ctx of [other.ctx, individual.ctx]) {
      expect(await refusalOf(matchesOf(ctx, { searchId: ids[0] }))).toMatchObject({ status: 404 });
      expect(await refusalOf(setTalentSearchAlerts(ctx, { searchId: ids[0], alerts: "off" }))).toMatchObject({ status: 404 });
      expect(await refusalOf(deleteTalentSearch(ctx, { searchId: ids[0] }))).toMatchObject({ status: 404 });
    }
    expect(await myTalentSearches(other.ctx)).toEqual([]);
    expect(await refusalOf(myTalentSearches(individual.ctx))).toMatchObject({ status: 404 });
    expect(await refusalOf(myTalentSearches(testContext()))).toMatchObject({ status: 404 });
    expect(await refusalOf(matchesOf(company.ctx, { searchId: "not-a-uuid" }))).toMatchObject({ key: "TALENT_SEARCH_NOT_FOUND", status: 404 });
    const [kept] = await testDb().select().from(talentSearches).where(eq(talentSearches.id, ids[0]));
    expect(kept.alerts).toBe(true);
    await deleteTalentSearch(company.ctx, { searchId: ids[0] });
    expect(await myTalentSearches(company.ctx)).toHaveLength(19);
  });

  it("turns one search's alerts off by its signed link only", async () => {
    const company = await actingCompany();
    const { id } = await saveTalentSearch(company.ctx, { name: "Enlace", query: "pais=UY" });
    const visitor = testContext();
    for (const token of ["", "falso", talentSearchUnsubscribeToken(randomUUID())]) {
      expect(await refusalOf(unsubscribeTalentSearch(visitor, { searchId: id, token }))).toMatchObject({
        key: "TALENT_SEARCH_UNSUBSCRIBE_INVALID",
        status: 400,
        message: "El enlace para dejar de recibir avisos no es válido o está incompleto.",
      });
    }
    expect((await myTalentSearches(company.ctx))[0].alerts).toBe(true);
    await unsubscribeTalentSearch(visitor, { searchId: id, token: talentSearchUnsubscribeToken(id) });
    expect((await myTalentSearches(company.ctx))[0].alerts).toBe(false);
    await setTalentSearchAlerts(company.ctx, { searchId: id, alerts: "on" });
    expect((await myTalentSearches(company.ctx))[0].alerts).toBe(true);
  });
});
