import type { Ctx } from "~/lib/context.server";
import { accountIdsByEmail, type ImportedMessage, importMessages } from "~/shell/bulk-import.server";
import { type DemoConversation, demoConversations } from "../content/demo-conversations";
import { DEMO_LOGINS } from "../content/demo-logins";
import { demoCompanies } from "../content/demo-people";

const HOUR = 60 * 60 * 1000;
/** How long after arriving a message that was read was read (at most half the time to the next one). */
const READ_AFTER = 40 * 60 * 1000;

function rows(conversation: DemoConversation, ids: [string, string], now: number, companyEmails: ReadonlySet<string>): ImportedMessage[] {
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
 * Seeds the demo conversations (imported as past messages, with the rules of sending: a
 * company writes first to an individual, replies alternate) whose two accounts both exist and at
 * least one of which is among `created`, so seeding again adds nothing. Returns the messages added.
 */
export async function seedDemoMessages(ctx: Pick<Ctx, "db">, created: ReadonlySet<string>, now = Date.now()): Promise<number> {
  const conversations = demoConversations().filter((conversation) => created.has(conversation.from) || created.has(conversation.to));
  if (conversations.length === 0) return 0;
  const emails = [...new Set(conversations.flatMap((conversation) => [conversation.from, conversation.to]))];
  const ids = await accountIdsByEmail(ctx, emails);
  const companyEmails = new Set([DEMO_LOGINS.company, ...demoCompanies().map((company) => company.email)]);
  const values = conversations.flatMap((conversation) => {
    const from = ids.get(conversation.from);
    const to = ids.get(conversation.to);
    return from && to ? rows(conversation, [from, to], now, companyEmails) : [];
  });
  return importMessages(ctx, values);
}
