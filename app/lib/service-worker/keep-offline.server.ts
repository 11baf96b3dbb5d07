import type { Ctx } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { signature } from "~/lib/signature.server";
import type { KeepOfflineOffer } from "./kept-pages";

/** The opaque key naming a member's offline cache: a signature of their id (the id itself never reaches the cache's name). */
export function offlineMemberKey(userId: string): string {
  return signature(`offline-pages:${userId}`).slice(0, 22);
}

/**
 * The offer to keep `page` for offline viewing: only to a signed-in member and only when `keepable`
 * (their own certificate, an event they signed up for that has not ended, a saved document); null otherwise.
 * The texts come in the member's language from the server, so the page ships no catalog for them.
 */
export function keepOfflineOffer(ctx: Pick<Ctx, "actor" | "locale">, page: { url: string; title: string }, keepable = true): KeepOfflineOffer | null {
  if (!ctx.actor || !keepable) return null;
  const { t } = serverI18n(ctx.locale);
  return {
    url: page.url,
    title: page.title,
    memberKey: offlineMemberKey(ctx.actor.id),
    texts: {
      keep: t("members:keepOffline.keep"),
      kept: t("members:keepOffline.kept"),
      remove: t("members:keepOffline.remove"),
      failed: t("members:keepOffline.failed"),
    },
  };
}
