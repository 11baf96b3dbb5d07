import { inArray } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { messages } from "~/db/schema/messages";
import type { Ctx } from "~/lib/context.server";
import { type DemoConversation, demoConversations } from "./demo-conversations";
import { DEMO_LOGINS } from "./demo-logins";
import { demoCompanies } from "./demo-people";

const HOUR = 60 * 60 * 1000;
/** How long after arriving a message that was read was read (at most half the time to the next one). */
const READ_AFTER = 40 * 60 * 1000;

function rows(conversation: DemoConversation, ids: [string, string], now: number, companyEmails: ReadonlySet<string>): (typeof messages.$inferInsert)[] {
  const times = conversation.messages.map((message) => now - message.hoursAgo * HOUR);
  return conversation.messages.map((message, index) => {
    const createdAt = times[index];
    const last = index === times.length - 1;
    const isRead = !(last && conversation.lastUnread);
    const readAt = createdAt + Math.min(READ_AFTER, ((last ? now : times[index + 1]) - createdAt) / 2);
    return {
      senderId: ids[index % 2],
      recipientId: ids[(index + 1) % 2],
      subject: index === 0 ? conversation.subject : `Re: ${conversation.subject}`,
      content: message.text,
      isRead,
      readAt: isRead ? new Date(readAt) : null,
      createdAt: new Date(createdAt),
      // Every later message answers one that came first; a company has no quota to count against.
      countsTowardQuota: index === 0 && !companyEmails.has(conversation.from),
    };
  });
}

/**
 * Seeds the demo conversations (written straight into messages, with the rules of sending: a
 * company writes first to an individual, replies alternate) whose two accounts both exist and at
 * least one of which is among `created`, so seeding again adds nothing. Returns the messages added.
 */
export async function seedDemoMessages(ctx: Pick<Ctx, "db">, created: ReadonlySet<string>, now = Date.now()): Promise<number> {
  const conversations = demoConversations().filter((conversation) => created.has(conversation.from) || created.has(conversation.to));
  if (conversations.length === 0) return 0;
  const emails = [...new Set(conversations.flatMap((conversation) => [conversation.from, conversation.to]))];
  const accounts = await ctx.db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails));
  const ids = new Map(accounts.map((account) => [account.email, account.id]));
  const companyEmails = new Set([DEMO_LOGINS.company, ...demoCompanies().map((company) => company.email)]);
  const values = conversations.flatMap((conversation) => {
    const from = ids.get(conversation.from);
    const to = ids.get(conversation.to);
    return from && to ? rows(conversation, [from, to], now, companyEmails) : [];
  });
  if (values.length) await ctx.db.insert(messages).values(values);
  return values.length;
}
