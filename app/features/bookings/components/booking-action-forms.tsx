import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n/react";
import type { BookingAction } from "../booking-actions";
import { BOOKING_RULES } from "../booking-rules";

/** What the page's action answered to a refused step: its message, the field it is about and what was typed. */
export type BookingStepFailure = { error: string; field?: string; values?: Record<string, string> } | null;

/** The steps with a form of their own here (reviews are the reviews panel's). */
const STEP_ACTIONS: BookingAction[] = [
  "accept",
  "decline",
  "acceptConfirmation",
  "confirm",
  "challenge",
  "release",
  "withdraw",
  "complete",
  "noShow",
  "cancel",
];

/** Steps that end or give up something: shown as secondary buttons. */
const QUIET: BookingAction[] = ["decline", "release", "withdraw", "noShow", "cancel"];

/** A reason field (decline: optional; cancel: required), its error at the field when the refusal names it. */
function ReasonField({ label, required, failure, typed }: { label: string; required: boolean; failure: string | null; typed: string }) {
  const { t } = useTranslation("bookings");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={3}
        maxLength={BOOKING_RULES.reasonMax}
        required={required}
        defaultValue={typed}
        aria-invalid={failure ? true : undefined}
        aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ""}`}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t("actions.reasonHint")}
      </p>
      {failure ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** One step's form: its fields and its button; a refusal of this step shows under it (aria-live). */
function StepForm({ action, failure, busy }: { action: BookingAction; failure: BookingStepFailure; busy: boolean }) {
  const { t } = useTranslation("bookings");
  const hoursId = useId();
  const mine = failure && failure.values?.intent === action ? failure : null;
  const atField = (field: string) => (mine && mine.field === field ? mine.error : null);
  const typed = (field: string) => mine?.values?.[field] ?? "";
  const quiet = QUIET.includes(action);
  return (
    <Form method="post" className="grid gap-3 rounded-xl border border-slate-200 p-4" data-testid={`booking-step-${action}`}>
      <input type="hidden" name="intent" value={action} />
      {action === "decline" ? <ReasonField label={t("actions.declineReason")} required={false} failure={atField("reason")} typed={typed("reason")} /> : null}
      {action === "cancel" ? <ReasonField label={t("actions.cancelReason")} required failure={atField("reason")} typed={typed("reason")} /> : null}
      {action === "accept" ? (
        <div className="flex items-start gap-2">
          <input id={`${hoursId}-pre`} type="checkbox" name="preAccept" className="mt-1 h-4 w-4" defaultChecked={typed("preAccept") === "on"} />
          <label htmlFor={`${hoursId}-pre`} className="font-medium">
            {t("actions.preAccept")}
          </label>
        </div>
      ) : null}
      {action === "challenge" ? (
        <div>
          <label htmlFor={hoursId} className="block text-sm font-medium text-slate-800">
            {t("actions.hours")}
          </label>
          <select
            id={hoursId}
            name="hours"
            defaultValue={typed("hours") || String(BOOKING_RULES.defaultChallengeHours)}
            aria-describedby={`${hoursId}-hint`}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink"
          >
            {BOOKING_RULES.challengeHours.map((hours) => (
              <option key={hours} value={hours}>
                {t("actions.hoursOption", { hours })}
              </option>
            ))}
          </select>
          <p id={`${hoursId}-hint`} className="mt-1 text-sm text-slate-600">
            {t("actions.challengeHint")}
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className={`rounded-md px-4 py-3 font-semibold disabled:opacity-60 ${quiet ? "border border-slate-300 bg-white text-ink hover:bg-slate-50" : "bg-brand-600 text-white hover:bg-brand-700"}`}
      >
        {t(`actions.${action}`)}
      </button>
      <p aria-live="polite" className="text-sm text-red-700 empty:hidden">
        {mine && !(mine.field === "reason" && (action === "decline" || action === "cancel")) ? mine.error : ""}
      </p>
    </Form>
  );
}

/** Every step the reader may take now (bookingActions), one form each, or a line saying nothing waits for them. */
export function BookingActionForms({ actions, failure, busy }: { actions: BookingAction[]; failure: BookingStepFailure; busy: boolean }) {
  const { t } = useTranslation("bookings");
  const steps = STEP_ACTIONS.filter((action) => actions.includes(action));
  // Reviewing is the reviews panel's: with nothing else to do, this section stays out.
  if (steps.length === 0 && actions.length > 0) return null;
  return (
    <section id="acciones" aria-labelledby="booking-actions-heading" className="mt-8">
      <h2 id="booking-actions-heading" className="text-xl font-semibold">
        {t("page.actions")}
      </h2>
      {steps.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("page.noActions")}</p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {steps.map((action) => (
            <StepForm key={action} action={action} failure={failure} busy={busy} />
          ))}
        </div>
      )}
    </section>
  );
}
