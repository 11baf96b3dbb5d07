import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFollows } from "~/db/schema/follows";
import { accountSuspensions, userBlocks } from "~/db/schema/moderation";
import { outbox } from "~/db/schema/outbox";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual, crowdOfIndividuals } from "../../../tests/factories";
import { notificationsOf } from "../../../tests/notifications";
import { drainEvents } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { FOLLOW_CHANGES_PER_HOUR, FOLLOWS_PAGE_SIZE, follow, followCounts, followStatus, listFollows, unfollow } from "./follows.server";

async function member() {
  const { userId } = await createIndividual();
  return { userId, ctx: await actingAs(userId) };
}

async function followEvents(followerId: string) {
  return testDb()
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, "follow.created"), sql`${outbox.payload}->>'followerId' = ${followerId}`));
}

describe("following (spec §5 Follow)", () => {
  it("refuses a visitor with 'Usuario no autenticado' and oneself with 'No puedes seguirte a ti mismo'", async () => {
    const ana = await member();
    expect(await refusalOf(follow(testContext(), ana.userId))).toMatchObject({ status: 401, message: "Usuario no autenticado" });
    expect(await refusalOf(follow(ana.ctx, ana.userId))).toMatchObject({ status: 400, message: "No puedes seguirte a ti mismo" });
    expect(await refusalOf(unfollow(testContext(), ana.userId))).toMatchObject({ status: 401, message: "Usuario no autenticado" });
    expect((await followCounts(ana.ctx, ana.userId)).followers).toBe(0);
  });

  it("refuses an unknown profile with 404 and changes nothing", async () => {
    const ana = await member();
    expect(await refusalOf(follow(ana.ctx, "no-such-user"))).toMatchObject({ status: 404 });
    expect((await followCounts(ana.ctx, ana.userId)).following).toBe(0);
  });

  it("records technician or company as the followed type, counts both sides, and a second follow is a success that adds nothing", async () => {
    const ana = await member();
    const beto = await member();
    const company = await createCompany();
    expect(await follow(ana.ctx, beto.userId)).toEqual({ following: true, followers: 1 });
    expect(await follow(ana.ctx, beto.userId)).toEqual({ following: true, followers: 1 });
    await follow(ana.ctx, company.userId);
    const rows = await testDb().select().from(userFollows).where(eq(userFollows.followerId, ana.userId));
    expect(Object.fromEntries(rows.map((row) => [row.followingId, row.followingType]))).toEqual({ [beto.userId]: "technician", [company.userId]: "company" });
    expect(await followCounts(ana.ctx, ana.userId)).toEqual({ followers: 0, following: 2 });
    expect(await followCounts(ana.ctx, beto.userId)).toEqual({ followers: 1, following: 0 });
    expect(await followEvents(ana.userId)).toHaveLength(2);
  });

  it("holds under two follows at once: one row, one event", async () => {
    const ana = await member();
    const beto = await member();
    await Promise.all([follow(ana.ctx, beto.userId), follow(ana.ctx, beto.userId), follow(ana.ctx, beto.userId)]);
    expect((await followCounts(ana.ctx, beto.userId)).followers).toBe(1);
    expect(await followEvents(ana.userId)).toHaveLength(1);
  });

  it("unfollowing deletes the row; unfollowing again still succeeds", async () => {
    const ana = await member();
    const beto = await member();
    await follow(ana.ctx, beto.userId);
    expect(await unfollow(ana.ctx, beto.userId)).toEqual({ following: false, followers: 0 });
    expect(await unfollow(ana.ctx, beto.userId)).toEqual({ following: false, followers: 0 });
    expect(await testDb().select().from(userFollows).where(eq(userFollows.followerId, ana.userId))).toEqual([]);
  });

  it("stops a toggling script at 200 follow changes an hour with 429 and when to try again; an hour later it follows again", async () => {
    const ana = await member();
    const beto = await member();
    const start = new Date("2031-07-01T12:00:00Z");
    const at = (minutes: number) => actingAs(ana.userId, { now: () => new Date(start.getTime() + minutes * 60_000) });
    const early = await at(0);
    for (let index = 0; index < FOLLOW_CHANGES_PER_HOUR.max / 2; index++) {
      await follow(early, beto.userId);
      await unfollow(early, beto.userId);
    }
    expect(await refusalOf(follow(await at(15), beto.userId))).toMatchObject({
      status: 429,
      message: "Hiciste demasiados cambios de seguimiento en la última hora. Vuelve a intentarlo en 45 min.",
    });
    expect(await refusalOf(follow(await at(61), beto.userId))).toBe("OK");
  });

  it("tells the followed member through the notifications domain ('… comenzó a seguirte')", async () => {
    const ana = await member();
    const beto = await member();
    await follow(ana.ctx, beto.userId);
    const events = await followEvents(ana.userId);
    await drainEvents(
      events.map((event) => event.id),
      new Date(Date.now() + 60_000),
    );
    // Only follow notices: other test files may publish public news to every member of the shared database meanwhile.
    const received = await notificationsOf(beto.userId, { type: "follow" });
    expect(received.map((item) => [item.type, item.message])).toEqual([["follow", expect.stringContaining("Ana Prueba")]]);
  });
});

describe("follow status and lists (spec §7 user_follows)", () => {
  it("answers which of a list of ids the user follows, in one call; a visitor follows nobody", async () => {
    const ana = await member();
    const [beto, caro, dani] = await Promise.all([member(), member(), member()]);
    await follow(ana.ctx, beto.userId);
    await follow(ana.ctx, dani.userId);
    expect(await followStatus(ana.ctx, [beto.userId, caro.userId, dani.userId])).toEqual(new Set([beto.userId, dani.userId]));
    expect(await followStatus(testContext(), [beto.userId])).toEqual(new Set());
  });

  it("lists followers and followings newest first, 50 a page, with profile data and the exact total", async () => {
    const star = await member();
    const company = await createCompany();
    // Written straight into the tables (verified, no password to hash): 52 registrations outlast a loaded machine's test timeout.
    const fans = await Promise.all((await crowdOfIndividuals(FOLLOWS_PAGE_SIZE + 2)).map(async (userId) => ({ userId, ctx: await actingAs(userId) })));
    for (const fan of fans) await follow(fan.ctx, star.userId);
    await follow(star.ctx, company.userId);
    const first = await listFollows(star.ctx, { profileId: star.userId, direction: "followers", page: 1 });
    expect(first.total).toBe(FOLLOWS_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(FOLLOWS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({ id: fans.at(-1)?.userId, kind: "individual", name: "Multitud Prueba" });
    const second = await listFollows(star.ctx, { profileId: star.userId, direction: "followers", page: 2 });
    expect(second.items.map((item) => item.id)).toEqual([fans[1].userId, fans[0].userId]);
    expect(second.hasMore).toBe(false);
    const following = await listFollows(star.ctx, { profileId: star.userId, direction: "following", page: 1 });
    expect(following.items).toEqual([expect.objectContaining({ id: company.userId, kind: "company", headline: "Alquiler de equipos", place: "Uruguay" })]);
  });

  it("leaves suspended accounts out of lists and counts, and the accounts a viewer blocked out of that viewer's lists", async () => {
    const [star, fan, spammer, viewer] = await Promise.all([member(), member(), member(), member()]);
    for (const someone of [fan, spammer]) await follow(someone.ctx, star.userId);
    await follow(star.ctx, spammer.userId);
    await testDb().insert(accountSuspensions).values({ userId: spammer.userId });
    expect(await followCounts(star.ctx, star.userId)).toEqual({ followers: 1, following: 0 });
    const followers = await listFollows(viewer.ctx, { profileId: star.userId, direction: "followers", page: 1 });
    expect(followers).toMatchObject({ total: 1, items: [expect.objectContaining({ id: fan.userId })] });
    expect(await listFollows(viewer.ctx, { profileId: star.userId, direction: "following", page: 1 })).toMatchObject({ total: 0, items: [] });
    await testDb().insert(userBlocks).values({ blockerId: viewer.userId, blockedId: fan.userId });
    expect(await listFollows(viewer.ctx, { profileId: star.userId, direction: "followers", page: 1 })).toMatchObject({ total: 0, items: [] });
    expect((await listFollows(star.ctx, { profileId: star.userId, direction: "followers", page: 1 })).total).toBe(1);
  });
});

describe("a followed company's new offer (issue 8's hook, now with followers)", () => {
  it("reaches every follower of the company, and nobody else", async () => {
    const company = await createCompany();
    const [ana, beto, caro] = await Promise.all([member(), member(), member()]);
    await follow(ana.ctx, company.userId);
    await follow(beto.ctx, company.userId);
    const id = await enqueue(testDb(), {
      type: "job.published",
      payload: { jobId: "oferta-1", title: "Técnico de monitores", companyId: company.userId, companyName: "Sonido Sur" },
    });
    await drainEvents([id], new Date(Date.now() + 60_000));
    for (const [person, expected] of [
      [ana, 1],
      [beto, 1],
      [caro, 0],
    ] as const) {
      const rows = await notificationsOf(person.userId, { type: "job" });
      expect(rows.map((item) => [item.title, item.message])).toEqual(expected ? [["Nueva oferta de Sonido Sur", "Técnico de monitores"]] : []);
    }
  });
});
