import { useLocation } from "react-router";
import { accountHome } from "~/features/accounts/account-home.server";
import { AccountHome } from "~/features/accounts/components/account-home";
import { landingPath } from "~/features/accounts/landing";
import { PeoplePanels } from "~/features/follows/components/people-panels";
import { suggestedTechnicians } from "~/features/follows/suggestions.server";
import { LevelAskLink } from "~/features/membership/components/level-ask-link";
import { membershipPolicy } from "~/features/membership/policy";
import { searchPeople } from "~/features/profiles/people-search.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/member-home";

export const handle: TranslationHandle = { namespaces: ["members", "network"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("home.memberTitle"), description: t("home.memberLead") }));
}

/**
 * The individual's home (/bronze-member, /silver-member, /gold-member; its guard layout checks the
 * level): the welcome card, 'Pedir un nivel superior' below gold, technicians to follow and, with
 * `?buscar=`, the people search.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const term = new URL(request.url).searchParams.get("buscar");
  return loaderAnswer(context, async (ctx) => {
    const [suggestions, results] = await Promise.all([suggestedTechnicians(ctx), term === null ? Promise.resolve(null) : searchPeople(ctx, term)]);
    return {
      home: accountHome(ctx, "member"),
      suggestions,
      term: term ?? "",
      results,
      area: landingPath(ctx.actor).slice(1),
      // Below gold there is a level to ask for (issue 25 §2).
      canAskLevel: membershipPolicy.can(ctx.actor, "askForThisLevel", "gold"),
    };
  });
}

/** On client navigations, the members' and the network's translations (the cards) arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["members", "network"], serverLoader);
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <AccountHome data={loaderData.home} title={t("home.memberTitle")} />
      {loaderData.canAskLevel ? <LevelAskLink /> : null}
      <PeoplePanels suggestions={loaderData.suggestions} term={loaderData.term} results={loaderData.results} area={loaderData.area} redirectTo={pathname} />
    </>
  );
}
