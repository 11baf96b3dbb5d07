import { Link } from "~/components/ui/link";
import { LocalTime } from "~/components/ui/local-time";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { useTranslation } from "~/lib/i18n/react";
import { pageCount } from "~/lib/paging";
import type { ConversationPage } from "../conversations.server";
import { CONVERSATIONS_PAGE_SIZE } from "../page-sizes";
import { CounterpartAvatar } from "./counterpart-avatar";

/** One row per person the user writes with: the last message, when, and an unread badge; the open one is marked. */
export function ConversationList({
  page,
  activeId,
  linkTo,
}: {
  page: ConversationPage;
  activeId: string | null;
  linkTo: (params: Record<string, string>) => string;
}) {
  const { t, i18n } = useTranslation("members");
  if (page.conversations.length === 0)
    return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t("messages.noConversations")}</p>;
  const pages = pageCount(page.count, CONVERSATIONS_PAGE_SIZE);
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {page.conversations.map((conversation) => {
          const { counterpart } = conversation;
          const active = counterpart.id === activeId;
          return (
            <li key={counterpart.id}>
              <Link
                to={linkTo({ con: counterpart.id })}
                aria-current={active ? "true" : undefined}
                data-testid="conversation"
                className={`flex gap-3 px-3 py-3 hover:bg-slate-50 ${active ? "bg-brand-50" : ""}`}
              >
                <CounterpartAvatar counterpart={counterpart} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate ${conversation.unread > 0 ? "font-bold" : "font-semibold"}`}>{counterpart.name}</span>
                    <LocalTime iso={conversation.lastAt} locale={i18n.language} className="shrink-0 text-xs text-slate-600" />
                  </span>
                  <span className="block truncate text-sm text-slate-800">{conversation.lastSubject}</span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-slate-600">
                      {conversation.lastFromMe ? `${t("messages.you")}: ` : ""}
                      {conversation.lastPreview}
                    </span>
                    {conversation.unread > 0 ? (
                      <span className="shrink-0 rounded-full bg-red-600 px-2 text-xs font-bold leading-5 text-white">
                        {conversation.unread}
                        <span className="sr-only"> {t("messages.unreadCount", { count: conversation.unread })}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page.page}
        pages={pages}
        linkTo={(target) => linkTo(target > 1 ? { pagina: String(target) } : {})}
        labels={pagerLabels(t, "messages", page.page, pages)}
      />
    </>
  );
}
