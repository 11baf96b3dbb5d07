import { desc } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailLog } from "~/db/schema/mail";
import type { Ctx } from "~/lib/context.server";
import { env, isDeployed } from "~/lib/env.server";
import type { Locale } from "~/lib/i18n/locales";
import { logger } from "~/lib/logger.server";
import { buildMail, type MailTemplate } from "./templates.server";

let transport: { url: string; transporter: Transporter } | undefined;

function smtp(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/** The mail could not be handed to the SMTP server (recorded as failed in the send log). */
export class MailDeliveryError extends Error {}

/**
 * Sends a templated mail through SMTP when configured; otherwise (never in a deployment) keeps it
 * for /dev/mail. Every attempt is recorded in the send log and logged; bodies and links (which carry
 * tokens) are kept only where /dev/mail may show them. Throws MailDeliveryError when SMTP refuses.
 * A mail asked for by an outbox event is logged with that event's id once it is sent.
 */
export async function sendMail(
  ctx: Pick<Ctx, "db">,
  to: string,
  template: MailTemplate,
  locale: Locale = "es",
  options: { sourceEventId?: number } = {},
): Promise<void> {
  const mail = buildMail(template, locale);
  const transporter = smtp();
  const keepBodies = devMailEnabled();
  let status: "stored" | "sent" | "failed" = "stored";
  let error: string | null = null;
  if (transporter) {
    try {
      await transporter.sendMail({
        from: env().MAIL_FROM,
        to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        replyTo: mail.replyTo,
      });
      status = "sent";
    } catch (cause) {
      status = "failed";
      error = cause instanceof Error ? cause.message : String(cause);
    }
  } else if (isDeployed(env())) {
    status = "failed";
    error = "SMTP_URL no está configurado";
  }
  await ctx.db.insert(mailLog).values({
    to,
    subject: mail.subject,
    html: keepBodies ? mail.html : "",
    text: keepBodies ? mail.text : "",
    template: template.name,
    status,
    error,
    sourceEventId: status === "failed" ? null : (options.sourceEventId ?? null),
  });
  // The address only where /dev/mail shows it anyway (local mode, loopback only); elsewhere its domain.
  const recipient = keepBodies ? { to } : { toDomain: to.slice(to.lastIndexOf("@") + 1) };
  logger.info({ ...recipient, template: template.name, status, ...(keepBodies ? { links: extractLinks(mail.text) } : {}) }, "mail");
  if (status === "failed") {
    logger.error({ ...recipient, template: template.name, error }, "mail failed");
    throw new MailDeliveryError(error ?? "mail failed");
  }
}

export type StoredMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: Date; links: string[] };

/** The newest stored mails first, at most `limit`, each with the links it contains. */
export async function listStoredMail(ctx: Pick<Ctx, "db">, limit = 50): Promise<StoredMail[]> {
  const rows = await ctx.db
    .select({
      id: mailLog.id,
      to: mailLog.to,
      subject: mailLog.subject,
      text: mailLog.text,
      html: mailLog.html,
      createdAt: mailLog.createdAt,
    })
    .from(mailLog)
    .orderBy(desc(mailLog.createdAt))
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
