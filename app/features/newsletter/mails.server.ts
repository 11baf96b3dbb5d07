import { renderMail } from "~/lib/mail/layout.server";
import type { MailRenderer } from "~/lib/mail/templates.server";

/** The newsletter's mail: the subscription's confirmation link, with one-click unsubscribe. */
export const newsletterMails = {
  "newsletter-confirm": ((template, { t, frame }) => ({
    ...renderMail({
      ...frame,
      subject: t("mail:newsletter.subject"),
      paragraphs: [t("mail:newsletter.body"), t("mail:newsletter.ignore"), t("mail:newsletter.unsubscribe", { url: template.unsubscribeUrl })],
      action: { label: t("mail:newsletter.action"), url: template.confirmUrl },
    }),
    headers: { "List-Unsubscribe": `<${template.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  })) satisfies MailRenderer<{ confirmUrl: string; unsubscribeUrl: string }>,
};
