import { renderMail } from "~/lib/mail/layout.server";
import type { MailRenderer } from "~/lib/mail/templates.server";

/** The moderation feature's mails: an account suspended (with the appeal link), reinstated, or its appeal upheld, each with the reason. */
export const moderationMails = {
  "account-suspended": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("mail:suspended.subject"),
      paragraphs: [t("mail:suspended.body"), t("mail:reasonIs", { reason: template.reason }), t("mail:suspended.appeal")],
      action: { label: t("mail:suspended.action"), url: template.appealUrl },
    })) satisfies MailRenderer<{ reason: string; appealUrl: string }>,
  "account-reinstated": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("mail:reinstated.subject"),
      paragraphs: [t("mail:reinstated.body"), t("mail:reasonIs", { reason: template.reason })],
      action: { label: t("mail:reinstated.action"), url: template.loginUrl },
    })) satisfies MailRenderer<{ reason: string; loginUrl: string }>,
  "appeal-upheld": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("mail:appealUpheld.subject"),
      paragraphs: [t("mail:appealUpheld.body"), t("mail:reasonIs", { reason: template.reason }), t("mail:appealUpheld.help")],
    })) satisfies MailRenderer<{ reason: string }>,
};
