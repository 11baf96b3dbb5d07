import { useId } from "react";

type TextAreaFieldProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; invalid?: boolean; hint?: string };

/** A labelled multi-line field (the form's error is shown by the form's alert; `invalid` marks the field for assistive technology); its hint is announced through aria-describedby. */
export function TextAreaField({ label, name, invalid, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? `${name}-${generated}`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
        {...textarea}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
