import type { Locale } from "~/lib/i18n/locales";

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

/**
 * A member's average rating as text ('4,7 ★ (12 reseñas)'), said in full to screen readers through
 * its aria-label ('Valoración promedio: 4,7 de 5, en 12 reseñas'); both shaped on the server in the
 * page's language (ShapedReviews' `summary` and `summaryLabel`).
 */
export function RatingSummary({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  return (
    <p className={`font-semibold ${className}`} data-testid="rating-summary">
      <span role="img" aria-label={label}>
        {text}
      </span>
    </p>
  );
}
