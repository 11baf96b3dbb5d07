import { desc } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema/mail";
import { env, isDeployed } from "~/lib/env.server";
import type { Locale } from "~/lib/i18n/locales";
import { logger } from "~/lib/logger.server";
import { buildMail, type MailTemplate } from "./templates.server";

let transport: Transporter | undefined;

function smtp(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/** Sends a templated mail through SMTP when configured; always records it in the outbox and the log. */
export async function sendMail(db: Db, to: string, template: MailTemplate, locale: Locale = "es"): Promise<void> {
  const mail = buildMail(template, locale);
  const transporter = smtp();
  let status: "stored" | "sent" | "failed" = "stored";
  let error: string | null = null;
  if (transporter) {
    try {
      await transporter.sendMail({ from: env().MAIL_FROM, to, subject: mail.subject, html: mail.html, text: mail.text });
      status = "sent";
    } catch (cause) {
      status = "failed";
      error = cause instanceof Error ? cause.message : String(cause);
    }
  } else if (isDeployed(env())) {
    status = "failed";
    error = "SMTP_URL no está configurado";
  }
  await db.insert(mailOutbox).values({ to, subject: mail.subject, html: mail.html, text: mail.text, template: template.name, status, error });
  logger.info({ to, template: template.name, status, links: extractLinks(mail.text) }, "mail");
  if (status === "failed") logger.error({ to, template: template.name, error }, "mail failed");
}

export type StoredMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: Date; links: string[] };

/** The newest stored mails first, at most `limit`, each with the links it contains. */
export async function listStoredMail(db: Db, limit = 50): Promise<StoredMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, links: extractLinks(row.text) }));
}

/** Every http(s) URL in a text, in order. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** True where /dev/mail may show stored mail: no SMTP and not a real deployment. */
export function devMailEnabled(): boolean {
  return !env().SMTP_URL && !isDeployed(env());
}
