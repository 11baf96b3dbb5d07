import type { ReactNode } from "react";
import { BlockButton, ReportButton } from "~/features/moderation/public";

export type ProfileActionsProps = {
  profileId: string;
  name: string;
  /** How the viewer may write to this profile: the messages feature's button, or why not. */
  contact: ReactNode;
  /** Whether the viewer blocked this profile (the block button then offers 'Desbloquear'). */
  blockedByMe: boolean;
  onBlockChange?: (blocked: boolean) => void;
};

/** What a signed-in member can do with someone else's profile: write to them (or read why not), block or unblock them, report the profile. */
export function ProfileActions({ profileId, name, contact, blockedByMe, onBlockChange }: ProfileActionsProps) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {contact}
      <BlockButton userId={profileId} name={name} blocked={blockedByMe} onChange={onBlockChange} />
      <ReportButton kind="profile" targetId={profileId} name={name} />
    </div>
  );
}
