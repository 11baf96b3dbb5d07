import { Link } from "react-router";
import { formatLongDate } from "~/components/ui/format-date";
import { viewProfile } from "~/features/profiles/profiles.server";
import { requestContext } from "~/lib/context.server";
import { loaderFailure } from "~/lib/error-answer.server";
import { useTranslation } from "~/lib/i18n/react";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/profile";

export function meta(args: Route.MetaArgs) {
  const name = args.data && "profile" in args.data ? args.data.profile.name : undefined;
  return localizedMeta(args, (t) => ({ title: name ?? t("profile.title"), description: t("profile.lead") }));
}

/** /profile shows the user's own profile; /profile/{userId} anyone's, to signed-in users. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  try {
    return { ...(await viewProfile(ctx, params.userId)), locale: ctx.locale };
  } catch (error) {
    return loaderFailure(ctx, error);
  }
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, own, locale } = loaderData;
  const place = [profile.city, profile.country].filter(Boolean).join(", ");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(`admin.kind.${profile.kind}`)}</p>
      <h1 className="mt-1 text-3xl font-bold">{profile.name}</h1>
      {place ? <p className="mt-1 text-slate-700">{place}</p> : null}
      {profile.kind === "individual" ? (
        <>
          {profile.jobTitles.length ? <p className="mt-3 font-medium">{profile.jobTitles.join(" · ")}</p> : null}
          <p className="mt-4 whitespace-pre-line text-slate-800">{profile.bio}</p>
          {profile.skills.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("profile.skills")}>
              {profile.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                  {skill}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <>
          {profile.description ? <p className="mt-4 whitespace-pre-line text-slate-800">{profile.description}</p> : null}
          {profile.mainCategory ? <p className="mt-3">{t(`companyCategories.${profile.mainCategory}`, { defaultValue: profile.mainCategory })}</p> : null}
          {profile.slug ? (
            <Link to={`/empresa/${profile.slug}`} className="mt-3 inline-block text-brand-700 underline">
              {t("profile.website")}
            </Link>
          ) : null}
        </>
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">{t("home.memberNumber")}</dt>
          <dd className="text-lg font-semibold">{profile.memberNumber}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">{t("home.memberSince")}</dt>
          <dd className="text-lg font-semibold">{formatLongDate(profile.memberSince, locale)}</dd>
        </div>
      </dl>
      {own ? (
        <Link to="/settings/security" className="mt-6 inline-block text-brand-700 underline">
          {t("auth.security.title")}
        </Link>
      ) : null}
    </div>
  );
}
