import type { CardProfile } from "~/features/profiles/public";
import { searchPeople } from "~/features/profiles/public.server";
import { type Ctx, requireActor } from "~/lib/context.server";
import { pageParam } from "~/lib/paging";
import { searchText } from "~/lib/text";
import { type ComposerState, composerState, newMessageQuota } from "./composer.server";
import { type ConversationPage, conversationThread, listConversations, markConversationRead, type Thread } from "./conversations.server";
import { MESSAGE_VIEWS, type MessageView } from "./message-views";
import { listMessages, type MessagePage, unreadMessageCount } from "./messages.server";

const SUBJECT_MAX = 200;

/** What the messages page was asked for by its URL. */
export type MessagesQuery = {
  view: MessageView;
  page: number;
  counterpartId: string | null;
  olderThan: number | null;
  composing: boolean;
  term: string;
  /** A subject the link that opened the conversation suggests (e.g. an application's 'Contactar'). */
  subject: string;
};

export type MessagesScreen = {
  view: MessageView;
  list: { kind: "conversations"; page: ConversationPage } | { kind: "inbox" | "sent"; page: MessagePage };
  open: { thread: Thread; composer: ComposerState; markedRead: number; suggestedSubject: string } | null;
  newMessage: { term: string; results: CardProfile[]; remaining: number; quotaApplies: boolean } | null;
  unread: number;
};

/**
 * Reads the page's URL: `vista`, `pagina`, `con` (a conversation), `antes` (older messages), `asunto`
 * (a suggested subject), `nuevo` and `buscar` (a new message's recipient search).
 */
export function messagesQuery(url: URL): MessagesQuery {
  const params = url.searchParams;
  const view = MESSAGE_VIEWS.find((known) => known === params.get("vista")) ?? "conversaciones";
  const page = pageParam(params);
  const counterpartId = params.get("con")?.trim().slice(0, 100) || null;
  const older = Number.parseInt(params.get("antes") ?? "", 10);
  return {
    view,
    page,
    counterpartId,
    olderThan: Number.isSafeInteger(older) && older > 0 ? older : null,
    composing: params.get("nuevo") === "1",
    term: searchText(params.get("buscar"), 100),
    subject: searchText(params.get("asunto"), SUBJECT_MAX).replace(/\s+/g, " "),
  };
}

/**
 * Everything the messages page shows for the signed-in user: the chosen list (conversations, inbox
 * or sent), the open conversation (its unread messages marked read first, then the thread and the
 * composer's rules), a new message's recipient search, and the unread count after all that.
 */
export async function messagesScreen(ctx: Ctx, query: MessagesQuery): Promise<MessagesScreen> {
  requireActor(ctx);
  let open: MessagesScreen["open"] = null;
  if (query.counterpartId) {
    const markedRead = await markConversationRead(ctx, query.counterpartId);
    const [thread, composer] = await Promise.all([conversationThread(ctx, query.counterpartId, query.olderThan), composerState(ctx, query.counterpartId)]);
    open = { thread, composer, markedRead, suggestedSubject: query.subject };
  }
  const listPromise: Promise<MessagesScreen["list"]> =
    query.view === "conversaciones"
      ? listConversations(ctx, query.page).then((page) => ({ kind: "conversations", page }))
      : listMessages(ctx, query.view === "recibidos" ? "inbox" : "sent", query.page).then((page) => ({
          kind: query.view === "recibidos" ? "inbox" : "sent",
          page,
        }));
  const newPromise = query.composing && !open ? Promise.all([searchPeople(ctx, query.term, "profile"), newMessageQuota(ctx)]) : null;
  const [list, found, unread] = await Promise.all([listPromise, newPromise, unreadMessageCount(ctx)]);
  return {
    view: query.view,
    list,
    open,
    newMessage: found ? { term: query.term, results: found[0].filter((person) => person.id !== ctx.actor?.id), ...found[1] } : null,
    unread,
  };
}
