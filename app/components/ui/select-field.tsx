import { useId } from "react";

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  /** The visible name; may carry a marker such as '(campo obligatorio)'. */
  label: React.ReactNode;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Options under a heading each (`<optgroup>`), listed before `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<{ value: string; label: string }> }>;
  placeholder?: string;
  error?: string;
};

/** A labelled select with an optional empty first option and optional groups of options. */
export function SelectField({ label, name, options, groups, placeholder, error, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `${name}-${generated}`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink"
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
