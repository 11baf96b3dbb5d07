import { useId } from "react";
import { Link, useActionData, useNavigation } from "react-router";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { COUNTRIES } from "~/features/accounts/public";
import { useTranslation } from "~/lib/i18n/react";

/** A refused save as the editors show it: the message, the field it is about, what was typed. */
export type EditorFailure = { error: string; field?: string; values?: Record<string, string> } | null;

/** A labelled checkbox with an optional hint announced through aria-describedby. */
export function Checkbox({
  name,
  label,
  defaultChecked,
  hint,
  value,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  hint?: string;
  value?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-4 w-4"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A titled group of an editor's fields, two columns from small screens up. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** City and country (from the form's list), as both editors ask for them; `invalid` gives a field's error. */
export function PlaceFields({ city, country, invalid }: { city: string; country: string; invalid: (name: string) => string | undefined }) {
  const { t } = useTranslation("members");
  return (
    <>
      <TextField label={t("profileEditor.city")} name="city" defaultValue={city} maxLength={80} autoComplete="address-level2" error={invalid("city")} />
      <SelectField
        label={t("profileEditor.country")}
        name="country"
        defaultValue={country}
        placeholder={t("profileEditor.chooseCountry")}
        options={COUNTRIES.map((name) => ({ value: name, label: name }))}
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
  children,
}: {
  title: string;
  lead: string;
  publicPath: string;
  publicLabel: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{lead}</p>
      <p className="mt-2">
        <Link to={publicPath} className="text-brand-700 underline">
          {publicLabel}
        </Link>
      </p>
      {children}
    </div>
  );
}

/**
 * An editor's field values: after a refusal, what was typed (and the failing field's message);
 * otherwise what is stored.
 */
export function editorFields<T extends Record<string, unknown>>(stored: T, failure: EditorFailure) {
  const typed = failure?.values;
  return {
    value: (name: keyof T & string) => typed?.[name] ?? String(stored[name] ?? ""),
    checked: (name: string, saved: boolean) => (typed ? typed[name] === "on" : saved),
    invalid: (name: string) => (failure?.field === name ? failure.error : undefined),
  };
}
