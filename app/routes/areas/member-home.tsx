import { useTranslation } from "react-i18next";
import { AccountHome } from "~/features/accounts/components/account-home";
import { requestTranslator } from "~/lib/request-locale.server";
import { requireUser } from "~/lib/route-helpers.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/member-home";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("home.memberTitle"), description: t("home.memberLead") }));
}

/** The individual's home (/bronze-member, /silver-member, /gold-member); the access middleware checks the level. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { locale, t } = requestTranslator(request);
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
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <AccountHome data={loaderData} title={t("home.memberTitle")} />;
}
