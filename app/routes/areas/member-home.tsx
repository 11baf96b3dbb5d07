import { useTranslation } from "react-i18next";
import { AccountHome } from "~/features/accounts/components/account-home";
import { requireActor } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/member-home";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("home.memberTitle"), description: t("home.memberLead") }));
}

/** The individual's home (/bronze-member, /silver-member, /gold-member); its guard layout checks the level. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => {
    const user = requireActor(ctx);
    const { locale } = ctx;
    const { t } = serverI18n(locale);
    return {
      displayName: user.displayName,
      levelLabel: t(`levels.${user.membershipLevel}`),
      memberNumber: user.memberNumber,
      memberSince: user.memberSince,
      locale,
      links: [
        { to: "/profile", label: t("home.links.profile") },
        { to: "/jobs", label: t("home.links.jobs") },
        { to: "/university", label: t("home.links.university") },
        { to: "/messages", label: t("home.links.messages") },
        { to: "/calendar", label: t("home.links.calendar") },
        { to: "/settings/security", label: t("home.links.security") },
      ],
    };
  });
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <AccountHome data={loaderData} title={t("home.memberTitle")} />;
}
