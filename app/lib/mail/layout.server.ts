import { escapeHtml } from "~/lib/html";
import { serverSiteParams } from "~/lib/i18n/site-params.server";

export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  signature: string;
  footer: string;
};

/** A mail ready to send; `headers` are extra SMTP headers (e.g. List-Unsubscribe); `replyTo` is where a reply goes (a website visitor's address). */
export type RenderedMail = { subject: string; html: string; text: string; headers?: Record<string, string>; replyTo?: string };

/** Renders one mail as matching HTML and plain text; every dynamic value is escaped. */
export function renderMail(content: MailContent): RenderedMail {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(content.action.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff"><p style="font-size:22px;font-weight:700;margin:0 0 24px;color:#1d4ed8">${escapeHtml(serverSiteParams().siteName)}</p><p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}${action}<p style="margin:24px 0 0">${escapeHtml(content.signature)}</p><hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="font-size:12px;color:#475569;margin:0">${escapeHtml(content.footer)}</p></div></body></html>`;
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    content.signature,
    "",
    "--",
    content.footer,
  ].join("\n");
  return { subject: content.subject, html, text };
}
