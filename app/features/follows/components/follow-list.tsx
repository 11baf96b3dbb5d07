import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { FollowList as FollowListData } from "../follows.server";

const LIST_PARAM = { followers: "seguidores", following: "siguiendo" } as const;

/** A page of a profile's followers or followings (newest first), each linked to its profile, with links to the next and previous pages. */
export function FollowList({ direction, list, locale }: { direction: "followers" | "following"; list: FollowListData; locale: Locale }) {
  const { t } = useTranslation("members");
  const pageLink = (page: number) => `?lista=${LIST_PARAM[direction]}${page > 1 ? `&pagina=${page}` : ""}`;
  return (
    <section className="mt-6" aria-labelledby="follow-list-title">
      <h2 id="follow-list-title" className="text-xl font-semibold">
        {t(direction === "followers" ? "follows.followersTitle" : "follows.followingTitle")} ({list.total})
      </h2>
      {list.items.length === 0 ? (
        <p className="mt-3 text-slate-700">{t(direction === "followers" ? "follows.noFollowers" : "follows.noFollowing")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {list.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
              <div className="min-w-0">
                <Link to={`/profile/${item.id}`} className="font-semibold text-brand-700 underline">
                  {item.name}
                </Link>
                {item.headline || item.place ? (
                  <p className="truncate text-sm text-slate-700">{[item.headline, item.place].filter(Boolean).join(" · ")}</p>
                ) : null}
              </div>
              <span className="text-sm text-slate-600">{t("follows.since", { date: formatLongDate(item.followedAt, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
      <nav className="mt-3 flex gap-4">
        {list.page > 1 ? (
          <Link to={pageLink(list.page - 1)} className="text-brand-700 underline">
            {t("follows.previous")}
          </Link>
        ) : null}
        {list.hasMore ? (
          <Link to={pageLink(list.page + 1)} className="text-brand-700 underline">
            {t("follows.more")}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
