import { renderMail } from "~/lib/mail/layout.server";
import type { MailRenderer } from "~/lib/mail/templates.server";

type SiteInquiryMail = { companyName: string; visitorName: string; visitorEmail: string; message: string; inboxUrl: string };

/** The company website's mail: a visitor's inquiry to the company, whose reply goes to the visitor. */
export const companySiteMails = {
  "site-inquiry": ((template, { t, frame }) => ({
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
  })) satisfies MailRenderer<SiteInquiryMail>,
};
