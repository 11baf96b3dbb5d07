import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";

export type AccountHomeData = {
  displayName: string;
  levelLabel: string;
  memberNumber: number | null;
  memberSince: string | null;
  locale: Locale;
  links: ReadonlyArray<{ to: string; label: string }>;
};

/** The welcome card of a home area: name, level or tier, member number, member since, and links onward. */
export function AccountHome({ data, title }: { data: AccountHomeData; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{title}</p>
      <h1 className="mt-1 text-3xl font-bold">{t("home.welcome", { name: data.displayName })}</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">{t("home.level")}</dt>
          <dd className="text-xl font-semibold" data-testid="account-level">
            {data.levelLabel}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">{t("home.memberNumber")}</dt>
          <dd className="text-xl font-semibold" data-testid="member-number">
            {data.memberNumber ?? "—"}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">{t("home.memberSince")}</dt>
          <dd className="text-xl font-semibold">{formatLongDate(data.memberSince, data.locale)}</dd>
        </div>
      </dl>
      <h2 className="mt-10 text-xl font-semibold">{t("home.next")}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block rounded-xl border border-slate-200 p-4 font-medium hover:border-brand-600 hover:bg-brand-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
