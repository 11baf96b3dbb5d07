import { useActionData, useNavigation } from "react-router";
import type { EditorFailure } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { countryOptions } from "~/lib/vocabulary/countries";

/** City and country (from the form's list), as both editors ask for them; `invalid` gives a field's error. */
export function PlaceFields({ city, country, invalid }: { city: string; country: string; invalid: (name: string) => string | undefined }) {
  const { t, i18n } = useTranslation("members");
  return (
    <>
      <TextField label={t("profileEditor.city")} name="city" defaultValue={city} maxLength={80} autoComplete="address-level2" error={invalid("city")} />
      <SelectField
        label={t("profileEditor.country")}
        name="country"
        defaultValue={country}
        placeholder={t("profileEditor.chooseCountry")}
        options={countryOptions(t, i18n.language)}
        autoComplete="country-name"
        error={invalid("country")}
      />
    </>
  );
}

type SaveAnswer = { saved: true } | { ok: false; error: string; field?: string; values?: Record<string, string> } | undefined;

/** The state of an editor's last save (its action's answer) and whether a save is running. */
export function useSaveState(): { failure: EditorFailure; saved: boolean; busy: boolean } {
  const answer = useActionData() as SaveAnswer;
  const busy = useNavigation().state === "submitting";
  const failure = answer && "ok" in answer && answer.ok === false ? answer : null;
  return { failure, saved: Boolean(answer && "saved" in answer), busy };
}

/** An editor's page: its title and lead, a link to the public profile it edits, then the form. */
export function EditorPage({
  title,
  lead,
  publicPath,
  publicLabel,
  links = [],
  children,
}: {
  title: string;
  lead: string;
  publicPath: string;
  publicLabel: string;
  /** More of the member's own pages, shown beside the public profile's link. */
  links?: { to: string; label: string }[];
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{lead}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={publicPath} className="text-brand-700 underline">
          {publicLabel}
        </Link>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="text-brand-700 underline">
            {link.label}
          </Link>
        ))}
      </p>
      {children}
    </div>
  );
}
