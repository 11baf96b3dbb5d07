import { Form } from "react-router";
import { Checkbox } from "~/components/ui/form-parts";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import type { Day } from "../days";
import { AVAILABILITY_LIMITS, AVAILABILITY_STATUSES } from "../options";
import { STATUS_STYLES } from "./status-styles";

type Props = {
  today: Day;
  selection: { from: string; to: string };
  onSelection: (selection: { from: string; to: string }) => void;
  failure: { error: string; field?: string; values?: Record<string, string> } | null;
  busy: boolean;
};

/** The form that marks (or clears) the chosen days: dates, status, places, note and the weekend repeat; every field labelled. */
export function MarkForm({ today, selection, onSelection, failure, busy }: Props) {
  const { t } = useTranslation("availability");
  const errorOf = (field: string) => (failure?.field === field ? failure.error : undefined);
  const chosen = failure?.values?.status ?? "available";
  return (
    <Form method="post" className="grid gap-4 rounded-xl border border-slate-200 p-4" aria-labelledby="mark-heading">
      <h2 id="mark-heading" className="text-lg font-semibold">
        {t("form.heading")}
      </h2>
      <input type="hidden" name="intent" value="mark" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("form.from")}
          name="from"
          type="date"
          required
          min={today}
          value={selection.from}
          onChange={(event) => onSelection({ ...selection, from: event.target.value })}
          error={errorOf("from")}
        />
        <TextField
          label={t("form.to")}
          name="to"
          type="date"
          min={selection.from || today}
          value={selection.to}
          onChange={(event) => onSelection({ ...selection, to: event.target.value })}
          hint={t("form.toHint")}
          error={errorOf("to") ?? errorOf("until")}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("form.status")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {[...AVAILABILITY_STATUSES, "clear" as const].map((status) => (
            <label key={status} className={`flex items-center gap-2 rounded-md border px-3 py-2 ${STATUS_STYLES[status === "clear" ? "none" : status]}`}>
              <input type="radio" name="status" value={status} defaultChecked={chosen === status} className="h-4 w-4" />
              {status === "clear" ? t("form.clear") : t(`status.${status}`)}
            </label>
          ))}
        </div>
        {errorOf("status") ? <p className="mt-1 text-sm text-red-700">{errorOf("status")}</p> : null}
      </fieldset>
      <TextField
        label={t("form.places")}
        name="places"
        defaultValue={failure?.values?.places}
        hint={t("form.placesHint")}
        maxLength={AVAILABILITY_LIMITS.places * (AVAILABILITY_LIMITS.place + 2)}
        error={errorOf("places")}
      />
      <TextField
        label={t("form.note")}
        name="note"
        defaultValue={failure?.values?.note}
        hint={t("form.noteHint")}
        maxLength={AVAILABILITY_LIMITS.note}
        error={errorOf("note")}
      />
      <Checkbox name="repeat" label={t("form.repeat")} hint={t("form.repeatHint")} defaultChecked={failure?.values?.repeat === "on"} />
      <div>
        <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 sm:w-auto">
          {t("form.submit")}
        </button>
      </div>
    </Form>
  );
}
