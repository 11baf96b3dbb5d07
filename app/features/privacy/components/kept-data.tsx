import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { PrivacySection } from "./privacy-section";

/** 'Qué guardamos y por qué': what RedAV keeps, for how long and why, in plain words (the legal pages link here). */
export function KeptData() {
  const { t } = useTranslation("privacy");
  const items = t("kept.items", { returnObjects: true }) as string[];
  return (
    <PrivacySection id="que-guardamos" title={t("kept.title")}>
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
    </PrivacySection>
  );
}
