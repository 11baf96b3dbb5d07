import type { Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";

/** What the sign-in screen says to an owner whose account waits for deletion, in their language (written on the server: the shell's translations stay small). */
export type DeletionOffer = { title: string; body: string; keep: string; keeping: string; leave: string };

/** The offer to cancel a scheduled deletion: its date, what cancelling restores, and the two ways out. */
export function deletionOffer(locale: Locale, deleteAfter: Date): DeletionOffer {
  const { t } = serverI18n(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "America/Montevideo" }).format(deleteAfter);
  return {
    title: t("privacy:signIn.title"),
    body: t("privacy:signIn.body", { date }),
    keep: t("privacy:signIn.keep"),
    keeping: t("privacy:signIn.keeping"),
    leave: t("privacy:signIn.leave"),
  };
}

/** What the sign-in screen says once the deletion is cancelled. */
export function deletionCancelledNotice(locale: Locale): string {
  return serverI18n(locale).t("privacy:signIn.kept");
}
