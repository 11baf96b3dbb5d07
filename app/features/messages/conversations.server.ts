import { and, eq, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { messages } from "~/db/schema/messages";
import { notHidden } from "~/features/moderation/public.server";
import { avatarUrl, logoUrl } from "~/features/profiles/public";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText } from "~/lib/i18n/stored-text";
import type { TFunction } from "~/lib/i18n/translator";
import { pageNumber, pagePosition } from "~/lib/paging";
import { FORMER_MEMBER_NAME, isFormerMember, WEBSITE_FORM_NAME } from "~/lib/vocabulary/display-name";
import { counterpartName, WEBSITE_FORM_SENDER_ID } from "./counterpart-name";
import { filesOfMessages } from "./message-file-links.server";
import type { MessageFileView } from "./message-file-view";
import { CONVERSATIONS_PAGE_SIZE, THREAD_PAGE_SIZE } from "./page-sizes";
import { messagesPolicy } from "./policy";

const PREVIEW_CHARS = 140;

/** The other party of a conversation as the screens show them. */
export type Counterpart = { id: string; name: string; kind: "company" | "individual" | "websiteForm" | "formerMember"; imageUrl: string | null };

export type ConversationSummary = {
  counterpart: Counterpart;
  lastSubject: string;
  lastPreview: string;
  lastAt: string;
  lastFromMe: boolean;
  unread: number;
};
export type ConversationPage = { conversations: ConversationSummary[]; count: number; page: number; hasMore: boolean };

export type ThreadMessage = { id: number; fromMe: boolean; subject: string; content: string; createdAt: string; isRead: boolean; files: MessageFileView[] };
/** A thread, oldest first; `olderThan` is the id to ask for the previous page with, null at the beginning. */
export type Thread = { counterpart: Counterpart; messages: ThreadMessage[]; olderThan: number | null };

type ProfileColumns = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  profile_image_path: string | null;
  company_name: string | null;
  logo_path: string | null;
  company: boolean;
};

const profileColumns = sql`up.first_name, up.last_name, up.email, up.profile_image_path, cp.company_name, cp.logo_path, cp.id is not null as company`;

/** A page of the member's conversations (one row per other person, the latest first) with the exact number of them. */
const CONVERSATIONS = rawQuery(
  "messages.conversations",
  (me: string, page: number) =>
    sql<
      ProfileColumns & {
        other: string;
        unread: number | string;
        total: number | string;
        subject: string;
        content: string;
        created_at: Date | string;
        from_me: boolean;
      }
    >`with mine as (
          select recipient_id as other, id, created_at, false as unread from messages where sender_id = ${me} and not sender_deleted
          union all
          select sender_id, id, created_at, not is_read from messages where recipient_id = ${me} and not recipient_deleted
        ), grouped as (
          select other, max(created_at) as last_at, count(*) filter (where unread) as unread,
                 (array_agg(id order by created_at desc, id desc))[1] as last_id, count(*) over () as total
          from mine group by other
          having ${notHidden(sql`other`)}
          order by last_at desc, other
          limit ${CONVERSATIONS_PAGE_SIZE} offset ${(page - 1) * CONVERSATIONS_PAGE_SIZE}
        )
        select g.other, g.unread, g.total, m.subject, m.content, m.created_at, m.sender_id = ${me} as from_me, ${profileColumns}
        from grouped g
        join messages m on m.id = g.last_id
        left join user_profiles up on up.id = g.other
        left join company_profiles cp on cp.id = g.other
        order by g.last_at desc, g.other`,
  [["someone", 2]],
);

const CONVERSATION_COUNT = rawQuery(
  "messages.conversation-count",
  (me: string) =>
    sql<{ total: number | string }>`select count(*) as total from (
          select recipient_id from messages where sender_id = ${me} and not sender_deleted
          union
          select sender_id from messages where recipient_id = ${me} and not recipient_deleted
        ) people (other)
        where ${notHidden(sql`people.other`)}`,
  [["someone"]],
);

const COUNTERPART = rawQuery(
  "messages.counterpart",
  (id: string) =>
    sql<
      ProfileColumns & { found: boolean; visible: boolean }
    >`select ${profileColumns}, (up.id is not null or cp.id is not null) as found, ${notHidden(sql`who.id`)} as visible
        from (select ${id}::text as id) who
        left join user_profiles up on up.id = who.id
        left join company_profiles cp on cp.id = who.id`,
  [["someone"]],
);

const THREAD = rawQuery(
  "messages.thread",
  (me: string, counterpartId: string, olderThan: number | null) => {
    const before = olderThan && Number.isSafeInteger(olderThan) && olderThan > 0 ? sql`and id < ${olderThan}` : sql``;
    return sql<{
      id: number | string;
      sender_id: string;
      subject: string;
      content: string;
      created_at: Date | string;
      is_read: boolean;
    }>`select id, sender_id, subject, content, created_at, is_read from messages
        where ((sender_id = ${me} and recipient_id = ${counterpartId} and not sender_deleted)
            or (sender_id = ${counterpartId} and recipient_id = ${me} and not recipient_deleted))
          ${before}
        order by created_at desc, id desc
        limit ${THREAD_PAGE_SIZE + 1}`;
  },
  [
    ["someone", "someone-else", null],
    ["someone", "someone-else", 10],
  ],
);

function toCounterpart(t: TFunction, id: string, row: ProfileColumns): Counterpart {
  return {
    id,
    name: counterpartName(t, { firstName: row.first_name, lastName: row.last_name, email: row.email, companyName: row.company_name, company: row.company }, id),
    kind: id === WEBSITE_FORM_SENDER_ID ? "websiteForm" : isFormerMember(id) ? "formerMember" : row.company ? "company" : "individual",
    imageUrl: row.company ? logoUrl(row.logo_path, 96) : avatarUrl(row.profile_image_path, 96),
  };
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = [...flat];
  return chars.length <= PREVIEW_CHARS ? flat : `${chars.slice(0, PREVIEW_CHARS).join("").trimEnd()}…`;
}

/**
 * One page (20) of the signed-in user's conversations: one row per other person, the most recent
 * first, with the last message either side has not deleted on the user's side and the count of
 * unread messages from that person; in one query, with the exact number of conversations.
 */
export async function listConversations(ctx: Ctx, page: number): Promise<ConversationPage> {
  const me = requireActor(ctx).id;
  const current = pageNumber(page);
  const rows = await CONVERSATIONS.rows(ctx.db, me, current);
  const total = rows.length > 0 ? Number(rows[0].total) : current === 1 ? 0 : await countConversations(ctx, me);
  const { t } = serverI18n(ctx.locale);
  return {
    conversations: rows.map((row) => ({
      counterpart: toCounterpart(t, row.other, row),
      lastSubject: shownText(t, row.subject),
      lastPreview: preview(row.content),
      lastAt: new Date(row.created_at).toISOString(),
      lastFromMe: row.from_me,
      unread: Number(row.unread),
    })),
    count: total,
    page: current,
    hasMore: pagePosition(total, current, CONVERSATIONS_PAGE_SIZE).hasMore,
  };
}

async function countConversations(ctx: Ctx, me: string): Promise<number> {
  const [row] = await CONVERSATION_COUNT.rows(ctx.db, me);
  return Number(row?.total ?? 0);
}

/** Who an account is, for a conversation with it; 404 when it has no profile or is suspended (an admin still sees a suspended one). */
export async function counterpartProfile(ctx: Ctx, id: string): Promise<Counterpart> {
  const actor = requireActor(ctx);
  const { t } = serverI18n(ctx.locale);
  if (id === WEBSITE_FORM_SENDER_ID) return { id, name: shownText(t, WEBSITE_FORM_NAME), kind: "websiteForm", imageUrl: null };
  if (isFormerMember(id)) return { id, name: shownText(t, FORMER_MEMBER_NAME), kind: "formerMember", imageUrl: null };
  const [row] = await COUNTERPART.rows(ctx.db, id);
  if (!row?.found || (!row.visible && !messagesPolicy.can(actor, "seeSuspendedCounterpart"))) throw new AppError("MESSAGE_RECIPIENT_NOT_FOUND", 404);
  return toCounterpart(t, id, row);
}

/**
 * The signed-in user's thread with one person, 50 at a time, oldest first: both sides' messages
 * except those the user deleted on their side, each with its files (one more query for the page). `olderThan` pages back from a message id.
 */
export async function conversationThread(ctx: Ctx, counterpartId: string, olderThan?: number | null): Promise<Thread> {
  const me = requireActor(ctx).id;
  const counterpart = await counterpartProfile(ctx, counterpartId);
  const rows = await THREAD.rows(ctx.db, me, counterpartId, olderThan ?? null);
  const oldestFirst = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  const files = await filesOfMessages(
    ctx.db,
    oldestFirst.map((row) => Number(row.id)),
  );
  const { t } = serverI18n(ctx.locale);
  return {
    counterpart,
    messages: oldestFirst.map((row) => ({
      id: Number(row.id),
      fromMe: row.sender_id === me,
      subject: shownText(t, row.subject),
      content: row.content,
      createdAt: new Date(row.created_at).toISOString(),
      isRead: row.is_read,
      files: files.get(Number(row.id)) ?? [],
    })),
    olderThan: rows.length > THREAD_PAGE_SIZE ? Number(oldestFirst[0].id) : null,
  };
}

/** Marks read every unread message this person sent the signed-in user (only the recipient's own); returns how many changed. */
export async function markConversationRead(ctx: Ctx, counterpartId: string): Promise<number> {
  const me = requireActor(ctx).id;
  const changed = await ctx.db
    .update(messages)
    .set({ isRead: true, readAt: ctx.now() })
    .where(and(eq(messages.recipientId, me), eq(messages.senderId, counterpartId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return changed.length;
}
