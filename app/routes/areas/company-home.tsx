import { useTranslation } from "react-i18next";
import { AccountHome } from "~/features/accounts/components/account-home";
import { requireActor } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/company-home";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("home.companyTitle"), description: t("home.companyLead") }));
}

/** The company's home (/company); its guard layout lets in companies and admins only. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => {
    const user = requireActor(ctx);
    const { locale } = ctx;
    const { t } = serverI18n(locale);
    return {
      displayName: user.displayName,
      levelLabel: t(`levels.${user.subscriptionTier}`, { defaultValue: user.subscriptionTier }),
      memberNumber: user.memberNumber,
      memberSince: user.memberSince,
      locale,
      links: [
        { to: "/member/technicians", label: t("home.links.technicians") },
        { to: "/company/messages", label: t("home.links.messages") },
        { to: "/jobs", label: t("home.links.jobs") },
        { to: "/profile", label: t("home.links.profile") },
        { to: "/company/profile/change-password", label: t("auth.changePassword.title") },
        { to: "/settings/security", label: t("home.links.security") },
      ],
    };
  });
}

export default function CompanyHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <AccountHome data={loaderData} title={t("home.companyTitle")} />;
}
