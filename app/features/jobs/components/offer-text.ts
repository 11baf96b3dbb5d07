import { numberFormatter } from "~/components/ui/format-number";
import type { Locale } from "~/lib/i18n/locales";
import type { TFunction } from "~/lib/i18n/translator";
import { countryLabel } from "~/lib/vocabulary/countries";
import type { OfferSummary } from "../job-views";

type Place = Pick<OfferSummary, "city" | "country">;
type Salary = Pick<OfferSummary, "salaryMin" | "salaryMax" | "salaryCurrency">;

/** "City, Country" (or just the country) of an offer, the country named in the reader's language. */
export function placeOf(t: TFunction, locale: string, offer: Place): string {
  const country = countryLabel(t, locale, offer.country);
  return offer.city ? `${offer.city}, ${country}` : country;
}

/** The monthly salary range in the locale's number format ("1.500 – 2.000 USD al mes"), or null when none is stated. */
export function salaryOf(t: TFunction, offer: Salary, locale: Locale): string | null {
  if (offer.salaryMin === null && offer.salaryMax === null) return null;
  const format = numberFormatter(locale);
  const values = { currency: offer.salaryCurrency ?? "", min: format.format(offer.salaryMin ?? 0), max: format.format(offer.salaryMax ?? 0) };
  const range =
    offer.salaryMin === null
      ? t("jobs:card.salaryUpTo", values)
      : offer.salaryMax === null
        ? t("jobs:card.salaryFrom", values)
        : t("jobs:card.salaryRange", values);
  return t("jobs:card.perMonth", { salary: range });
}
