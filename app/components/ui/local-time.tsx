import { useEffect, useState } from "react";
import { dateFormatter } from "~/components/ui/format-date";
import type { Locale } from "~/lib/i18n/locales";

/** A moment in the locale's words (date and time); the server's UTC text is replaced by the visitor's local time once the page runs. */
export function LocalTime({ iso, locale, className = "mt-1 block text-xs text-slate-600" }: { iso: string; locale: Locale; className?: string }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const date = new Date(iso);
  const text = local ? dateFormatter(locale, "medium-time").format(date) : `${dateFormatter(locale, "medium-time-utc").format(date)} UTC`;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
