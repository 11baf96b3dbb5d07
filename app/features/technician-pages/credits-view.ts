import { dateFormatter } from "~/components/ui/format-date";
import type { Locale } from "~/lib/i18n/locales";
import type { TFunction } from "~/lib/i18n/translator";
import { countryLabel } from "~/lib/vocabulary/countries";
import { crewRoleLabel } from "~/lib/vocabulary/crew-roles";

/** A stored credit as the page and the editor read it (with its company's published site's slug, if any). */
export type StoredCredit = {
  id: string;
  production: string;
  role: string;
  venue: string | null;
  city: string | null;
  country: string | null;
  startsOn: string;
  endsOn: string | null;
  companyName: string | null;
  link: string | null;
  verifiedAt: Date | null;
  showOnCompanySite: boolean;
  companySlug: string | null;
};

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A credit's day or range as people read it in the locale: '10 de mayo de 2025', '10–12 de mayo de 2025'. */
export function creditDates(locale: Locale, startsOn: string, endsOn: string | null): string {
  const formatter = dateFormatter(locale, "long");
  return endsOn && endsOn !== startsOn ? formatter.formatRange(noon(startsOn), noon(endsOn)) : formatter.format(noon(startsOn));
}

/** What a credit shows: the role's label, the place ('venue · city, country'), the dates, the company's link when it has a published site, whether a company verified it. */
export function creditView(row: StoredCredit, t: TFunction, locale: Locale) {
  const where = [row.venue, row.city].filter(Boolean).join(" · ");
  const country = countryLabel(t, locale, row.country);
  return {
    id: row.id,
    production: row.production,
    roleLabel: crewRoleLabel(t, row.role),
    place: [where, country].filter(Boolean).join(", "),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    dates: creditDates(locale, row.startsOn, row.endsOn),
    companyName: row.companyName,
    companyHref: row.companySlug ? `/empresa/${row.companySlug}` : null,
    link: row.link,
    verified: row.verifiedAt !== null,
    showOnCompanySite: row.showOnCompanySite,
  };
}
