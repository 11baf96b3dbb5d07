import { useId } from "react";

type TextAreaFieldProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; invalid?: boolean; hint?: string; error?: string };

/**
 * A labelled multi-line field. Its error is shown under it when `error` is given (else by the form's
 * alert, `invalid` marking the field for assistive technology); its hint and error are announced through aria-describedby.
 */
export function TextAreaField({ label, name, invalid, hint, error, id, className, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? `${name}-${generated}`;
  const described = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
        {...textarea}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
