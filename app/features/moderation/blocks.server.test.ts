import { and, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFollows } from "~/db/schema/follows";
import { userBlocks } from "~/db/schema/moderation";
import { actingAs, testContext } from "../../../tests/context";
import { companyRow, createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { BLOCKS_PAGE_SIZE, block, blockStatus, changeBlock, isBlockedBetween, listBlocked, unblock } from "./blocks.server";

async function member() {
  const { userId } = await createIndividual({ verified: false });
  return { userId, ctx: await actingAs(userId) };
}

async function blockRows(blockerId: string) {
  return testDb().select().from(userBlocks).where(eq(userBlocks.blockerId, blockerId));
}

describe("blocking (issue 10 §5b)", () => {
  it("refuses a visitor (401), oneself (400) and an unknown account (404), and blocks nothing", async () => {
    const ana = await member();
    expect(await refusalOf(block(testContext(), ana.userId))).toMatchObject({ status: 401, key: "LOGIN_REQUIRED" });
    expect(await refusalOf(block(ana.ctx, ana.userId))).toEqual({ key: "BLOCK_SELF", status: 400, message: "No puedes bloquearte a ti mismo." });
    expect(await refusalOf(block(ana.ctx, "no-such-user"))).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
    expect(await refusalOf(block(ana.ctx, "x".repeat(101)))).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
    expect(await blockRows(ana.userId)).toEqual([]);
  });

  it("blocks a person or a company; either side then sees the block, and the state is told to each", async () => {
    const ana = await member();
    const beto = await member();
    const company = await createCompany({ verified: false });
    expect(await block(ana.ctx, beto.userId)).toEqual({ blocked: true });
    expect(await block(ana.ctx, company.userId)).toEqual({ blocked: true });
    expect(await isBlockedBetween(testDb(), ana.userId, beto.userId)).toBe(true);
    expect(await isBlockedBetween(beto.ctx, beto.userId, ana.userId)).toBe(true);
    expect(await blockStatus(ana.ctx, beto.userId)).toEqual({ blockedByMe: true, blockedMe: false });
    expect(await blockStatus(beto.ctx, ana.userId)).toEqual({ blockedByMe: false, blockedMe: true });
    expect(await blockStatus(testContext(), beto.userId)).toEqual({ blockedByMe: false, blockedMe: false });
  });

  it("ends the follows between the two, both ways, and no one else's", async () => {
    const ana = await member();
    const beto = await member();
    const caro = await member();
    await testDb()
      .insert(userFollows)
      .values([
        { followerId: ana.userId, followingId: beto.userId, followingType: "technician" },
        { followerId: beto.userId, followingId: ana.userId, followingType: "technician" },
        { followerId: caro.userId, followingId: beto.userId, followingType: "technician" },
      ]);
    await block(ana.ctx, beto.userId);
    const left = await testDb()
      .select({ follower: userFollows.followerId, following: userFollows.followingId })
      .from(userFollows)
      .where(or(eq(userFollows.followerId, ana.userId), eq(userFollows.followingId, ana.userId), eq(userFollows.followingId, beto.userId)));
    expect(left).toEqual([{ follower: caro.userId, following: beto.userId }]);
  });

  it("blocking twice, even at once, keeps one block", async () => {
    const ana = await member();
    const beto = await member();
    await Promise.all([block(ana.ctx, beto.userId), block(ana.ctx, beto.userId), block(ana.ctx, beto.userId)]);
    await block(ana.ctx, beto.userId);
    expect(await blockRows(ana.userId)).toHaveLength(1);
  });

  it("only the blocker unblocks: the blocked member and a third member cannot lift it", async () => {
    const ana = await member();
    const beto = await member();
    const caro = await member();
    await block(ana.ctx, beto.userId);
    expect(await unblock(beto.ctx, ana.userId)).toEqual({ blocked: false });
    expect(await unblock(caro.ctx, beto.userId)).toEqual({ blocked: false });
    expect(await changeBlock(caro.ctx, { intent: "unblock", userId: beto.userId })).toEqual({ blocked: false });
    expect(await isBlockedBetween(testDb(), ana.userId, beto.userId)).toBe(true);
    expect(await refusalOf(unblock(testContext(), beto.userId))).toMatchObject({ status: 401 });
    expect(await unblock(ana.ctx, beto.userId)).toEqual({ blocked: false });
    expect(await isBlockedBetween(testDb(), ana.userId, beto.userId)).toBe(false);
    expect(await unblock(ana.ctx, beto.userId)).toEqual({ blocked: false });
  });

  it("the button's form: block, unblock, and anything else is a 400", async () => {
    const ana = await member();
    const beto = await member();
    expect(await changeBlock(ana.ctx, { intent: "block", userId: beto.userId })).toEqual({ blocked: true });
    expect(await changeBlock(ana.ctx, { intent: "unblock", userId: beto.userId })).toEqual({ blocked: false });
    expect(await refusalOf(changeBlock(ana.ctx, { intent: "mute", userId: beto.userId }))).toMatchObject({ key: "BAD_REQUEST", status: 400 });
    expect(await refusalOf(changeBlock(testContext(), { intent: "block", userId: beto.userId }))).toMatchObject({ status: 401 });
  });

  it("lists the member's own blocks newest first, 20 a page, with names and the exact total", async () => {
    const ana = await member();
    const company = await createCompany({ verified: false });
    const people = await Promise.all(Array.from({ length: BLOCKS_PAGE_SIZE + 1 }, () => member()));
    const start = Date.now();
    for (const [index, person] of people.entries()) await block({ ...ana.ctx, now: () => new Date(start + index * 1000) }, person.userId);
    await block({ ...ana.ctx, now: () => new Date(start + 60_000) }, company.userId);
    const first = await listBlocked(ana.ctx, 1);
    expect(first.total).toBe(BLOCKS_PAGE_SIZE + 2);
    expect(first.pages).toBe(2);
    expect(first.items).toHaveLength(BLOCKS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ id: company.userId, kind: "company", name: (await companyRow(company.userId)).companyName });
    expect(first.items[1]).toMatchObject({ id: people.at(-1)?.userId, kind: "individual", name: "Ana Prueba" });
    const second = await listBlocked(ana.ctx, 2);
    expect(second.items.map((item) => item.id)).toEqual([people[1].userId, people[0].userId]);
    const others = await listBlocked(people[0].ctx, 1);
    expect(others).toMatchObject({ total: 0, items: [], pages: 1 });
    expect(await refusalOf(listBlocked(testContext(), 1))).toMatchObject({ status: 401 });
  });

  it("keeps the pair unique and never oneself in the database itself", async () => {
    const ana = await member();
    await expect(testDb().insert(userBlocks).values({ blockerId: ana.userId, blockedId: ana.userId })).rejects.toThrow();
    expect(
      await testDb()
        .select()
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, ana.userId), eq(userBlocks.blockedId, ana.userId))),
    ).toEqual([]);
  });
});
