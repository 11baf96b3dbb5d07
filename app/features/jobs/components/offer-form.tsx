import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Checkbox, type EditorFailure, editorFields, Section } from "~/components/ui/form-parts";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryOptions } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";
import { JOB_CATEGORIES, JOB_TYPES, OFFER_LIMITS, SALARY_CURRENCIES } from "../job-options";

/** An offer's fields as the form shows them (text for every input; categories as a comma list). */
export type OfferFormValues = {
  title: string;
  description: string;
  country: string;
  city: string;
  remoteAllowed: boolean;
  fullyRemote: boolean;
  jobType: string;
  experienceLevel: string;
  category: string;
  requirements: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  validThrough: string;
  workStartsOn: string;
  workEndsOn: string;
};

/** The empty form of a new offer. */
export const NEW_OFFER: OfferFormValues = {
  title: "",
  description: "",
  country: "",
  city: "",
  remoteAllowed: false,
  fullyRemote: false,
  jobType: "",
  experienceLevel: "",
  category: "",
  requirements: "",
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "USD",
  validThrough: "",
  workStartsOn: "",
  workEndsOn: "",
};

/**
 * A company's offer form, new or edited: every field labelled, the refused field marked with the
 * Spanish message, what was typed kept after a refusal. A draft (or a new offer) can be saved as a
 * draft or published; an offer already published is saved as it is.
 */
export function OfferForm({ offer, failure, busy, isDraft }: { offer: OfferFormValues; failure: EditorFailure; busy: boolean; isDraft: boolean }) {
  const { t, i18n } = useTranslation("jobs");
  const { value, checked, invalid } = editorFields(offer, failure);
  const chosen = new Set(value("category").split(",").filter(Boolean));
  const categoryError = invalid("category");
  return (
    <Form method="post" className="mt-6 grid gap-6">
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      <Section title={t("form.offer")}>
        <TextField
          label={t("form.title")}
          name="title"
          defaultValue={value("title")}
          required
          maxLength={OFFER_LIMITS.title}
          className="sm:col-span-2"
          error={invalid("title")}
        />
        <TextAreaField
          label={t("form.description")}
          name="description"
          defaultValue={value("description")}
          required
          rows={8}
          maxLength={OFFER_LIMITS.description}
          className="sm:col-span-2"
          invalid={Boolean(invalid("description"))}
        />
        <SelectField
          label={t("form.jobType")}
          name="jobType"
          defaultValue={value("jobType")}
          required
          placeholder={t("form.choose")}
          options={JOB_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          error={invalid("jobType")}
        />
        <SelectField
          label={t("form.experience")}
          name="experienceLevel"
          defaultValue={value("experienceLevel")}
          placeholder={t("detail.anyExperience")}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`experienceLevels.${level}`) }))}
          error={invalid("experienceLevel")}
        />
        <TextAreaField
          label={t("form.requirements")}
          name="requirements"
          defaultValue={value("requirements")}
          rows={5}
          className="sm:col-span-2"
          aria-describedby="requirements-hint"
          invalid={Boolean(invalid("requirements"))}
        />
        <p id="requirements-hint" className="-mt-3 text-xs text-slate-600 sm:col-span-2">
          {t("form.requirementsHint", { count: OFFER_LIMITS.requirements })}
        </p>
      </Section>
      <fieldset className="rounded-xl border border-slate-200 p-4" aria-describedby="categories-hint">
        <legend className="px-1 text-lg font-semibold">{t("form.categories")}</legend>
        <p id="categories-hint" className="mb-3 text-sm text-slate-700">
          {t("form.categoriesHint", { count: OFFER_LIMITS.categories })}
        </p>
        {categoryError ? <p className="mb-3 text-sm text-red-700">{categoryError}</p> : null}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {JOB_CATEGORIES.map((category) => (
            <Checkbox key={category} name="category" value={category} label={skillLabel(t, category)} defaultChecked={chosen.has(category)} />
          ))}
        </div>
      </fieldset>
      <Section title={t("form.place")}>
        <SelectField
          label={t("form.country")}
          name="country"
          defaultValue={value("country")}
          required
          placeholder={t("form.choose")}
          options={countryOptions(t, i18n.language)}
          error={invalid("country")}
        />
        <TextField label={t("form.city")} name="city" defaultValue={value("city")} maxLength={OFFER_LIMITS.city} error={invalid("city")} />
        <Checkbox name="remoteAllowed" label={t("form.remote")} defaultChecked={checked("remoteAllowed", offer.remoteAllowed)} />
        <Checkbox name="fullyRemote" label={t("form.fullyRemote")} defaultChecked={checked("fullyRemote", offer.fullyRemote)} />
      </Section>
      <Section title={t("form.conditions")}>
        <TextField
          label={t("form.salaryMin")}
          name="salaryMin"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={value("salaryMin")}
          error={invalid("salaryMin")}
        />
        <TextField
          label={t("form.salaryMax")}
          name="salaryMax"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={value("salaryMax")}
          error={invalid("salaryMax")}
        />
        <SelectField
          label={t("form.currency")}
          name="salaryCurrency"
          defaultValue={value("salaryCurrency")}
          options={SALARY_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          error={invalid("salaryCurrency")}
        />
        <p className="self-end text-sm text-slate-600">{t("form.salaryHint")}</p>
        <TextField
          label={t("form.validThrough")}
          name="validThrough"
          type="date"
          defaultValue={value("validThrough")}
          hint={t("form.validThroughHint")}
          error={invalid("validThrough")}
        />
        <TextField
          label={t("form.workStartsOn")}
          name="workStartsOn"
          type="date"
          defaultValue={value("workStartsOn")}
          hint={t("form.workDatesHint")}
          error={invalid("workStartsOn")}
        />
        <TextField label={t("form.workEndsOn")} name="workEndsOn" type="date" defaultValue={value("workEndsOn")} error={invalid("workEndsOn")} />
      </Section>
      <div className="flex flex-wrap gap-3">
        {isDraft ? (
          <>
            <button
              type="submit"
              name="publish"
              value="1"
              disabled={busy}
              className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {busy ? t("form.saving") : t("form.publish")}
            </button>
            <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60">
              {t("form.saveDraft")}
            </button>
          </>
        ) : (
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? t("form.saving") : t("form.save")}
          </button>
        )}
      </div>
    </Form>
  );
}
