import { Mail } from "lucide-react";
import { Link } from "react-router";
import { BlockButton, ReportButton } from "~/features/moderation/public";
import { useTranslation } from "~/lib/i18n/react";

export type ProfileActionsProps = {
  profileId: string;
  name: string;
  /** Companies write from their own area (/company/messages), everyone else from /messages. */
  viewerIsCompany: boolean;
  /** Whether the viewer blocked this profile: then there is nothing to write, only 'Desbloquear'. */
  blockedByMe: boolean;
  onBlockChange?: (blocked: boolean) => void;
};

/** What a signed-in member can do with someone else's profile: write to them, block or unblock them, report the profile. */
export function ProfileActions({ profileId, name, viewerIsCompany, blockedByMe, onBlockChange }: ProfileActionsProps) {
  const { t } = useTranslation("members");
  const messages = `${viewerIsCompany ? "/company/messages" : "/messages"}?con=${encodeURIComponent(profileId)}`;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {blockedByMe ? (
        <p className="text-sm text-slate-700">{t("moderation.youBlocked")}</p>
      ) : (
        <Link
          to={messages}
          className="inline-flex items-center gap-2 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Mail aria-hidden="true" size={16} />
          {t("moderation.sendMessage")}
        </Link>
      )}
      <BlockButton userId={profileId} name={name} blocked={blockedByMe} onChange={onBlockChange} />
      <ReportButton kind="profile" targetId={profileId} name={name} />
    </div>
  );
}
