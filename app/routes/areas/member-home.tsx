import { accountHome } from "~/features/accounts/account-home.server";
import { AccountHome } from "~/features/accounts/components/account-home";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/member-home";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("home.memberTitle"), description: t("home.memberLead") }));
}

/** The individual's home (/bronze-member, /silver-member, /gold-member); its guard layout checks the level. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => accountHome(ctx, "member"));
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <AccountHome data={loaderData} title={t("home.memberTitle")} />;
}
