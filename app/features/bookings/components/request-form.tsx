import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import type { EditorFailure } from "~/components/ui/form-parts";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { TimeZoneField } from "~/components/ui/time-zone-field";
import { countryTimeZone } from "~/features/availability/public";
import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { countryOptions } from "~/lib/vocabulary/countries";
import { BOOKING_RULES } from "../booking-rules";
import type { RequestFormValues } from "../request-form-data.server";
import { CALL_TIME_ALL, CALL_TIME_PREFIX, requestDays } from "./request-form-days";

/** The fields the form always shows (an error about another field is shown above the form). */
const SHOWN_FIELDS = new Set([
  "production",
  "role",
  "venue",
  "city",
  "country",
  "timeZone",
  "startsOn",
  "endsOn",
  CALL_TIME_ALL,
  "dayRate",
  "currency",
  "notes",
  "asksFor",
  "expiresOn",
]);

const BUTTON = "rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

type Props = {
  values: RequestFormValues;
  /** The place's today (the earliest first day). */
  today: string;
  roles: { value: string; label: string }[];
  currencies: readonly string[];
  failure: EditorFailure;
  busy: boolean;
};

/** A day as a call time's label shows it: 'sáb, 5 dic'. */
function dayLabel(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * The booking request form (issue 39), mobile first: the work (production, role), the place (venue,
 * city, country and its time zone, which defaults from the country), the days (first, last or one day,
 * a call time for every day and, for the chosen days, one per day), the terms (an optional day rate and
 * currency, notes, what it asks for, how long the option holds). Without JavaScript every field still
 * posts; with it, the per-day call times follow the chosen days, 'Un solo día' hides the last day and the
 * option's last day never passes the first day. After a refusal, what was typed comes back and the
 * refused field is marked (aria-invalid, its message through aria-describedby) and takes the focus.
 */
export function RequestForm({ values: stored, today, roles, currencies, failure, busy }: Props) {
  const { t, i18n } = useTranslation("bookings");
  const locale = i18n.language as Locale;
  const typed = failure?.values;
  const value = (name: string) => typed?.[name] ?? String((stored as Record<string, string>)[name] ?? "");
  const invalid = (name: string) => (failure?.field === name ? failure.error : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [startsOn, setStartsOn] = useState(value("startsOn"));
  const [endsOn, setEndsOn] = useState(value("endsOn"));
  const [singleDay, setSingleDay] = useState(value("endsOn") === "" || value("endsOn") === value("startsOn"));
  const [expiresOn, setExpiresOn] = useState(value("expiresOn"));
  // The place's zone follows the country until the company picks one (or after a refusal, what was sent stays).
  const [zone, setZone] = useState(value("timeZone"));
  const [zoneTouched, setZoneTouched] = useState(typed !== undefined);
  useEffect(() => setHydrated(true), []);

  const days = requestDays(startsOn, singleDay ? "" : endsOn);
  const fieldError = failure?.field;
  const shownAtField = fieldError !== undefined && (SHOWN_FIELDS.has(fieldError) || (days?.some((day) => `${CALL_TIME_PREFIX}${day}` === fieldError) ?? false));

  // The refused field takes the focus (the alert above the form does when the field is not on it).
  useEffect(() => {
    if (!failure?.field) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, [failure]);

  const changeStart = (day: string) => {
    setStartsOn(day);
    // The option holds until its first day at the latest.
    if (day && expiresOn && expiresOn > day && day >= today) setExpiresOn(day);
  };

  return (
    <Form method="post" ref={formRef} noValidate className="mt-6 grid gap-6">
      {failure && !shownAtField ? <Alert tone="error">{failure.error}</Alert> : null}
      <input type="hidden" name="technicianId" value={stored.technicianId} />
      <input type="hidden" name="source" value={stored.source} />
      {stored.offerId ? <input type="hidden" name="offerId" value={stored.offerId} /> : null}

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-lg font-semibold">{t("request.sections.work")}</legend>
        <TextField
          label={t("request.fields.production")}
          name="production"
          required
          maxLength={BOOKING_RULES.productionMax}
          defaultValue={value("production")}
          hint={t("request.fields.productionHint")}
          error={invalid("production")}
        />
        <SelectField
          label={t("request.fields.role")}
          name="role"
          required
          defaultValue={value("role")}
          placeholder={t("request.fields.rolePlaceholder")}
          options={roles}
          error={invalid("role")}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t("request.sections.place")}</legend>
        <TextField
          label={t("request.fields.venue")}
          name="venue"
          maxLength={BOOKING_RULES.venueMax}
          defaultValue={value("venue")}
          hint={t("request.fields.optional")}
          error={invalid("venue")}
          className="sm:col-span-2"
        />
        <TextField
          label={t("request.fields.city")}
          name="city"
          required
          maxLength={BOOKING_RULES.cityMax}
          defaultValue={value("city")}
          autoComplete="address-level2"
          error={invalid("city")}
        />
        <SelectField
          label={t("request.fields.country")}
          name="country"
          required
          defaultValue={value("country")}
          placeholder={t("request.fields.countryPlaceholder")}
          options={countryOptions(t, locale)}
          onChange={(event) => {
            const country = event.currentTarget.value;
            if (country && !zoneTouched) setZone(countryTimeZone(country));
          }}
          error={invalid("country")}
        />
        <div className="sm:col-span-2" onChange={() => setZoneTouched(true)}>
          <TimeZoneField key={zone} label={t("request.fields.timeZone")} name="timeZone" defaultValue={zone} error={invalid("timeZone")} />
          <p className="mt-1 text-xs text-slate-600">{t("request.fields.timeZoneHint")}</p>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t("request.sections.days")}</legend>
        <TextField
          label={t("request.fields.startsOn")}
          name="startsOn"
          type="date"
          required
          min={today}
          value={startsOn}
          onChange={(event) => changeStart(event.currentTarget.value)}
          error={invalid("startsOn")}
        />
        <div>
          {hydrated ? (
            <label className="mb-2 flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={singleDay}
                onChange={(event) => {
                  setSingleDay(event.currentTarget.checked);
                  if (event.currentTarget.checked) setEndsOn("");
                }}
              />
              {t("request.fields.singleDay")}
            </label>
          ) : null}
          {hydrated && singleDay ? null : (
            <TextField
              label={t("request.fields.endsOn")}
              name="endsOn"
              type="date"
              min={startsOn || today}
              value={endsOn}
              onChange={(event) => setEndsOn(event.currentTarget.value)}
              hint={t("request.fields.endsOnHint", { max: BOOKING_RULES.maxDays })}
              error={invalid("endsOn")}
            />
          )}
        </div>
        <TextField
          label={t("request.fields.callTime")}
          name={CALL_TIME_ALL}
          type="time"
          defaultValue={value(CALL_TIME_ALL)}
          hint={t("request.fields.callTimeHint")}
          error={invalid(CALL_TIME_ALL)}
          className="sm:col-span-2"
        />
        {days && days.length > 1 ? <CallTimes days={days} value={value} invalid={invalid} locale={locale} /> : null}
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t("request.sections.terms")}</legend>
        <TextField
          label={t("request.fields.dayRate")}
          name="dayRate"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={value("dayRate")}
          hint={t("request.fields.dayRateHint")}
          error={invalid("dayRate")}
        />
        <SelectField
          label={t("request.fields.currency")}
          name="currency"
          defaultValue={value("currency")}
          placeholder={t("request.fields.currencyPlaceholder")}
          options={currencies.map((code) => ({ value: code, label: code }))}
          error={invalid("currency")}
        />
        <NotesField defaultValue={value("notes")} error={invalid("notes")} />
        <AsksFor defaultValue={value("asksFor") || "option"} error={invalid("asksFor")} />
        <TextField
          label={t("request.fields.expiresOn")}
          name="expiresOn"
          type="date"
          min={today}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.currentTarget.value)}
          hint={t("request.fields.expiresOnHint", { days: BOOKING_RULES.defaultOptionDays, max: BOOKING_RULES.maxOptionDays })}
          error={invalid("expiresOn")}
          className="sm:col-span-2"
        />
      </fieldset>

      <div>
        <button type="submit" disabled={busy} className={BUTTON}>
          {busy ? t("request.sending") : t("request.submit")}
        </button>
      </div>
    </Form>
  );
}

/** One call time per chosen day (2 to 60 days), each optional: a day without one takes the call time for every day. */
function CallTimes({
  days,
  value,
  invalid,
  locale,
}: {
  days: string[];
  value: (name: string) => string;
  invalid: (name: string) => string | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation("bookings");
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">{t("request.fields.callTimeDays")}</legend>
      <p className="text-xs text-slate-600">{t("request.fields.callTimeDaysHint")}</p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {days.map((day) => (
          <li key={day}>
            <TextField
              label={dayLabel(day, locale)}
              name={`${CALL_TIME_PREFIX}${day}`}
              type="time"
              defaultValue={value(`${CALL_TIME_PREFIX}${day}`)}
              error={invalid(`${CALL_TIME_PREFIX}${day}`)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The notes, with their error announced at the field. */
function NotesField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const { t } = useTranslation("bookings");
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <TextAreaField
        id={id}
        label={t("request.fields.notes")}
        name="notes"
        rows={4}
        maxLength={BOOKING_RULES.notesMax}
        defaultValue={defaultValue}
        invalid={Boolean(error)}
        hint={t("request.fields.notesHint")}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the company asks for: an option (the best the technician can give) or the booking confirmed at once if nobody holds the days. */
function AsksFor({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const { t } = useTranslation("bookings");
  const id = useId();
  const choices = [
    { value: "option", label: t("request.fields.asksOption"), hint: t("request.fields.asksOptionHint") },
    { value: "confirmation", label: t("request.fields.asksConfirmation"), hint: t("request.fields.asksConfirmationHint") },
  ];
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t("request.fields.asksFor")}</legend>
      <div className="mt-2 grid gap-3">
        {choices.map((choice, index) => (
          <div key={choice.value} className="flex items-start gap-2">
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name="asksFor"
              value={choice.value}
              defaultChecked={defaultValue === choice.value}
              aria-invalid={error && index === 0 ? true : undefined}
              aria-describedby={`${id}-${choice.value}-hint`}
              className="mt-1 h-4 w-4"
            />
            <div>
              <label htmlFor={`${id}-${choice.value}`} className="font-medium">
                {choice.label}
              </label>
              <p id={`${id}-${choice.value}-hint`} className="text-sm text-slate-600">
                {choice.hint}
              </p>
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
