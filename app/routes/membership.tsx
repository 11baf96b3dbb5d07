import { type InfoSection, InfoSections, PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import { LevelRequestPanel } from "~/features/membership/components/level-request-panel";
import { levelAsk } from "~/features/membership/level-ask.server";
import { requestLevel } from "~/features/membership/level-requests.server";
import { MEMBERSHIP_LEVELS, type MembershipLevel } from "~/lib/actor";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { benefitsAddedAt } from "~/lib/membership-benefits";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { ScriptlessHandle } from "~/shell/scriptless";
import { useSignedInUser } from "~/shell/use-signed-in-user";
import type { Route } from "./+types/membership";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["pages"], scriptless: true };

type Level = { id: MembershipLevel; name: string; tagline: string };

const LEVEL_STYLE: Record<Level["id"], string> = {
  bronze: "border-amber-700",
  silver: "border-slate-400",
  gold: "border-yellow-500",
};

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("pages:membership.metaTitle"), description: t("pages:membership.metaDescription") }));
}

/** The levels and their translations; for a signed-in viewer, what they may ask for (a visitor's page stays the cached one). */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({ ask: await levelAsk(ctx), locale: ctx.locale }));
}

/** An individual asks for a higher level (issue 25 §2); a refusal answers its Spanish message. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => ({ ok: true as const, ...(await requestLevel(ctx, values)) }));
}

/** On client navigations, the public pages' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("pages", serverLoader);
}

export default function Membership({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const user = useSignedInUser();
  const levels = t("membership.levels", { returnObjects: true }) as Level[];
  // What each level gives comes from the table the policies read (decision 048): the level below's, then what this one adds.
  const below = (level: MembershipLevel) => levels.find((other) => other.id === MEMBERSHIP_LEVELS[MEMBERSHIP_LEVELS.indexOf(level) - 1]);
  return (
    <>
      <PageHero heading={t("membership.heading")} lead={t("membership.lead")} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-10 pb-12 md:grid-cols-3">
        {levels.map((level) => (
          <section key={level.id} aria-labelledby={`nivel-${level.id}`} className={`rounded-xl border-t-8 ${LEVEL_STYLE[level.id]} bg-white p-6 shadow-md`}>
            <h2 id={`nivel-${level.id}`} className="text-2xl font-bold">
              {level.name}
            </h2>
            <p className="mt-2 text-slate-700">{level.tagline}</p>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
              {below(level.id) ? <li>{t("membership.includes", { level: below(level.id)?.name })}</li> : null}
              {benefitsAddedAt(level.id).map((benefit) => (
                <li key={benefit} data-benefit={benefit}>
                  {t(`membership.benefits.${benefit}`)}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <LevelRequestPanel ask={loaderData.ask} answer={actionData} locale={loaderData.locale} />
      <div className="mx-auto mt-8 max-w-6xl px-4">
        <section className="rounded-xl bg-brand-50 p-6">
          <h2 className="text-2xl font-bold">{t("membership.companies.title")}</h2>
          <p className="mt-2 text-slate-800">{t("membership.companies.body")}</p>
          <p className="mt-2 text-slate-800">{t("membership.companies.site")}</p>
          {user ? null : (
            <Link to="/register" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("common:nav.join")}
            </Link>
          )}
        </section>
      </div>
      <InfoSections sections={t("membership.sections", { returnObjects: true }) as InfoSection[]} />
    </>
  );
}
