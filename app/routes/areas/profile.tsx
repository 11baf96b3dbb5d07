import { useLocation, useRevalidator } from "react-router";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { SharedCalendar } from "~/features/availability/components/shared-calendar";
import { upcomingCalendar } from "~/features/availability/viewer.server";
import { FollowButton } from "~/features/follows/components/follow-button";
import { FollowList } from "~/features/follows/components/follow-list";
import { followCounts, isFollowing, listFollows } from "~/features/follows/follows.server";
import { composerState } from "~/features/messages/composer.server";
import { type ContactOption, MessageLink, messagesPathFor } from "~/features/messages/public";
import { ProfileActions } from "~/features/profiles/components/profile-actions";
import { viewProfile } from "~/features/profiles/profiles.server";
import { addressContext } from "~/features/profiles/public";
import { AddToTalentList, TalentNotePanel } from "~/features/recruiting/public";
import { talentCardExtras } from "~/features/recruiting/public.server";
import { requestContext, requireActor } from "~/lib/context.server";
import { loaderFailure } from "~/lib/error-answer.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { pageParam } from "~/lib/paging";
import { localizedMeta } from "~/lib/route-meta";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryLabel } from "~/lib/vocabulary/countries";
import type { Route } from "./+types/profile";

export const handle: TranslationHandle = { namespaces: ["members", "availability"] };

const LISTS = { seguidores: "followers", siguiendo: "following" } as const;

export function meta(args: Route.MetaArgs) {
  const name = args.data && "profile" in args.data ? args.data.profile.name : undefined;
  return localizedMeta(args, (t) => ({ title: name ?? t("profile.title"), description: t("profile.lead") }));
}

/**
 * /profile shows the user's own profile; /profile/{userId} anyone's, to signed-in users: with its
 * follower counts, whether the viewer follows it, a technician's next four weeks of availability when
 * they show it to the viewer (issue 27) and, with `?lista=seguidores|siguiendo&pagina=N`, a page of either list.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const list = LISTS[url.searchParams.get("lista") as keyof typeof LISTS] ?? null;
  const page = pageParam(url.searchParams);
  try {
    const view = await viewProfile(ctx, params.userId);
    const id = view.profile.id;
    const [counts, following, follows, composer, calendar, talent] = await Promise.all([
      followCounts(ctx, id),
      view.own ? Promise.resolve(false) : isFollowing(ctx, id),
      list ? listFollows(ctx, { profileId: id, direction: list, page }) : Promise.resolve(null),
      view.own ? Promise.resolve(null) : composerState(ctx, id),
      view.profile.kind === "individual" ? upcomingCalendar(ctx, id) : Promise.resolve(null),
      // A company's own note and lists on a technician (issue 41); null for anyone else.
      view.profile.kind === "individual" && !view.own ? talentCardExtras(ctx, [id]) : Promise.resolve(null),
    ]);
    const contact: ContactOption | null = composer
      ? composer.allowed
        ? { allowed: true }
        : { allowed: false, reason: composer.reason, blockedByMe: composer.blockedByMe }
      : null;
    return {
      ...view,
      counts,
      following,
      list,
      follows,
      blockedByMe: composer?.blockedByMe ?? false,
      contact,
      messagesPath: messagesPathFor(requireActor(ctx)),
      locale: ctx.locale,
      calendar,
      talent,
    };
  } catch (error) {
    return loaderFailure(ctx, error);
  }
}

/** On client navigations, the members' and the availability translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["members", "availability"], serverLoader);
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { t: tm } = useTranslation("members");
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const { profile, own, suspended, locale, counts, following, list, follows, blockedByMe, contact, messagesPath, calendar, talent } = loaderData;
  const talentLists = talent?.lists[profile.id];
  const place = [profile.city, countryLabel(t, i18n.language, profile.country)].filter(Boolean).join(", ");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{tm(`admin.kind.${profile.kind}`)}</p>
      <div className="mt-1 flex items-center gap-4">
        {profile.kind === "individual" && profile.photoUrl ? (
          <img src={profile.photoUrl} alt="" width={96} height={96} className="h-24 w-24 rounded-full object-cover" />
        ) : null}
        <h1 className="text-3xl font-bold">{profile.name}</h1>
      </div>
      {suspended ? (
        <p className="mt-2 inline-block rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">{tm("moderation.reports.suspendedBadge")}</p>
      ) : null}
      {profile.foundingMember ? (
        <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {tm("profile.foundingMember", { context: addressContext(profile.kind === "individual" ? profile.formOfAddress : null) })}
        </p>
      ) : null}
      {place ? <p className="mt-1 text-slate-700">{place}</p> : null}
      {profile.email ? (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">{tm("profile.email")}:</span> {profile.email}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {own || blockedByMe ? null : (
          <FollowButton
            key={profile.id}
            userId={profile.id}
            name={profile.name}
            following={following}
            redirectTo={pathname}
            onChange={() => revalidator.revalidate()}
          />
        )}
        <nav aria-label={tm("profile.network")} className="flex gap-4 text-sm">
          <Link to="?lista=seguidores" className="text-brand-700 underline" aria-current={list === "followers" ? "page" : undefined}>
            {tm("follows.followers", { count: counts.followers })}
          </Link>
          <Link to="?lista=siguiendo" className="text-brand-700 underline" aria-current={list === "following" ? "page" : undefined}>
            {tm("follows.followingCount", { count: counts.following })}
          </Link>
        </nav>
      </div>
      {talent ? (
        <div className="mt-4 grid gap-3">
          {talentLists ? (
            <AddToTalentList technicianId={profile.id} lists={talentLists} source="page" returnTo={pathname} texts={talent.texts.addToList} />
          ) : null}
          <TalentNotePanel technicianId={profile.id} note={talent.notes[profile.id] ?? null} returnTo={pathname} texts={talent.texts.note} />
        </div>
      ) : null}
      {own || !contact ? null : (
        <ProfileActions
          key={profile.id}
          profileId={profile.id}
          name={profile.name}
          contact={<MessageLink counterpartId={profile.id} name={profile.name} messagesPath={messagesPath} option={contact} />}
          blockedByMe={blockedByMe}
          onBlockChange={() => revalidator.revalidate()}
        />
      )}
      {profile.kind === "individual" ? (
        <>
          {profile.jobTitles.length ? <p className="mt-3 font-medium">{profile.jobTitles.join(" · ")}</p> : null}
          {profile.specialization ? <p className="text-slate-700">{profile.specialization}</p> : null}
          <p className="mt-1 text-sm text-slate-700">
            {[
              profile.age !== null ? tm("profile.age", { age: profile.age }) : null,
              profile.experienceLevel
                ? `${tm("profile.experience")}: ${tm(`profileEditor.experienceLevels.${profile.experienceLevel}`, { defaultValue: profile.experienceLevel })}`
                : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {profile.cvDownloadable ? (
            <a
              href={`/profile/${profile.id}/cv`}
              className="mt-3 inline-block rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {tm("profile.downloadCv")}
            </a>
          ) : null}
          {profile.pagePath ? (
            <Link to={profile.pagePath} className="mt-3 inline-block font-semibold text-brand-700 underline">
              {tm(own ? "profile.ownPublicPage" : "profile.publicPage")}
            </Link>
          ) : null}
          <p className="mt-4 whitespace-pre-line text-slate-800">{profile.bio}</p>
          {profile.skills.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("profile.skills")}>
              {profile.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                  {skillLabel(t, skill)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <>
          {profile.description ? <p className="mt-4 whitespace-pre-line text-slate-800">{profile.description}</p> : null}
          {profile.mainCategory ? <p className="mt-3">{t(`companyCategories.${profile.mainCategory}`, { defaultValue: profile.mainCategory })}</p> : null}
          <div className="mt-3 flex flex-wrap gap-4">
            {profile.siteSlug ? (
              <Link to={`/empresa/${profile.siteSlug}`} className="font-semibold text-brand-700 underline">
                {t("profile.miniSite")}
              </Link>
            ) : null}
            {profile.website && /^https?:\/\//.test(profile.website) ? (
              <a href={profile.website} rel="noopener nofollow ugc" target="_blank" className="text-brand-700 underline">
                {t("profile.website")}
              </a>
            ) : null}
          </div>
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
      {calendar ? <SharedCalendar ranges={calendar} /> : null}
      {list && follows ? <FollowList direction={list} list={follows} locale={locale} /> : null}
      {own ? (
        <p className="mt-6">
          <Link to="/profile" className="text-brand-700 underline">
            {tm("profileEditor.title")}
          </Link>
        </p>
      ) : null}
      {own ? (
        <Link to="/settings/security" className="mt-6 inline-block text-brand-700 underline">
          {t("auth.security.title")}
        </Link>
      ) : null}
    </div>
  );
}
