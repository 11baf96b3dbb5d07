import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, type EditorFailure, editorFields } from "~/components/ui/form-parts";
import { TextField } from "~/components/ui/text-field";
import { ASSESSMENT_LIMITS } from "~/db/assessment-values";
import { useTranslation } from "~/lib/i18n/react";
import type { AssessmentSettings } from "../assessment-input";

/** The settings as the form shows them before anything is saved (a bank of 10, 70 % to pass). */
const NEW_SETTINGS = { questionsPerAttempt: "10", passingPercent: "70", maxAttempts: "", waitMinutes: "0", timeLimitMinutes: "" };

/**
 * An assessment's settings form: questions per attempt, passing percent, attempts, wait and time limit
 * (empty: none), and for a course's graded assessment whether the certificate shows the score band.
 */
export function AssessmentSettingsForm({
  settings,
  graded,
  failure,
  busy,
}: {
  settings: AssessmentSettings | null;
  graded: boolean;
  failure: EditorFailure;
  busy: boolean;
}) {
  const { t } = useTranslation("assessmentEditor");
  const stored = settings
    ? {
        questionsPerAttempt: String(settings.questionsPerAttempt),
        passingPercent: String(settings.passingPercent),
        maxAttempts: settings.maxAttempts === null ? "" : String(settings.maxAttempts),
        waitMinutes: String(settings.waitMinutes),
        timeLimitMinutes: settings.timeLimitMinutes === null ? "" : String(settings.timeLimitMinutes),
      }
    : NEW_SETTINGS;
  const field = editorFields(stored, failure);
  const limits = ASSESSMENT_LIMITS;
  const number = { type: "number", inputMode: "numeric" } as const;
  return (
    <Form method="post" className="mt-4 grid gap-4" aria-labelledby="assessment-settings">
      <h2 id="assessment-settings" className="text-xl font-semibold">
        {t("settings")}
      </h2>
      <input type="hidden" name="intent" value="settings" />
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...number}
          label={t("questionsPerAttempt")}
          name="questionsPerAttempt"
          min={limits.questionsPerAttempt.min}
          max={limits.questionsPerAttempt.max}
          required
          defaultValue={field.value("questionsPerAttempt")}
          error={field.invalid("questionsPerAttempt")}
        />
        <TextField
          {...number}
          label={t("passingPercent")}
          name="passingPercent"
          min={limits.passingPercent.min}
          max={limits.passingPercent.max}
          required
          defaultValue={field.value("passingPercent")}
          error={field.invalid("passingPercent")}
        />
        <TextField
          {...number}
          label={t("maxAttempts")}
          name="maxAttempts"
          min={limits.maxAttempts.min}
          max={limits.maxAttempts.max}
          hint={t("maxAttemptsHint")}
          defaultValue={field.value("maxAttempts")}
          error={field.invalid("maxAttempts")}
        />
        <TextField
          {...number}
          label={t("waitMinutes")}
          name="waitMinutes"
          min={limits.waitMinutes.min}
          max={limits.waitMinutes.max}
          hint={t("waitMinutesHint")}
          defaultValue={field.value("waitMinutes")}
          error={field.invalid("waitMinutes")}
        />
        <TextField
          {...number}
          label={t("timeLimit")}
          name="timeLimitMinutes"
          min={limits.timeLimitMinutes.min}
          max={limits.timeLimitMinutes.max}
          hint={t("timeLimitHint")}
          defaultValue={field.value("timeLimitMinutes")}
          error={field.invalid("timeLimitMinutes")}
        />
      </div>
      {graded ? (
        <Checkbox
          name="showScoreBand"
          label={t("showScoreBand")}
          hint={t("showScoreBandHint")}
          defaultChecked={field.checked("showScoreBand", settings?.showScoreBand ?? false)}
        />
      ) : null}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {settings ? t("saveSettings") : graded ? t("create") : t("createQuiz")}
      </Button>
    </Form>
  );
}
