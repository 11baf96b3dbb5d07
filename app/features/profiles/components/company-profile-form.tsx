import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, type EditorFailure, editorFields, Section } from "~/components/ui/form-parts";
import { ImageField } from "~/components/ui/image-field";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { COMPANY_CATEGORIES } from "~/lib/vocabulary/company";
import type { CompanyProfileForm as Data } from "../edit-company-profile.server";
import { PlaceFields } from "./editor-parts";

/** The company's profile editor (one multipart form): identity and logo, business and categories, website and its RedAV address. */
export function CompanyProfileForm({ profile, failure, saved, busy }: { profile: Data; failure: EditorFailure; saved: boolean; busy: boolean }) {
  const { t } = useTranslation("members");
  const { t: tc } = useTranslation();
  const { value, checked, invalid } = editorFields(profile, failure);
  const chosen = new Set(profile.subcategories);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-6" key={saved ? "saved" : "editing"}>
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      {saved ? <Alert tone="success">{t("profileEditor.saved")}</Alert> : null}
      <Section title={t("companyEditor.identity")}>
        <TextField
          label={t("companyEditor.companyName")}
          name="companyName"
          defaultValue={value("companyName")}
          required
          maxLength={120}
          autoComplete="organization"
          error={invalid("companyName")}
        />
        <ImageField
          label={t("companyEditor.logo")}
          name="logo"
          hint={t("companyEditor.logoHint")}
          error={invalid("logo")}
          current={profile.logoUrl ? { url: profile.logoUrl, alt: t("companyEditor.currentLogo") } : null}
          remove={{ name: "removeLogo", label: t("companyEditor.removeLogo") }}
          shape="square"
        />
        <TextAreaField
          label={t("companyEditor.description")}
          name="description"
          defaultValue={value("description")}
          maxLength={3000}
          rows={5}
          className="sm:col-span-2"
          invalid={Boolean(invalid("description"))}
        />
        <PlaceFields city={value("city")} country={value("country")} invalid={invalid} />
      </Section>
      <Section title={t("companyEditor.business")}>
        <SelectField
          label={t("companyEditor.companySize")}
          name="companySize"
          defaultValue={value("companySize")}
          placeholder={t("companyEditor.chooseSize")}
          options={profile.choices.sizes}
          error={invalid("companySize")}
        />
        <SelectField
          label={t("companyEditor.mainCategory")}
          name="mainCategory"
          defaultValue={value("mainCategory")}
          placeholder={t("companyEditor.chooseCategory")}
          options={COMPANY_CATEGORIES.map((code) => ({ value: code, label: tc(`companyCategories.${code}`) }))}
          error={invalid("mainCategory")}
        />
        <TextField label={t("companyEditor.industry")} name="industry" defaultValue={value("industry")} maxLength={120} error={invalid("industry")} />
        <Checkbox name="hasFranchises" label={t("companyEditor.hasFranchises")} defaultChecked={checked("hasFranchises", profile.hasFranchises)} />
        <fieldset className="sm:col-span-2" aria-describedby={invalid("subcategories") ? "subcategories-error" : undefined}>
          <legend className="font-medium">{t("companyEditor.subcategories")}</legend>
          {invalid("subcategories") ? (
            <p id="subcategories-error" className="text-sm text-red-700">
              {invalid("subcategories")}
            </p>
          ) : null}
          <div className="mt-2 grid max-h-72 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-2">
            {profile.choices.subcategories.map(({ value: code, label }) => (
              <Checkbox key={code} name="subcategories" value={code} label={label} defaultChecked={chosen.has(code)} />
            ))}
          </div>
        </fieldset>
      </Section>
      <Section title={t("companyEditor.web")}>
        <TextField
          label={t("companyEditor.website")}
          name="website"
          type="url"
          defaultValue={value("website")}
          maxLength={200}
          autoComplete="url"
          placeholder="https://"
          error={invalid("website")}
        />
        <TextField
          label={t("companyEditor.slug")}
          name="slug"
          defaultValue={value("slug")}
          maxLength={60}
          pattern="[a-z0-9][a-z0-9\-]{1,58}[a-z0-9]"
          hint={t("companyEditor.slugHint")}
          error={invalid("slug")}
        />
      </Section>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("profileEditor.saving") : t("profileEditor.save")}
        </Button>
      </div>
    </Form>
  );
}
