import { accountHome, RECRUITING_HOME_PATHS } from "~/features/accounts/account-home.server";
import { AccountHome } from "~/features/accounts/components/account-home";
import { recruitingPolicy } from "~/features/recruiting/policy";
import { requireActor } from "~/lib/context.server";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/company-home";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("home.companyTitle"), description: t("home.companyLead") }));
}

/** The company's home (/company); its guard layout lets in companies and admins only, and only a company gets the links to its recruiting tools. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => {
    const home = accountHome(ctx, "company");
    if (recruitingPolicy.can(requireActor(ctx), "recruit")) return home;
    return { ...home, links: home.links.filter((link) => !RECRUITING_HOME_PATHS.has(link.to)) };
  });
}

export default function CompanyHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <AccountHome data={loaderData} title={t("home.companyTitle")} />;
}
