import type { Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { type RenderedMail, renderMail } from "./layout.server";

export type MailTemplate =
  | { name: "newsletter-confirm"; confirmUrl: string; unsubscribeUrl: string }
  | { name: "verify-email"; url: string }
  | { name: "password-reset"; url: string }
  | { name: "password-changed"; securityUrl: string }
  | { name: "password-reset-done"; securityUrl: string }
  | { name: "two-factor-changed"; enabled: boolean; securityUrl: string }
  | { name: "level-decision"; outcome: "approved" | "refused" | "changed"; level: "bronze" | "silver" | "gold"; url: string }
  | { name: "site-inquiry"; companyName: string; visitorName: string; visitorEmail: string; message: string; inboxUrl: string }
  | { name: "notification-digest"; items: { title: string; message: string }[]; total: number; url: string; preferencesUrl: string; unsubscribeUrl: string };

/** Builds a template's subject, HTML and text in the given locale. */
export function buildMail(template: MailTemplate, locale: Locale): RenderedMail {
  const t = serverI18n(locale).t;
  const frame = { greeting: t("members:mail.greeting"), signature: t("members:mail.signature"), footer: t("members:mail.footer") };
  switch (template.name) {
    case "newsletter-confirm":
      return {
        ...renderMail({
          ...frame,
          subject: t("members:mail.newsletter.subject"),
          paragraphs: [
            t("members:mail.newsletter.body"),
            t("members:mail.newsletter.ignore"),
            t("members:mail.newsletter.unsubscribe", { url: template.unsubscribeUrl }),
          ],
          action: { label: t("members:mail.newsletter.action"), url: template.confirmUrl },
        }),
        headers: { "List-Unsubscribe": `<${template.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    case "notification-digest":
      return {
        ...renderMail({
          ...frame,
          subject: t("members:digest.subject", { count: template.total }),
          paragraphs: [
            t("members:digest.intro"),
            ...template.items.map((item) => t("members:digest.item", { title: item.title, message: item.message })),
            ...(template.total > template.items.length ? [t("members:digest.more", { count: template.total - template.items.length })] : []),
            t("members:digest.preferences", { url: template.preferencesUrl }),
            t("members:digest.unsubscribe", { url: template.unsubscribeUrl }),
          ],
          action: { label: t("members:digest.action"), url: template.url },
        }),
        headers: { "List-Unsubscribe": `<${template.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    case "level-decision":
      return renderMail({
        ...frame,
        subject: t(`members:mail.level.${template.outcome}.subject`),
        paragraphs: [
          template.outcome === "refused" ? t("members:mail.level.refused.body") : t(`members:mail.level.body.${template.level}`),
          t("members:mail.level.howTo"),
        ],
        action: { label: t("members:mail.level.action"), url: template.url },
      });
    case "site-inquiry":
      return {
        ...renderMail({
          ...frame,
          subject: t("members:mail.siteInquiry.subject", { name: template.visitorName }),
          paragraphs: [
            t("members:mail.siteInquiry.body", { company: template.companyName, name: template.visitorName, email: template.visitorEmail }),
            template.message,
            t("members:mail.siteInquiry.reply", { email: template.visitorEmail }),
          ],
          action: { label: t("members:mail.siteInquiry.action"), url: template.inboxUrl },
        }),
        replyTo: template.visitorEmail,
      };
    case "verify-email":
      return renderMail({
        ...frame,
        subject: t("members:mail.verify.subject"),
        paragraphs: [t("members:mail.verify.body"), t("members:mail.verify.expiry")],
        action: { label: t("members:mail.verify.action"), url: template.url },
      });
    case "password-reset":
      return renderMail({
        ...frame,
        subject: t("members:mail.reset.subject"),
        paragraphs: [t("members:mail.reset.body"), t("members:mail.reset.ignore")],
        action: { label: t("members:mail.reset.action"), url: template.url },
      });
    case "password-changed":
      return renderMail({
        ...frame,
        subject: t("members:mail.passwordChanged.subject"),
        paragraphs: [t("members:mail.passwordChanged.body"), t("members:mail.passwordChanged.warning")],
        action: { label: t("members:mail.passwordChanged.action"), url: template.securityUrl },
      });
    case "password-reset-done":
      return renderMail({
        ...frame,
        subject: t("members:mail.passwordReset.subject"),
        paragraphs: [t("members:mail.passwordReset.body"), t("members:mail.passwordChanged.warning")],
        action: { label: t("members:mail.passwordChanged.action"), url: template.securityUrl },
      });
    case "two-factor-changed": {
      const key = template.enabled ? "twoFactorOn" : "twoFactorOff";
      return renderMail({
        ...frame,
        subject: t(`members:mail.${key}.subject`),
        paragraphs: [t(`members:mail.${key}.body`), t("members:mail.passwordChanged.warning")],
        action: { label: t("members:mail.passwordChanged.action"), url: template.securityUrl },
      });
    }
  }
}
