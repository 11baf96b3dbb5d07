import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { isWorkLanguage, workLanguageLabel } from "~/lib/vocabulary/work-languages";
import { PART_FRAME } from "./part-frame";

/** The languages a technician works in as the public page shows them (ISO 639-1 codes named in the reader's language); nothing when there are none. */
export function LanguagesPart({ languages }: { languages: string[] }) {
  const { t } = useTranslation("portfolio");
  const headingId = useId();
  const known = languages.filter(isWorkLanguage);
  if (known.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${PART_FRAME} space-y-2`}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t("languages.heading")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {known.map((code) => (
          <li key={code} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800">
            {workLanguageLabel(t, code)}
          </li>
        ))}
      </ul>
    </section>
  );
}
