import { Link } from "react-router";
import { landingPath } from "~/features/accounts/landing";
import { requireActor } from "~/lib/context.server";
import { useTranslation } from "~/lib/i18n/react";
import { pagePath } from "~/lib/page-path";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/section";

const SECTIONS = ["technicians", "news"] as const;
type Section = (typeof SECTIONS)[number];

function sectionOf(pathname: string): Section {
  const path = pathname.toLowerCase();
  if (path.startsWith("/member/technicians")) return "technicians";
  return "news";
}

export function meta(args: Route.MetaArgs) {
  const section = sectionOf(args.location.pathname);
  return localizedMeta(args, (t) => ({ title: t(`sections.${section}.title`), description: t(`sections.${section}.lead`) }));
}

/** Signed-in areas whose features arrive in later releases: a real heading, what is coming, and the way back. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => ({ section: sectionOf(pagePath(new URL(request.url))), home: landingPath(requireActor(ctx)) }));
}

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, home } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t(`sections.${section}.title`)}</h1>
      <p className="mt-2 text-slate-700">{t(`sections.${section}.lead`)}</p>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
        <h2 className="text-lg font-semibold">{t(`sections.${section}.emptyTitle`)}</h2>
        <p className="mt-2 text-slate-700">{t(`sections.${section}.emptyBody`)}</p>
      </div>
      <Link to={home} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("sections.backHome")}
      </Link>
    </div>
  );
}
