import { createContext, useContext, useId } from "react";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import type { SiteData } from "../site-data";

type Change = (path: string, update: (draft: SiteData) => SiteData) => void;

/** The draft, its change function and the field the last refused save named, for the fields below. */
export const DraftContext = createContext<{ draft: SiteData; change: Change; failure: { field?: string; error: string } | null } | null>(null);

/** The draft's context (the editor provides it). */
export function useDraft() {
  const value = useContext(DraftContext);
  if (!value) throw new Error("useDraft outside the site editor");
  return value;
}

/** The value at a dotted path of the draft ('products.items.2.name'). */
export function getIn(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data);
}

/** A copy of `data` with the value at a dotted path replaced (objects and arrays copied along the path only). */
export function setIn<T>(data: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".");
  const next = rest.length === 0 ? value : setIn((data as Record<string, unknown>)[key], rest.join("."), value);
  if (Array.isArray(data)) return data.map((item, index) => (String(index) === key ? next : item)) as T;
  return { ...(data as Record<string, unknown>), [key]: next } as T;
}

/** A line of text of the draft. */
export function DraftLine({
  path,
  label,
  hint,
  type = "text",
  ...input
}: { path: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { draft, change, failure } = useDraft();
  return (
    <TextField
      {...input}
      type={type}
      label={label}
      name={path}
      hint={hint}
      value={String(getIn(draft, path) ?? "")}
      onChange={(event) => {
        const value = event.currentTarget.value;
        change(path, (current) => setIn(current, path, value));
      }}
      error={failure?.field === path ? failure.error : undefined}
    />
  );
}

/** A paragraph of the draft (blank lines separate paragraphs on the site). */
export function DraftText({
  path,
  label,
  hint,
  rows = 4,
  ...textarea
}: { path: string; label: string; hint?: string; rows?: number } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { draft, change, failure } = useDraft();
  return (
    <TextAreaField
      {...textarea}
      label={label}
      name={path}
      hint={failure?.field === path ? failure.error : hint}
      rows={rows}
      invalid={failure?.field === path}
      value={String(getIn(draft, path) ?? "")}
      onChange={(event) => {
        const value = event.currentTarget.value;
        change(path, (current) => setIn(current, path, value));
      }}
    />
  );
}

/** A list of the draft typed one item per line (features). */
export function DraftList({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { draft, change, failure } = useDraft();
  const items = (getIn(draft, path) as string[] | undefined) ?? [];
  return (
    <TextAreaField
      label={label}
      name={path}
      hint={failure?.field?.startsWith(path) ? failure.error : hint}
      invalid={failure?.field?.startsWith(path)}
      rows={4}
      value={items.join("\n")}
      onChange={(event) => {
        const value = event.currentTarget.value.split("\n");
        change(path, (current) => setIn(current, path, value));
      }}
    />
  );
}

/** A checkbox of the draft. */
export function DraftCheckbox({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { draft, change } = useDraft();
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={Boolean(getIn(draft, path))}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          change(path, (current) => setIn(current, path, value));
        }}
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

/** A colour of the draft: the picker and its #RRGGBB text side by side. */
export function DraftColor({ path, label }: { path: string; label: string }) {
  const { draft, change, failure } = useDraft();
  const id = useId();
  const raw = String(getIn(draft, path) ?? "");
  const value = raw === "white" ? "#FFFFFF" : raw;
  const set = (next: string) => change(path, (current) => setIn(current, path, next));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : "#000000"}
          onChange={(event) => set(event.currentTarget.value.toUpperCase())}
          className="h-10 w-14 rounded border border-slate-400"
        />
        <input
          aria-label={`${label} (hex)`}
          value={value}
          onChange={(event) => set(event.currentTarget.value.trim())}
          maxLength={7}
          className="w-28 rounded-md border border-slate-400 px-2 py-2 font-mono text-sm"
        />
      </div>
      {failure?.field === path ? <p className="mt-1 text-sm text-red-700">{failure.error}</p> : null}
    </div>
  );
}
