import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { confirmNewsletter } from "~/features/newsletter/newsletter.server";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/confirm";

export function meta(args: Route.MetaArgs) {
  return [
    ...localizedMeta(args, (t) => ({ title: t("newsletter.confirmTitle"), description: t("newsletter.confirmLead") })),
    { name: "robots", content: "noindex" },
  ];
}

/** Confirms the subscription of the mailed token (double opt-in). */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await confirmNewsletter(ctx, { token: values.token });
    return { ok: true as const };
  });
}

export default function NewsletterConfirm({ actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage mode="confirm" result={actionData} />;
}
