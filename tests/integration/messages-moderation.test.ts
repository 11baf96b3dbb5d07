import { describe, expect, it } from "vitest";
import { accountSuspensions } from "~/db/schema/moderation";
import { composerState } from "~/features/messages/composer.server";
import { conversationThread, listConversations } from "~/features/messages/conversations.server";
import { listMessages, sendMessage, unreadMessageCount } from "~/features/messages/messages.server";
import { block, unblock } from "~/features/moderation/blocks.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

async function person(options: { isAdmin?: boolean } = {}) {
  const { userId } = await createIndividual({ ...options });
  return { userId, ctx: await actingAs(userId) };
}

const text = (recipientId: string) => ({ recipientId, subject: "Gira", content: "¿Vienes al montaje?" });

describe("messages across a block (issue 10 §5b)", () => {
  it("tells both sides in the composer before anything is sent, shows the blocker their own block, and lifts it on unblock", async () => {
    const ana = await person();
    const beto = await person();
    await sendMessage(beto.ctx, text(ana.userId));
    await block(ana.ctx, beto.userId);
    expect(await composerState(ana.ctx, beto.userId)).toMatchObject({ allowed: false, reason: "blocked", blockedByMe: true });
    expect(await composerState(beto.ctx, ana.userId)).toMatchObject({ allowed: false, reason: "blocked", blockedByMe: false });
    expect(await refusalOf(sendMessage(ana.ctx, text(beto.userId)))).toMatchObject({ key: "MESSAGE_BLOCKED", status: 403 });
    await unblock(ana.ctx, beto.userId);
    expect(await composerState(ana.ctx, beto.userId)).toMatchObject({ allowed: true, blockedByMe: false });
    expect(await refusalOf(sendMessage(ana.ctx, text(beto.userId)))).toBe("OK");
  });
});

describe("messages of a suspended account (issue 10 §5b)", () => {
  it("disappear from the lists, the counts and the thread of everyone but an admin, and nobody can write to it", async () => {
    const ana = await person();
    const spammer = await person();
    const admin = await person({ isAdmin: true });
    await sendMessage(spammer.ctx, text(ana.userId));
    await sendMessage(spammer.ctx, text(admin.userId));
    expect(await unreadMessageCount(ana.ctx)).toBe(1);
    await testDb().insert(accountSuspensions).values({ userId: spammer.userId });

    expect(await unreadMessageCount(ana.ctx)).toBe(0);
    expect((await listMessages(ana.ctx, "inbox", 1)).count).toBe(0);
    expect((await listConversations(ana.ctx, 1)).count).toBe(0);
    expect(await refusalOf(conversationThread(ana.ctx, spammer.userId))).toMatchObject({ status: 404 });
    expect(await refusalOf(sendMessage(ana.ctx, text(spammer.userId)))).toMatchObject({ status: 404 });
    expect((await conversationThread(admin.ctx, spammer.userId)).messages).toHaveLength(1);
  });
});
