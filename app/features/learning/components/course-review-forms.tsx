import { useId } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { COURSE_REVIEW_LIMITS, type ShapedReplyForm, type ShapedReviewForm } from "../course-review-views";

/** A refused form's message, and the field it names when there is one. */
export type ReviewFailure = { error: string; field?: string } | null;

/** A labelled text area whose hint and error are announced through aria-describedby (the course page's own, lighter than the shared field). */
function TextArea({ label, hint, error, ...textarea }: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The member's own review form: 1–5 as radio buttons, the text, and (once written) a delete button; texts shaped on the server. */
export function OwnReviewForm({ form, failure, busy }: { form: ShapedReviewForm; failure: ReviewFailure; busy: boolean }) {
  const { bodyMin, bodyMax } = COURSE_REVIEW_LIMITS;
  return (
    <div className="mt-4 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold">{form.title}</h3>
      {form.hidden ? (
        <div className="mt-2">
          <Alert tone="info">{form.hidden}</Alert>
        </div>
      ) : null}
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="review" />
        <fieldset aria-invalid={failure?.field === "rating" ? true : undefined}>
          <legend className="text-sm font-medium text-slate-800">{form.legend}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {form.options.map((option, index) => (
              <label key={option} className="inline-flex items-center gap-1">
                <input type="radio" name="rating" value={index + 1} defaultChecked={form.rating === index + 1} required />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
        <TextArea
          label={form.bodyLabel}
          name="body"
          rows={4}
          minLength={bodyMin}
          maxLength={bodyMax}
          required
          defaultValue={form.body}
          hint={form.hint}
          error={failure?.field === "body" ? failure.error : undefined}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70">
            {form.submit}
          </button>
        </div>
      </Form>
      {form.remove ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete-review" />
          <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
            {form.remove}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** The trainer's reply form under a review (writes or edits the reply); texts shaped on the server. */
export function ReplyForm({
  form,
  reviewId,
  reply,
  failure,
  busy,
}: {
  form: ShapedReplyForm;
  reviewId: number;
  reply: string | null;
  failure: ReviewFailure;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-3 grid gap-2">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextArea
        label={reply ? form.edit : form.label}
        name="reply"
        rows={2}
        maxLength={COURSE_REVIEW_LIMITS.replyMax}
        required
        defaultValue={reply ?? ""}
        error={failure?.field === "reply" ? failure.error : undefined}
      />
      <div>
        <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50">
          {form.submit}
        </button>
      </div>
    </Form>
  );
}
