import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFollows } from "~/db/schema/follows";
import { jobAlerts } from "~/db/schema/job-alerts";
import { userBlocks } from "~/db/schema/moderation";
import { notificationPreferences, notifications } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { actingAs } from "../../../tests/context";
import { actingCompany, createIndividual } from "../../../tests/factories";
import { notificationsOf, readAs } from "../../../tests/notifications";
import { drainEvents } from "../../../tests/outbox";
import { testDb } from "../../../tests/setup/test-database";
import { createJobAlert, type JobAlertInput } from "./job-alerts.server";
import { jobAlertRecipientPages } from "./job-alerts-matching.server";
import type { OfferInput } from "./jobs.schemas";
import { closeOffer, createOffer } from "./offers.server";

const ALERT_TITLE = "Nueva oferta que coincide con tu alerta";

/** A member with one alert per input given. */
async function memberWithAlerts(...inputs: JobAlertInput[]) {
  const { userId } = await createIndividual({ verified: false });
  const ctx = await actingAs(userId);
  for (const input of inputs) await createJobAlert(ctx, input);
  return userId;
}

const offer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  title: "Operador de cónsola FOH",
  description: "Gira nacional con consola digital de 48 canales y sistema de 500 W por caja.",
  country: "AR",
  city: "Rosario",
  remoteAllowed: "on",
  jobType: "full_time",
  experienceLevel: "senior",
  category: ["audio", "video"],
  requirements: "Manejo de mezcla en vivo",
  publish: true,
  ...overrides,
});

/** Publishes the offer and runs its job.published event as the worker would (`before` runs in between); returns the offer's and the event's ids. */
async function publishAndDeliver(ctx: Awaited<ReturnType<typeof actingCompany>>["ctx"], input: OfferInput, before?: (id: number) => Promise<unknown>) {
  const { id } = await createOffer(ctx, input);
  await before?.(id);
  const [event] = await testDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.type, "job.published"), sql`${outbox.payload}->>'jobId' = ${String(id)}`));
  await drainEvents([event.id], new Date(Date.now() + 60_000));
  return { id, eventId: event.id };
}

/** The titles of the notifications each member got from this event (followers' and alerts' alike). */
async function toldBy(eventId: number, userIds: string[]) {
  const rows = await testDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.sourceEventId, eventId), inArray(notifications.userId, userIds)));
  const told = Object.fromEntries(userIds.map((id) => [id, [] as string[]]));
  for (const row of rows) told[row.userId].push(readAs(row).title);
  return told;
}

describe("job alerts meet new offers at publication (decision 019)", () => {
  it("tells each member whose alert selects the offer, filter by filter, exactly as /jobs would select it", async () => {
    const firm = await actingCompany();
    const token = `tok${randomUUID().slice(0, 8)}`;
    const input = offer({ title: `Operador de cónsola FOH ${token}` });
    const positive = {
      category: await memberWithAlerts({ category: "audio" }),
      secondCategory: await memberWithAlerts({ category: "video", q: token }),
      jobType: await memberWithAlerts({ jobType: "full_time", q: token }),
      experience: await memberWithAlerts({ experienceLevel: "senior", q: token }),
      remote: await memberWithAlerts({ remote: true, q: token }),
      country: await memberWithAlerts({ country: "AR", q: token }),
      textAnyCaseAndAccent: await memberWithAlerts({ q: `CONSOLA FOH ${token.toUpperCase()}` }),
      textInDescription: await memberWithAlerts({ q: "48 canales", country: "AR", jobType: "full_time" }),
      everything: await memberWithAlerts({ q: token, category: "audio", jobType: "full_time", experienceLevel: "senior", remote: true, country: "AR" }),
      twoAlerts: await memberWithAlerts({ q: token }, { category: "video", q: token }),
    };
    const negative = {
      category: await memberWithAlerts({ category: "lighting", q: token }),
      jobType: await memberWithAlerts({ jobType: "part_time", q: token }),
      experience: await memberWithAlerts({ experienceLevel: "junior", q: token }),
      country: await memberWithAlerts({ country: "CL", q: token }),
      text: await memberWithAlerts({ q: `${token} guitarra` }),
      wildcardIsLiteral: await memberWithAlerts({ q: "5_0 W", country: "AR" }),
      percentIsLiteral: await memberWithAlerts({ q: "50% W", country: "AR" }),
      oneFilterOff: await memberWithAlerts({ q: token, category: "audio", country: "UY" }),
    };
    const { id, eventId } = await publishAndDeliver(firm.ctx, input);
    const told = await toldBy(eventId, [...Object.values(positive), ...Object.values(negative)]);
    for (const [name, userId] of Object.entries(positive)) expect([name, told[userId]]).toEqual([name, [ALERT_TITLE]]);
    for (const [name, userId] of Object.entries(negative)) expect([name, told[userId]]).toEqual([name, []]);
    const [item] = await notificationsOf(positive.everything, { type: "job" });
    expect(item).toMatchObject({ title: ALERT_TITLE, message: input.title, href: `/jobs/${id}` });
  });

  it("a remote-only alert ignores offers that are on site only", async () => {
    const firm = await actingCompany();
    const token = `tok${randomUUID().slice(0, 8)}`;
    const remoteOnly = await memberWithAlerts({ remote: true, q: token });
    const anyPlace = await memberWithAlerts({ q: token });
    const input = offer({ title: `Técnico de planta ${token}`, remoteAllowed: undefined });
    const { eventId } = await publishAndDeliver(firm.ctx, input);
    expect(await toldBy(eventId, [remoteOnly, anyPlace])).toEqual({ [remoteOnly]: [], [anyPlace]: [ALERT_TITLE] });
  });

  it("leaves out the company's followers (they get the follower notice), the company itself and members with a block", async () => {
    const firm = await actingCompany();
    const token = `tok${randomUUID().slice(0, 8)}`;
    const [follower, blocker, blocked, plain] = await Promise.all([1, 2, 3, 4].map(() => memberWithAlerts({ q: token })));
    await testDb().insert(userFollows).values({ followerId: follower, followingId: firm.userId, followingType: "company" });
    await testDb()
      .insert(userBlocks)
      .values([
        { blockerId: blocker, blockedId: firm.userId },
        { blockerId: firm.userId, blockedId: blocked },
      ]);
    await testDb().insert(jobAlerts).values({ userId: firm.userId, q: token });
    const input = offer({ title: `Jefe de escenario ${token}` });
    const { eventId } = await publishAndDeliver(firm.ctx, input);
    const told = await toldBy(eventId, [follower, blocker, blocked, plain, firm.userId]);
    expect(told[follower]).toHaveLength(1);
    expect(told[follower][0]).toMatch(/^Nueva oferta de /);
    expect(told).toMatchObject({ [blocker]: [], [blocked]: [], [plain]: [ALERT_TITLE], [firm.userId]: [] });
  });

  it("tells nobody when the offer left the board before the event was delivered", async () => {
    const firm = await actingCompany();
    const token = `tok${randomUUID().slice(0, 8)}`;
    const member = await memberWithAlerts({ q: token });
    const input = offer({ title: `Asistente de video ${token}` });
    const { eventId } = await publishAndDeliver(firm.ctx, input, (jobId) => closeOffer(firm.ctx, jobId));
    expect(await toldBy(eventId, [member])).toEqual({ [member]: [] });
  });

  it("follows the member's notification preferences: muted in the app means no notice, e-mail on means a digest is scheduled", async () => {
    const firm = await actingCompany();
    const token = `tok${randomUUID().slice(0, 8)}`;
    const [muted, mailed, defaults] = await Promise.all([1, 2, 3].map(() => memberWithAlerts({ q: token })));
    await testDb()
      .insert(notificationPreferences)
      .values([
        { userId: muted, notificationType: "job", inApp: false, byEmail: false },
        { userId: mailed, notificationType: "job", inApp: true, byEmail: true },
      ]);
    const input = offer({ title: `Programador de luces ${token}` });
    const { eventId } = await publishAndDeliver(firm.ctx, input);
    expect(await toldBy(eventId, [muted, mailed, defaults])).toEqual({ [muted]: [], [mailed]: [ALERT_TITLE], [defaults]: [ALERT_TITLE] });
    const digests = await testDb()
      .select({ userId: sql<string>`${outbox.payload}->>'userId'` })
      .from(outbox)
      .where(and(eq(outbox.type, "notification.email_due"), sql`${outbox.payload}->>'userId' in ${[muted, mailed, defaults]}`));
    expect(digests.map((digest) => digest.userId)).toEqual([mailed]);
  });

  it("reads the alerts a page at a time, each member once, and a rerun of the event creates nothing twice", async () => {
    const firm = await actingCompany();
    const token = `tok${randomUUID().slice(0, 8)}`;
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => memberWithAlerts({ q: token })));
    const { id, eventId } = await publishAndDeliver(firm.ctx, offer({ title: `Rigger ${token}` }));
    const pages: string[][] = [];
    for await (const page of jobAlertRecipientPages({ db: testDb(), now: () => new Date() }, id, 2)) pages.push(page);
    // Alerts of other tests may match too: the pages are checked for size, repeats and our members.
    const all = pages.flat();
    expect(pages.every((page) => page.length > 0 && page.length <= 2)).toBe(true);
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((userId) => members.includes(userId)).toSorted()).toEqual(members.toSorted());
    await testDb().update(outbox).set({ processedAt: null, attempts: 0 }).where(eq(outbox.id, eventId));
    await drainEvents([eventId], new Date(Date.now() + 60_000));
    expect(Object.values(await toldBy(eventId, members))).toEqual(Array(5).fill([ALERT_TITLE]));
  });
});
