import { Link } from "~/components/ui/link";
import { LocalTime } from "~/components/ui/local-time";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { useTranslation } from "~/lib/i18n/react";
import { pageCount } from "~/lib/paging";
import type { MessageView } from "../message-views";
import type { MessagePage } from "../messages.server";
import { MESSAGES_PAGE_SIZE } from "../page-sizes";
import { DeleteMessageButton } from "./delete-message-button";

/** The received or sent messages, 20 a page, newest first: who, subject, the start of the text, when; each opens its conversation or is deleted. */
export function MessageBox({
  box,
  page,
  view,
  linkTo,
}: {
  box: "inbox" | "sent";
  page: MessagePage;
  view: MessageView;
  linkTo: (params: Record<string, string>) => string;
}) {
  const { t, i18n } = useTranslation("members");
  if (page.messages.length === 0)
    return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t(`messages.empty.${box}`)}</p>;
  const pages = pageCount(page.count, MESSAGES_PAGE_SIZE);
  return (
    <>
      <p className="mb-2 text-sm text-slate-700">{t("messages.total", { count: page.count })}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {page.messages.map((message) => {
          const unread = box === "inbox" && !message.isRead;
          return (
            <li key={message.id} className={`flex items-start gap-2 px-3 py-3 ${unread ? "bg-brand-50" : ""}`} data-testid="box-message">
              <Link to={linkTo({ con: message.counterpartId })} className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${unread ? "font-bold" : "font-semibold"}`}>
                    {unread ? <span className="sr-only">{t("messages.unread")}: </span> : null}
                    {box === "sent" ? t("messages.to", { name: message.counterpartName }) : message.counterpartName}
                  </span>
                  <LocalTime iso={message.createdAt} locale={i18n.language} className="shrink-0 text-xs text-slate-600" />
                </span>
                <span className="block truncate text-sm text-slate-800">{message.subject}</span>
                <span className="block truncate text-sm text-slate-600">{message.content}</span>
              </Link>
              <DeleteMessageButton id={message.id} />
            </li>
          );
        })}
      </ul>
      <Pager
        page={page.page}
        pages={pages}
        linkTo={(target) => linkTo({ vista: view, ...(target > 1 ? { pagina: String(target) } : {}) })}
        labels={pagerLabels(t, "messages", page.page, pages)}
      />
    </>
  );
}
