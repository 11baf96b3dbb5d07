import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

/** 'Qué guardamos y por qué': what RedAV keeps, for how long and why, in plain words (the legal pages link here). */
export function KeptData() {
  const { t } = useTranslation("privacy");
  const items = t("kept.items", { returnObjects: true }) as string[];
  return (
    <section id="que-guardamos" aria-labelledby="guardamos-titulo" className="mt-8 scroll-mt-20 rounded-xl border border-slate-200 p-6">
      <h2 id="guardamos-titulo" className="text-xl font-semibold">
        {t("kept.title")}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link to="/legal/privacy" className="text-brand-700 underline">
          {t("kept.legal")}
        </Link>
      </p>
      <p className="mt-1 text-sm text-slate-700">{t("kept.contact")}</p>
    </section>
  );
}
