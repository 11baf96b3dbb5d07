import { useId } from "react";

/** A refused save as the editors show it: the message, the field it is about, what was typed. */
export type EditorFailure = { error: string; field?: string; values?: Record<string, string> } | null;

/** A labelled checkbox with an optional hint announced through aria-describedby (the hint says why when it is disabled). */
export function Checkbox({
  name,
  label,
  defaultChecked,
  hint,
  value,
  disabled,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  hint?: string;
  value?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-4 w-4"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A titled group of an editor's fields, two columns from small screens up. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * An editor's field values: after a refusal, what was typed (and the failing field's message);
 * otherwise what is stored.
 */
export function editorFields<T extends Record<string, unknown>>(stored: T, failure: EditorFailure) {
  const typed = failure?.values;
  return {
    value: (name: keyof T & string) => typed?.[name] ?? String(stored[name] ?? ""),
    checked: (name: string, saved: boolean) => (typed ? typed[name] === "on" : saved),
    invalid: (name: string) => (failure?.field === name ? failure.error : undefined),
  };
}
