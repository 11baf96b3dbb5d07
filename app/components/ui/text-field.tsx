import { useId } from "react";

type TextFieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: string };

/** A labelled input; its error and hint are announced through aria-describedby. */
export function TextField({ label, name, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-ink shadow-sm focus:border-brand-600"
        {...input}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
