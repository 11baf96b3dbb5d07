import type { Db } from "~/db/client.server";
import { messages } from "~/db/schema/messages";
import { storedText } from "~/lib/i18n/stored-text";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { WEBSITE_FORM_SENDER_ID } from "./counterpart-name";

/** A visitor's message from a company website's contact form (already checked: name, e-mail, text). */
export type WebsiteInquiry = { companyId: string; visitorName: string; visitorEmail: string; message: string; now: Date };

/** The stored subject of a website inquiry: the catalog's 'Consulta desde tu sitio web - De: {{name}}' with the visitor's name, rendered in the reader's language (decision 055). */
export function websiteInquirySubject(visitorName: string): string {
  return storedText("subjects.websiteInquiry", { name: visitorName });
}

/**
 * Puts a website contact form's message in the company's inbox, from the website form's account,
 * signed with the visitor's name and e-mail (the company answers by e-mail), within the caller's
 * transaction; the company is told through the outbox like for any message. Uses no quota. The
 * subject is stored as a catalog text, never as a Spanish sentence.
 */
export async function deliverWebsiteInquiry(db: Db, inquiry: WebsiteInquiry): Promise<number> {
  const subject = websiteInquirySubject(inquiry.visitorName);
  const [row] = await db
    .insert(messages)
    .values({
      senderId: WEBSITE_FORM_SENDER_ID,
      recipientId: inquiry.companyId,
      subject,
      content: `${inquiry.message}\n\n${inquiry.visitorName} · ${inquiry.visitorEmail}`,
      createdAt: inquiry.now,
      countsTowardQuota: false,
    })
    .returning({ id: messages.id });
  await enqueue(db, {
    type: "message.sent",
    payload: { messageId: String(row.id), senderId: WEBSITE_FORM_SENDER_ID, recipientId: inquiry.companyId, senderName: inquiry.visitorName, subject },
  });
  return row.id;
}
