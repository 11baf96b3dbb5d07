import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";

/** The words of a rating summary in the page's language: the short text ('4,7 ★ (12 reseñas)') and what a screen reader says. */
export type RatingWords = (key: "short" | "aria", params: { rating: string; count: number }) => string;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A rating with one decimal in the locale's way ('4,7' in Spanish and Portuguese, '4.7' in English). */
export function formatRating(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** The rating summary's words from the `reviews` namespace (pages inside RedAV's frame). */
export function useRatingWords(): RatingWords {
  const { t } = useTranslation("reviews");
  return (key, params) => t(`summary.${key}`, params);
}

/**
 * A member's average rating as text ('4,7 ★ (12 reseñas)'), said in full to screen readers
 * ('Valoración promedio: 4,7 de 5, en 12 reseñas'); nothing when there are no published reviews.
 */
export function RatingSummary({
  average,
  count,
  locale,
  words,
  className = "",
}: {
  average: number | null;
  count: number;
  locale: Locale;
  words: RatingWords;
  className?: string;
}) {
  if (average === null || count === 0) return null;
  const params = { rating: formatRating(average, locale), count };
  return (
    <p className={`font-semibold text-amber-900 ${className}`} data-testid="rating-summary">
      <span role="img" aria-label={words("aria", params)}>
        {words("short", params)}
      </span>
    </p>
  );
}
