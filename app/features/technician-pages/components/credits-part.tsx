import { useId } from "react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { PageCredit } from "../credits.server";
import { PART_FRAME } from "./part-frame";

/** A credit's mark: 'Verificado por {empresa}' once a company confirmed it, else 'Autodeclarado'. */
export function CreditMark({ credit }: { credit: Pick<PageCredit, "verified" | "companyName"> }) {
  const { t } = useTranslation("portfolio");
  if (!credit.verified) return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{t("credits.selfDeclared")}</span>;
  return (
    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
      {credit.companyName ? t("credits.verifiedBy", { company: credit.companyName }) : t("credits.verified")}
    </span>
  );
}

/** The show credits as the public page shows them, in the member's order: production, role, place, dates, company (linked to its site), link and mark; nothing when there are none. */
export function CreditsPart({ credits }: { credits: PageCredit[] }) {
  const { t } = useTranslation("portfolio");
  const headingId = useId();
  if (credits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={PART_FRAME}>
      <h2 id={headingId} className="text-xl font-semibold">
        {t("credits.title")}
      </h2>
      <ol className="mt-3 divide-y divide-slate-200">
        {credits.map((credit) => (
          <li key={credit.id} className="py-3 first:pt-0 last:pb-0">
            <p className="font-semibold break-words text-ink">{credit.production}</p>
            <p className="text-slate-800">{credit.roleLabel}</p>
            {credit.place ? <p className="text-sm text-slate-700">{credit.place}</p> : null}
            <p className="text-sm text-slate-700">
              <time dateTime={credit.startsOn}>{credit.dates}</time>
            </p>
            {credit.companyName ? (
              <p className="text-sm text-slate-700">
                {credit.companyHref ? (
                  <Link to={credit.companyHref} className="text-brand-700 underline">
                    {credit.companyName}
                  </Link>
                ) : (
                  credit.companyName
                )}
              </p>
            ) : null}
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <CreditMark credit={credit} />
              {credit.link ? (
                <a
                  href={credit.link}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  aria-label={t("credits.openLinkNamed", { production: credit.production })}
                  className="text-sm text-brand-700 underline"
                >
                  {t("credits.openLink")}
                </a>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
