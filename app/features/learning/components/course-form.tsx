import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { type EditorFailure, editorFields } from "~/components/ui/form-parts";
import { ImageField } from "~/components/ui/image-field";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { ASSESSMENT_LIMITS } from "~/db/assessment-values";
import { MEMBERSHIP_LEVELS } from "~/lib/actor";
import { useTranslation } from "~/lib/i18n/react";
import { categoryOptions } from "~/lib/vocabulary/av-categories";
import { COURSE_LIMITS } from "../course-editor.schemas";
import { COURSE_LANGUAGES, COURSE_LEVELS } from "../course-options";

/** A course's fields as the form shows them. */
export type CourseFormValues = {
  title: string;
  summary: string;
  description: string;
  category: string;
  level: string;
  language: string;
  durationHours: string;
  minLevel: string;
  /** Years its certificate is valid ("" : it never expires). */
  certificateValidityYears: string;
  /** The course that renews its certificate ("" : none). */
  renewalCourseId: string;
  /** The current cover (480 px wide), or null. */
  coverUrl: string | null;
};

export const NEW_COURSE: CourseFormValues = {
  title: "",
  summary: "",
  description: "",
  category: "",
  level: "beginner",
  language: "es",
  durationHours: "",
  minLevel: "bronze",
  certificateValidityYears: "",
  renewalCourseId: "",
  coverUrl: null,
};

/** The course editor's form: every field labelled, the refused one marked, what was typed kept after a refusal. */
export function CourseForm({
  values,
  failure,
  submitLabel,
  busy,
  renewalCourses,
}: {
  values: CourseFormValues;
  failure: EditorFailure;
  submitLabel: string;
  busy: boolean;
  /** The published courses that may renew this one's certificate. */
  renewalCourses: { id: number; title: string }[];
}) {
  const { t } = useTranslation("learning");
  const { t: tc } = useTranslation("assessmentEditor");
  const field = editorFields(values, failure);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-4">
      <input type="hidden" name="intent" value="course" />
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      <TextField
        label={t("editor.title")}
        name="title"
        defaultValue={field.value("title")}
        required
        maxLength={COURSE_LIMITS.title}
        error={field.invalid("title")}
      />
      <TextAreaField
        label={t("editor.summary")}
        name="summary"
        rows={2}
        defaultValue={field.value("summary")}
        required
        maxLength={COURSE_LIMITS.summary}
        invalid={Boolean(field.invalid("summary"))}
        hint={t("editor.summaryHint")}
      />
      <TextAreaField
        label={t("editor.description")}
        name="description"
        rows={6}
        defaultValue={field.value("description")}
        required
        maxLength={COURSE_LIMITS.description}
        invalid={Boolean(field.invalid("description"))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("editor.category")}
          name="category"
          defaultValue={field.value("category")}
          placeholder="—"
          options={categoryOptions(t)}
          error={field.invalid("category")}
        />
        <SelectField
          label={t("editor.level")}
          name="level"
          defaultValue={field.value("level")}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          error={field.invalid("level")}
        />
        <SelectField
          label={t("editor.language")}
          name="language"
          defaultValue={field.value("language")}
          options={COURSE_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          error={field.invalid("language")}
        />
        <SelectField
          label={t("editor.minLevel")}
          name="minLevel"
          defaultValue={field.value("minLevel")}
          options={MEMBERSHIP_LEVELS.map((level) => ({ value: level, label: t(`membership.${level}`) }))}
          error={field.invalid("minLevel")}
        />
        <TextField
          label={t("editor.hours")}
          name="durationHours"
          type="number"
          min={1}
          max={COURSE_LIMITS.hoursMax}
          inputMode="numeric"
          defaultValue={field.value("durationHours")}
          required
          error={field.invalid("durationHours")}
        />
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{tc("certificate")}</legend>
        <TextField
          label={tc("validity")}
          name="certificateValidityYears"
          type="number"
          inputMode="numeric"
          min={ASSESSMENT_LIMITS.certificateValidityYears.min}
          max={ASSESSMENT_LIMITS.certificateValidityYears.max}
          hint={tc("validityHint")}
          defaultValue={field.value("certificateValidityYears")}
          error={field.invalid("certificateValidityYears")}
        />
        <div>
          <SelectField
            label={tc("renewalCourse")}
            name="renewalCourseId"
            defaultValue={field.value("renewalCourseId")}
            placeholder={tc("renewalNone")}
            options={renewalCourses.map((course) => ({ value: String(course.id), label: course.title }))}
            error={field.invalid("renewalCourseId")}
            {...(field.invalid("renewalCourseId") ? {} : { "aria-describedby": "renewal-course-hint" })}
          />
          <p id="renewal-course-hint" className="mt-1 text-xs text-slate-600">
            {tc("renewalHint")}
          </p>
        </div>
      </fieldset>
      <ImageField
        label={t("editor.cover")}
        name="cover"
        hint={t("editor.coverHint")}
        error={field.invalid("cover")}
        current={values.coverUrl ? { url: values.coverUrl, alt: t("editor.currentCover") } : null}
        remove={{ name: "removeCover", label: t("editor.removeCover") }}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {submitLabel}
      </Button>
    </Form>
  );
}
