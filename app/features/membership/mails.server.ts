import type { MembershipLevel } from "~/lib/actor";
import { renderMail } from "~/lib/mail/layout.server";
import type { MailRenderer } from "~/lib/mail/templates.server";

type LevelDecisionMail = { outcome: "approved" | "refused" | "changed"; level: MembershipLevel; url: string };

/** The membership feature's mail: the member's level decided (approved, refused, or changed by an admin). */
export const membershipMails = {
  "level-decision": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t(`mail:level.${template.outcome}.subject`),
      paragraphs: [template.outcome === "refused" ? t("mail:level.refused.body") : t(`mail:level.body.${template.level}`), t("mail:level.howTo")],
      action: { label: t("mail:level.action"), url: template.url },
    })) satisfies MailRenderer<LevelDecisionMail>,
};
