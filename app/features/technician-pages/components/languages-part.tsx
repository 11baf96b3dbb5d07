import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { PART_FRAME } from "./part-frame";

/** The languages a technician works in as the public page shows them (named by the server in the reader's language); nothing when there are none. */
export function LanguagesPart({ languages }: { languages: { code: string; label: string }[] }) {
  const { t } = useTranslation("portfolio");
  const headingId = useId();
  if (languages.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${PART_FRAME} space-y-2`}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t("languages.heading")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {languages.map(({ code, label }) => (
          <li key={code} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800">
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
