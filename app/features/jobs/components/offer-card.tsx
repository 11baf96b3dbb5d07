import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { OfferSummary } from "../job-views";
import { placeOf, salaryOf } from "./offer-text";

/** The company's logo, or its initial on a tinted square when it has none. */
export function CompanyLogo({ name, url, size }: { name: string; url: string | null; size: number }) {
  const { t } = useTranslation("jobs");
  return url ? (
    <img src={url} alt={t("card.logo", { name })} width={size} height={size} loading="lazy" className="shrink-0 rounded-md object-contain" />
  ) : (
    <span aria-hidden="true" style={{ width: size, height: size }} className="grid shrink-0 place-items-center rounded-md bg-brand-50 font-bold text-brand-700">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** An offer in a list: title (linking to its page), company, place or remote, type, experience, salary when stated and the publication date. */
export function OfferCard({ offer }: { offer: OfferSummary }) {
  const { t, i18n } = useTranslation("jobs");
  const salary = salaryOf(t, offer, i18n.language);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <CompanyLogo name={offer.company.name} url={offer.company.logoUrl} size={48} />
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            <Link to={`/jobs/${offer.id}`} className="text-ink hover:text-brand-700 hover:underline">
              {offer.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{offer.company.name}</p>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {offer.remoteAllowed ? t("card.orRemote", { place: placeOf(t, i18n.language, offer) }) : placeOf(t, i18n.language, offer)}
      </p>
      <ul className="flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5">{t(`types.${offer.jobType}`)}</li>
        {offer.experienceLevel ? <li className="rounded-full bg-slate-100 px-2.5 py-0.5">{t(`experienceLevels.${offer.experienceLevel}`)}</li> : null}
        {offer.remoteAllowed ? <li className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-emerald-900">{t("card.remote")}</li> : null}
      </ul>
      {salary ? <p className="text-sm font-semibold">{salary}</p> : null}
      <p className="mt-auto text-xs text-slate-600">{t("card.posted", { date: formatLongDate(offer.publishedAt, i18n.language) })}</p>
    </article>
  );
}
