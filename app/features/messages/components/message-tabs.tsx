import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { MESSAGE_VIEWS, type MessageView } from "../message-views";

/** The three lists of the messages page (conversations, received, sent) as links; the current one is marked for screen readers. */
export function MessageTabs({ view, linkTo }: { view: MessageView; linkTo: (params: Record<string, string>) => string }) {
  const { t } = useTranslation("members");
  return (
    <nav aria-label={t("messages.viewsLabel")} className="mb-3 flex gap-1 rounded-lg bg-slate-100 p-1">
      {MESSAGE_VIEWS.map((target) => (
        <Link
          key={target}
          to={linkTo(target === "conversaciones" ? {} : { vista: target })}
          aria-current={target === view ? "page" : undefined}
          className={`flex-1 rounded-md px-2 py-1.5 text-center text-sm font-medium ${target === view ? "bg-white text-ink shadow-sm" : "text-slate-700 hover:text-ink"}`}
        >
          {t(`messages.views.${target}`)}
        </Link>
      ))}
    </nav>
  );
}
