import type { Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import type { TFunction } from "~/lib/i18n/translator";
import type { RenderedMail } from "./layout.server";

/**
 * The mails, one contract built from the features' declarations: each feature declares its mails'
 * data in its module.server.ts by declaration merging (name → the fields the mail needs), and
 * registers their renderers there; lib names no feature (decision 052).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations (declaration merging)
export interface MailTemplates {}

/** A mail asked for: its template's name and the data that template needs. */
export type MailTemplate = { [K in keyof MailTemplates]: { name: K } & MailTemplates[K] }[keyof MailTemplates];

/** What every renderer gets: the translator in the mail's locale, the locale, and the frame's texts (greeting, signature, footer). */
export type MailContext = { t: TFunction; locale: Locale; frame: { greeting: string; signature: string; footer: string } };

/** Builds one mail's subject, HTML and text from its data. */
export type MailRenderer<Data> = (data: Data, context: MailContext) => RenderedMail;

/** The data types of a feature's mail renderers, to merge into MailTemplates. */
export type MailsOf<T> = { [K in keyof T]: T[K] extends MailRenderer<infer Data> ? Data : never };

// biome-ignore lint/suspicious/noExplicitAny: a registry of renderers of any data; buildMail hands each the template it was named by
const renderers = new Map<string, MailRenderer<any>>();

/** Registers a feature's mail renderers by template name (registering a name again replaces it). */
// biome-ignore lint/suspicious/noExplicitAny: see renderers
export function registerMails(mails: Record<string, MailRenderer<any>>): void {
  for (const [name, render] of Object.entries(mails)) renderers.set(name, render);
}

/** The registered template names. */
export function registeredMailNames(): string[] {
  return [...renderers.keys()];
}

/** A date as a mail says it ('10 de diciembre de 2026'), in Montevideo's calendar like the rest of RedAV's deadlines. */
export function mailDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "America/Montevideo" }).format(new Date(iso));
}

/** Builds a template's subject, HTML and text in the given locale; throws for a template no feature registered. */
export function buildMail(template: MailTemplate, locale: Locale): RenderedMail {
  const { name } = template as { name: string };
  const render = renderers.get(name);
  if (!render) throw new Error(`mail: no renderer registered for ${name}`);
  const t = serverI18n(locale).t;
  const frame = { greeting: t("mail:greeting"), signature: t("mail:signature"), footer: t("mail:footer") };
  return render(template, { t, locale, frame });
}
