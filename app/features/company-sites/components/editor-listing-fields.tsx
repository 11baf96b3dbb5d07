import { useTranslation } from "~/lib/i18n/react";
import { LISTING_SECTIONS } from "../site-data";
import { DraftCheckbox } from "./editor-draft-fields";

/** The editor's switches of RedAV's listings (decision 063): open offers, upcoming events and confirmed crew, each off until the company turns it on. */
export function ListingFields() {
  const { t } = useTranslation("members");
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4" data-testid="listing-fields">
      <legend className="px-1 text-lg font-semibold">{t("siteEditor.listings.title")}</legend>
      <p className="mb-4 text-sm text-slate-700">{t("siteEditor.listings.intro")}</p>
      <div className="grid gap-4">
        {LISTING_SECTIONS.map((section) => (
          <DraftCheckbox
            key={section}
            path={`sections.${section}`}
            label={t(`siteEditor.listings.${section}`)}
            hint={t(`siteEditor.listings.${section}Hint`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
