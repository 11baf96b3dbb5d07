import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { RefusalNote, type RefusalReason } from "./refusal-note";

/** Whether the viewer may write to someone now, as the composer would decide it (composerState). */
export type ContactOption = { allowed: true } | { allowed: false; reason: RefusalReason; blockedByMe: boolean };

/**
 * 'Enviar mensaje' to a profile, shown only when the send rules let the viewer write now; otherwise
 * the rule that stops them (no first message to a company, today's limit, a block), never a button
 * that leads nowhere.
 */
export function MessageLink({
  counterpartId,
  name,
  messagesPath,
  option,
}: {
  counterpartId: string;
  name: string;
  messagesPath: string;
  option: ContactOption;
}) {
  const { t } = useTranslation("members");
  if (option.allowed) {
    return (
      <Link
        to={`${messagesPath}?con=${encodeURIComponent(counterpartId)}`}
        className="inline-flex items-center gap-2 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Icon name="mail" aria-hidden="true" size={16} />
        {t("moderation.sendMessage")}
      </Link>
    );
  }
  if (option.reason === "blocked" && option.blockedByMe) return <p className="text-sm text-slate-700">{t("moderation.youBlocked")}</p>;
  return (
    <div className="w-full">
      <RefusalNote reason={option.reason} name={name} />
    </div>
  );
}
