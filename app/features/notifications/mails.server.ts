import { renderMail } from "~/lib/mail/layout.server";
import type { MailRenderer } from "~/lib/mail/templates.server";

/** A digest item may carry a one-click link that stops that kind of notice (a saved search's alerts). */
type DigestItem = { title: string; message: string; stopUrl?: string };
type DigestMail = { items: DigestItem[]; total: number; url: string; preferencesUrl: string; unsubscribeUrl: string };

/** The notifications feature's mail: the digest of unread notifications, with one-click unsubscribe. */
export const notificationMails = {
  "notification-digest": ((template, { t, frame }) => ({
    ...renderMail({
      ...frame,
      subject: t("mail:digest.subject", { count: template.total }),
      paragraphs: [
        t("mail:digest.intro"),
        ...template.items.flatMap((item) => [
          t("mail:digest.item", { title: item.title, message: item.message }),
          ...(item.stopUrl ? [t("mail:digest.itemStop", { url: item.stopUrl })] : []),
        ]),
        ...(template.total > template.items.length ? [t("mail:digest.more", { count: template.total - template.items.length })] : []),
        t("mail:digest.preferences", { url: template.preferencesUrl }),
        t("mail:digest.unsubscribe", { url: template.unsubscribeUrl }),
      ],
      action: { label: t("mail:digest.action"), url: template.url },
    }),
    headers: { "List-Unsubscribe": `<${template.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  })) satisfies MailRenderer<DigestMail>,
};
