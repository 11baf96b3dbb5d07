import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, editorFields } from "~/components/ui/form-parts";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import type { CreditsEditorData } from "../credits.server";

export const CREDITS_ACTION = "/profile/page/credits";

/** What the credits' action answers: saved, or the refusal with its message, field and what was typed. */
export type CreditsAnswer = { saved: true; intent: string } | { ok: false; error: string; field?: string; values?: Record<string, string> };

type Options = Pick<CreditsEditorData, "roles" | "countries">;
type Stored = CreditsEditorData["credits"][number];

const EMPTY: Stored["form"] = { production: "", role: "", venue: "", city: "", country: "", startsOn: "", endsOn: "", companyName: "", link: "" };
const FIELDS = new Set(["production", "role", "venue", "city", "country", "startsOn", "endsOn", "companyName", "link"]);

/**
 * A credit's form (a new one, or `credit` to edit), saving on its own through its fetcher; each refused
 * field shows its Spanish message (aria-invalid, aria-describedby), a refusal about no field shows above the button.
 * `onSaved` hears of each save once.
 */
export function CreditForm({ options, credit, onSaved, onCancel }: { options: Options; credit?: Stored; onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation("portfolioEditor");
  const fetcher = useFetcher<CreditsAnswer>();
  const titleId = useId();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = answer && "ok" in answer ? answer : null;
  const handled = useRef<CreditsAnswer | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if ("saved" in answer) onSaved();
    // A refused field takes the focus, so keyboard and screen-reader users land on its message.
    else if (answer.field && FIELDS.has(answer.field)) (form.current?.elements.namedItem(answer.field) as HTMLElement | null)?.focus();
  }, [answer, onSaved]);
  const { value, checked, invalid } = editorFields(credit?.form ?? EMPTY, failure);
  const busy = fetcher.state !== "idle";
  const required = (label: string) => `${label} ${t("credits.required")}`;
  const general = failure && !FIELDS.has(failure.field ?? "") ? failure.error : null;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={CREDITS_ACTION}
      noValidate
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={titleId} className="font-semibold">
        {credit ? t("credits.editTitle", { production: credit.production }) : t("credits.addTitle")}
      </h3>
      <input type="hidden" name="intent" value={credit ? "edit" : "add"} />
      {credit ? <input type="hidden" name="id" value={credit.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={required(t("credits.production"))}
          name="production"
          defaultValue={value("production")}
          maxLength={120}
          aria-required
          error={invalid("production")}
          className="sm:col-span-2"
        />
        <SelectField
          label={required(t("credits.role"))}
          name="role"
          defaultValue={value("role")}
          placeholder={t("credits.chooseRole")}
          options={options.roles}
          aria-required
          error={invalid("role")}
        />
        <TextField label={t("credits.venue")} name="venue" defaultValue={value("venue")} maxLength={120} error={invalid("venue")} />
        <TextField label={t("credits.city")} name="city" defaultValue={value("city")} maxLength={80} autoComplete="off" error={invalid("city")} />
        <SelectField
          label={t("credits.country")}
          name="country"
          defaultValue={value("country")}
          placeholder={t("credits.chooseCountry")}
          options={options.countries}
          error={invalid("country")}
        />
        <TextField
          label={required(t("credits.startsOn"))}
          name="startsOn"
          type="date"
          defaultValue={value("startsOn")}
          aria-required
          error={invalid("startsOn")}
        />
        <TextField
          label={t("credits.endsOn")}
          name="endsOn"
          type="date"
          defaultValue={value("endsOn")}
          hint={t("credits.endsOnHint")}
          error={invalid("endsOn")}
        />
        <TextField
          label={t("credits.companyName")}
          name="companyName"
          defaultValue={value("companyName")}
          maxLength={120}
          hint={t("credits.companyHint")}
          error={invalid("companyName")}
        />
        <TextField
          label={t("credits.link")}
          name="link"
          type="url"
          inputMode="url"
          defaultValue={value("link")}
          maxLength={500}
          placeholder="https://"
          hint={t("credits.linkHint")}
          error={invalid("link")}
        />
        <div className="sm:col-span-2">
          <Checkbox
            name="showOnCompanySite"
            label={t("credits.showOnCompanySite")}
            hint={t("credits.showOnCompanySiteHint")}
            defaultChecked={checked("showOnCompanySite", credit?.showOnCompanySite ?? true)}
          />
        </div>
      </div>
      {general ? (
        <p role="alert" className="text-sm text-red-700">
          {general}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t("credits.saving") : credit ? t("credits.save") : t("credits.add")}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("credits.cancel")}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
