import { desc } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "~/db/schema/mail";
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

/** The mail could not be handed to the SMTP server (recorded as failed in the outbox). */
export class MailDeliveryError extends Error {}

/**
 * Sends a templated mail through SMTP when configured; otherwise (never in a deployment) keeps it
 * for /dev/mail. Every mail is recorded in the outbox and logged; bodies and links (which carry
 * tokens) are kept only where /dev/mail may show them. Throws MailDeliveryError when SMTP refuses.
 */
export async function sendMail(ctx: Pick<Ctx, "db">, to: string, template: MailTemplate, locale: Locale = "es"): Promise<void> {
  const mail = buildMail(template, locale);
  const transporter = smtp();
  const keepBodies = devMailEnabled();
  let status: "stored" | "sent" | "failed" = "stored";
  let error: string | null = null;
  if (transporter) {
    try {
      await transporter.sendMail({ from: env().MAIL_FROM, to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
      status = "sent";
    } catch (cause) {
      status = "failed";
      error = cause instanceof Error ? cause.message : String(cause);
    }
  } else if (isDeployed(env())) {
    status = "failed";
    error = "SMTP_URL no está configurado";
  }
  await ctx.db.insert(mailOutbox).values({
    to,
    subject: mail.subject,
    html: keepBodies ? mail.html : "",
    text: keepBodies ? mail.text : "",
    template: template.name,
    status,
    error,
  });
  logger.info({ to, template: template.name, status, ...(keepBodies ? { links: extractLinks(mail.text) } : {}) }, "mail");
  if (status === "failed") {
    logger.error({ to, template: template.name, error }, "mail failed");
    throw new MailDeliveryError(error ?? "mail failed");
  }
}

const inFlight = new Set<Promise<void>>();

/** Sends without making the caller wait (failures are logged); drainMail() waits for every such send. */
export function sendMailInBackground(ctx: Pick<Ctx, "db">, to: string, template: MailTemplate, locale: Locale = "es"): void {
  const sending = sendMail(ctx, to, template, locale)
    .catch((error) => logger.error({ err: error, to, template: template.name }, "background mail failed"))
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Resolves once every background send has finished (used at shutdown, before the database closes). */
export async function drainMail(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}

export type StoredMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: Date; links: string[] };

/** The newest stored mails first, at most `limit`, each with the links it contains. */
export async function listStoredMail(ctx: Pick<Ctx, "db">, limit = 50): Promise<StoredMail[]> {
  const rows = await ctx.db
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
