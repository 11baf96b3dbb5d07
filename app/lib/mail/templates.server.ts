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
  | { name: "account-suspended"; reason: string; appealUrl: string }
  | { name: "account-reinstated"; reason: string; loginUrl: string }
  | { name: "appeal-upheld"; reason: string }
  | { name: "privacy-export-ready"; url: string; expiresAt: string }
  | { name: "privacy-request-answered"; kind: string; answer: string; url: string }
  | { name: "account-deletion-scheduled"; deleteAfter: string; url: string }
  | { name: "site-inquiry"; companyName: string; visitorName: string; visitorEmail: string; message: string; inboxUrl: string }
  | { name: "notification-digest"; items: { title: string; message: string }[]; total: number; url: string; preferencesUrl: string; unsubscribeUrl: string };

/** A date as a mail says it ('10 de diciembre de 2026'), in Montevideo's calendar like the rest of RedAV's deadlines. */
function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "America/Montevideo" }).format(new Date(iso));
}

/** Builds a template's subject, HTML and text in the given locale. */
export function buildMail(template: MailTemplate, locale: Locale): RenderedMail {
  const t = serverI18n(locale).t;
  const frame = { greeting: t("mail:greeting"), signature: t("mail:signature"), footer: t("mail:footer") };
  switch (template.name) {
    case "newsletter-confirm":
      return {
        ...renderMail({
          ...frame,
          subject: t("mail:newsletter.subject"),
          paragraphs: [t("mail:newsletter.body"), t("mail:newsletter.ignore"), t("mail:newsletter.unsubscribe", { url: template.unsubscribeUrl })],
          action: { label: t("mail:newsletter.action"), url: template.confirmUrl },
        }),
        headers: { "List-Unsubscribe": `<${template.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    case "notification-digest":
      return {
        ...renderMail({
          ...frame,
          subject: t("mail:digest.subject", { count: template.total }),
          paragraphs: [
            t("mail:digest.intro"),
            ...template.items.map((item) => t("mail:digest.item", { title: item.title, message: item.message })),
            ...(template.total > template.items.length ? [t("mail:digest.more", { count: template.total - template.items.length })] : []),
            t("mail:digest.preferences", { url: template.preferencesUrl }),
            t("mail:digest.unsubscribe", { url: template.unsubscribeUrl }),
          ],
          action: { label: t("mail:digest.action"), url: template.url },
        }),
        headers: { "List-Unsubscribe": `<${template.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    case "level-decision":
      return renderMail({
        ...frame,
        subject: t(`mail:level.${template.outcome}.subject`),
        paragraphs: [template.outcome === "refused" ? t("mail:level.refused.body") : t(`mail:level.body.${template.level}`), t("mail:level.howTo")],
        action: { label: t("mail:level.action"), url: template.url },
      });
    case "account-suspended":
      return renderMail({
        ...frame,
        subject: t("mail:suspended.subject"),
        paragraphs: [t("mail:suspended.body"), t("mail:reasonIs", { reason: template.reason }), t("mail:suspended.appeal")],
        action: { label: t("mail:suspended.action"), url: template.appealUrl },
      });
    case "account-reinstated":
      return renderMail({
        ...frame,
        subject: t("mail:reinstated.subject"),
        paragraphs: [t("mail:reinstated.body"), t("mail:reasonIs", { reason: template.reason })],
        action: { label: t("mail:reinstated.action"), url: template.loginUrl },
      });
    case "appeal-upheld":
      return renderMail({
        ...frame,
        subject: t("mail:appealUpheld.subject"),
        paragraphs: [t("mail:appealUpheld.body"), t("mail:reasonIs", { reason: template.reason }), t("mail:appealUpheld.help")],
      });
    case "privacy-export-ready":
      return renderMail({
        ...frame,
        subject: t("privacy:mail.exportReady.subject"),
        paragraphs: [t("privacy:mail.exportReady.body"), t("privacy:mail.exportReady.expiry", { date: longDate(template.expiresAt, locale) })],
        action: { label: t("privacy:mail.exportReady.action"), url: template.url },
      });
    case "privacy-request-answered":
      return renderMail({
        ...frame,
        subject: t("privacy:mail.requestAnswered.subject", { kind: t(`privacy:requests.kindSubject.${template.kind}`) }),
        paragraphs: [t("privacy:mail.requestAnswered.body"), template.answer],
        action: { label: t("privacy:mail.requestAnswered.action"), url: template.url },
      });
    case "account-deletion-scheduled":
      return renderMail({
        ...frame,
        subject: t("privacy:mail.deletionScheduled.subject"),
        paragraphs: [
          t("privacy:mail.deletionScheduled.body", { date: longDate(template.deleteAfter, locale) }),
          t("privacy:mail.deletionScheduled.cancel"),
          t("privacy:mail.deletionScheduled.notYou"),
        ],
        action: { label: t("privacy:mail.deletionScheduled.action"), url: template.url },
      });
    case "site-inquiry":
      return {
        ...renderMail({
          ...frame,
          subject: t("mail:siteInquiry.subject", { name: template.visitorName }),
          paragraphs: [
            t("mail:siteInquiry.body", { company: template.companyName, name: template.visitorName, email: template.visitorEmail }),
            template.message,
            t("mail:siteInquiry.reply", { email: template.visitorEmail }),
          ],
          action: { label: t("mail:siteInquiry.action"), url: template.inboxUrl },
        }),
        replyTo: template.visitorEmail,
      };
    case "verify-email":
      return renderMail({
        ...frame,
        subject: t("mail:verify.subject"),
        paragraphs: [t("mail:verify.body"), t("mail:verify.expiry")],
        action: { label: t("mail:verify.action"), url: template.url },
      });
    case "password-reset":
      return renderMail({
        ...frame,
        subject: t("mail:reset.subject"),
        paragraphs: [t("mail:reset.body"), t("mail:reset.ignore")],
        action: { label: t("mail:reset.action"), url: template.url },
      });
    case "password-changed":
      return renderMail({
        ...frame,
        subject: t("mail:passwordChanged.subject"),
        paragraphs: [t("mail:passwordChanged.body"), t("mail:passwordChanged.warning")],
        action: { label: t("mail:passwordChanged.action"), url: template.securityUrl },
      });
    case "password-reset-done":
      return renderMail({
        ...frame,
        subject: t("mail:passwordReset.subject"),
        paragraphs: [t("mail:passwordReset.body"), t("mail:passwordChanged.warning")],
        action: { label: t("mail:passwordChanged.action"), url: template.securityUrl },
      });
    case "two-factor-changed": {
      const key = template.enabled ? "twoFactorOn" : "twoFactorOff";
      return renderMail({
        ...frame,
        subject: t(`mail:${key}.subject`),
        paragraphs: [t(`mail:${key}.body`), t("mail:passwordChanged.warning")],
        action: { label: t("mail:passwordChanged.action"), url: template.securityUrl },
      });
    }
  }
}
