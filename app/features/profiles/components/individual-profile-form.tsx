import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, type EditorFailure, editorFields, Section } from "~/components/ui/form-parts";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";
import type { CvDownload } from "../cv.server";
import type { IndividualProfileForm as FormData } from "../edit-profile.server";
import { FORMS_OF_ADDRESS } from "../form-of-address";
import { INTEREST_SKILLS, INTERESTS } from "../skills";
import { PlaceFields } from "./editor-parts";

/**
 * The individual's profile editor (one multipart form): personal details, photo, professional
 * profile, interests, CV with its download switch and who downloaded it (who sees the page: 'Tu página pública').
 * After a refusal the fields keep what was typed and the failing field is marked.
 */
export function IndividualProfileForm({
  profile,
  downloads,
  failure,
  saved,
  busy,
  locale,
}: {
  profile: FormData;
  downloads: CvDownload[];
  failure: EditorFailure;
  saved: boolean;
  busy: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation("members");
  const { value, checked, invalid } = editorFields(profile, failure);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-6" key={saved ? "saved" : "editing"}>
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      {saved ? <Alert tone="success">{t("profileEditor.saved")}</Alert> : null}
      <Section title={t("profileEditor.personal")}>
        <TextField
          label={t("profileEditor.firstName")}
          name="firstName"
          defaultValue={value("firstName")}
          required
          maxLength={80}
          autoComplete="given-name"
          error={invalid("firstName")}
        />
        <TextField
          label={t("profileEditor.lastName")}
          name="lastName"
          defaultValue={value("lastName")}
          required
          maxLength={80}
          autoComplete="family-name"
          error={invalid("lastName")}
        />
        <TextField
          label={t("profileEditor.birthdate")}
          name="birthdate"
          type="date"
          defaultValue={value("birthdate")}
          autoComplete="bday"
          hint={profile.age !== null ? t("profileEditor.age", { age: profile.age }) : undefined}
          error={invalid("birthdate")}
        />
        <div>
          <SelectField
            label={t("profileEditor.formOfAddress")}
            name="formOfAddress"
            defaultValue={value("formOfAddress")}
            placeholder={t("profileEditor.chooseFormOfAddress")}
            options={FORMS_OF_ADDRESS.map((form) => ({ value: form, label: t(`profileEditor.formsOfAddress.${form}`) }))}
            error={invalid("formOfAddress")}
            {...(invalid("formOfAddress") ? {} : { "aria-describedby": "form-of-address-hint" })}
          />
          <p id="form-of-address-hint" className="mt-1 text-xs text-slate-600">
            {t("profileEditor.formOfAddressHint")}
          </p>
        </div>
        <PlaceFields city={value("city")} country={value("country")} invalid={invalid} />
      </Section>
      <Section title={t("profileEditor.photo")}>
        {profile.photoUrl ? (
          <img src={profile.photoUrl} alt={t("profileEditor.currentPhoto")} width={128} height={128} className="h-32 w-32 rounded-full object-cover" />
        ) : null}
        <div className="grid gap-3">
          <TextField
            label={t("profileEditor.photo")}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hint={t("profileEditor.photoHint")}
            error={invalid("photo")}
          />
          {profile.photoUrl ? <Checkbox name="removePhoto" label={t("profileEditor.removePhoto")} defaultChecked={false} /> : null}
        </div>
      </Section>
      <Section title={t("profileEditor.professional")}>
        <TextField
          label={t("profileEditor.jobTitle")}
          name="jobTitle"
          defaultValue={value("jobTitle")}
          maxLength={200}
          hint={t("profileEditor.jobTitleHint")}
          error={invalid("jobTitle")}
        />
        <TextField
          label={t("profileEditor.specialization")}
          name="specialization"
          defaultValue={value("specialization")}
          maxLength={120}
          error={invalid("specialization")}
        />
        <SelectField
          label={t("profileEditor.experience")}
          name="experienceLevel"
          defaultValue={value("experienceLevel")}
          placeholder={t("profileEditor.chooseExperience")}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`profileEditor.experienceLevels.${level}`) }))}
          error={invalid("experienceLevel")}
        />
        <TextAreaField
          label={t("profileEditor.bio")}
          name="bio"
          defaultValue={value("bio")}
          maxLength={2000}
          rows={5}
          className="sm:col-span-2"
          invalid={Boolean(invalid("bio"))}
          aria-describedby="bio-hint"
        />
        <p id="bio-hint" className="-mt-3 text-xs text-slate-600 sm:col-span-2">
          {t("profileEditor.bioHint")}
        </p>
      </Section>
      <Section title={t("profileEditor.interests")}>
        <p className="text-sm text-slate-700 sm:col-span-2">
          {t("profileEditor.interestsHint", { skills: profile.skills.map((skill) => skillLabel(t, skill)).join(", ") })}
        </p>
        {INTERESTS.map((interest) => (
          <Checkbox
            key={interest}
            name={`interest_${interest}`}
            label={skillLabel(t, INTEREST_SKILLS[interest])}
            defaultChecked={checked(`interest_${interest}`, profile.interests[interest])}
          />
        ))}
      </Section>
      <Section title={t("profileEditor.cv")}>
        <div className="grid gap-3">
          <TextField label={t("profileEditor.cvFile")} name="cv" type="file" accept="application/pdf" hint={t("profileEditor.cvHint")} error={invalid("cv")} />
          {profile.hasCv ? (
            <>
              <p className="text-sm">
                {t("profileEditor.cvOnFile")}{" "}
                <a href="/profile/me/cv" className="text-brand-700 underline">
                  {t("profileEditor.downloadMyCv")}
                </a>
              </p>
              <Checkbox name="removeCv" label={t("profileEditor.removeCv")} defaultChecked={false} />
            </>
          ) : null}
          <Checkbox
            name="hasCvEnabled"
            label={t("profileEditor.cvEnabled")}
            defaultChecked={profile.mayOfferCv && checked("hasCvEnabled", profile.hasCvEnabled)}
            disabled={!profile.mayOfferCv}
            hint={profile.mayOfferCv ? undefined : t("profileEditor.cvEnabledGoldOnly")}
          />
          {profile.mayOfferCv ? null : (
            <Link to="/membership" className="text-sm text-brand-700 underline">
              {t("profileEditor.seeMemberships")}
            </Link>
          )}
          {invalid("hasCvEnabled") ? <p className="text-sm text-red-700">{invalid("hasCvEnabled")}</p> : null}
        </div>
        <div>
          <h2 className="font-semibold">{t("profileEditor.cvDownloads")}</h2>
          {downloads.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t("profileEditor.cvDownloadsNone")}</p>
          ) : (
            <ul className="mt-1 text-sm">
              {downloads.map((download) => (
                <li key={`${download.companyId}-${download.downloadedAt}`}>
                  {download.companyName} · {formatLongDate(download.downloadedAt, locale)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Section>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("profileEditor.saving") : t("profileEditor.save")}
        </Button>
      </div>
    </Form>
  );
}
