import { renderMail } from "~/lib/mail/layout.server";
import type { MailRenderer } from "~/lib/mail/templates.server";

/** The accounts feature's mails: the verification link, the password reset, and the security notices (password changed or reset, two-factor on or off). */
export const accountMails = {
  "verify-email": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("mail:verify.subject"),
      paragraphs: [t("mail:verify.body"), t("mail:verify.expiry")],
      action: { label: t("mail:verify.action"), url: template.url },
    })) satisfies MailRenderer<{ url: string }>,
  "password-reset": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("mail:reset.subject"),
      paragraphs: [t("mail:reset.body"), t("mail:reset.ignore")],
      action: { label: t("mail:reset.action"), url: template.url },
    })) satisfies MailRenderer<{ url: string }>,
  "password-changed": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("mail:passwordChanged.subject"),
      paragraphs: [t("mail:passwordChanged.body"), t("mail:passwordChanged.warning")],
      action: { label: t("mail:passwordChanged.action"), url: template.securityUrl },
    })) satisfies MailRenderer<{ securityUrl: string }>,
  "password-reset-done": ((template, { t, frame }) =>
    renderMail({
      ...frame,
      subject: t("mail:passwordReset.subject"),
      paragraphs: [t("mail:passwordReset.body"), t("mail:passwordChanged.warning")],
      action: { label: t("mail:passwordChanged.action"), url: template.securityUrl },
    })) satisfies MailRenderer<{ securityUrl: string }>,
  "two-factor-changed": ((template, { t, frame }) => {
    const key = template.enabled ? "twoFactorOn" : "twoFactorOff";
    return renderMail({
      ...frame,
      subject: t(`mail:${key}.subject`),
      paragraphs: [t(`mail:${key}.body`), t("mail:passwordChanged.warning")],
      action: { label: t("mail:passwordChanged.action"), url: template.securityUrl },
    });
  }) satisfies MailRenderer<{ enabled: boolean; securityUrl: string }>,
};
