import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { unsubscribeFromNewsletter } from "~/features/newsletter/newsletter.server";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/unsubscribe";

export function meta(args: Route.MetaArgs) {
  return [
    ...localizedMeta(args, (t) => ({ title: t("newsletter.unsubscribeTitle"), description: t("newsletter.unsubscribeLead") })),
    { name: "robots", content: "noindex" },
  ];
}

/** Unsubscribes the holder of the mailed token: from the page's button, or by a mail client's one-click POST (RFC 8058, token in the URL). */
export async function action({ request, context }: Route.ActionArgs) {
  const fromUrl = new URL(request.url).searchParams.get("token") ?? undefined;
  return actionAnswer(request, context, async (ctx, values) => {
    await unsubscribeFromNewsletter(ctx, { token: values.token ?? fromUrl });
    return { ok: true as const };
  });
}

export default function NewsletterUnsubscribe({ actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage mode="unsubscribe" result={actionData} />;
}
