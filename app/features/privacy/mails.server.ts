import { renderMail } from "~/lib/mail/layout.server";
import { type MailRenderer, mailDate } from "~/lib/mail/templates.server";

/** The privacy centre's mails: a data copy ready (until when), a privacy request answered, an account's deletion scheduled. */
export const privacyMails = {
  "privacy-export-ready": ((template, { t, frame, locale }) =>
    renderMail({
      ...frame,
      subject: t("privacy:mail.exportReady.subject"),
      paragraphs: [t("privacy:mail.exportReady.body"), t("privacy:mail.exportReady.expiry", { date: mailDate(template.expiresAt, locale) })],
      action: { label: t("privacy:mail.exportReady.action"), url: template.url },
    })) satisfies MailRenderer<{ url: string; expiresAt: string }>,
  "privacy-request-answered": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("privacy:mail.requestAnswered.subject", { kind: t(`privacy:requests.kindSubject.${template.kind}`) }),
      paragraphs: [t("privacy:mail.requestAnswered.body"), template.answer],
      action: { label: t("privacy:mail.requestAnswered.action"), url: template.url },
    })) satisfies MailRenderer<{ kind: string; answer: string; url: string }>,
  "account-deletion-scheduled": ((template, { t, frame, locale }) =>
    renderMail({
      ...frame,
      subject: t("privacy:mail.deletionScheduled.subject"),
      paragraphs: [
        t("privacy:mail.deletionScheduled.body", { date: mailDate(template.deleteAfter, locale) }),
        t("privacy:mail.deletionScheduled.cancel"),
        t("privacy:mail.deletionScheduled.notYou"),
      ],
      action: { label: t("privacy:mail.deletionScheduled.action"), url: template.url },
    })) satisfies MailRenderer<{ deleteAfter: string; url: string }>,
};
