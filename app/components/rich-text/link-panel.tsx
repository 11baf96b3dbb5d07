import type { Editor } from "@tiptap/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";

/** A typed address as a link target: http(s) as typed, `mailto:` for an e-mail, `https://` added to a bare domain; null for anything else. */
export function linkTarget(typed: string): string | null {
  const value = typed.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  const address = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(address);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}

/** The link panel under the toolbar: the address of the selected text's link (Enter applies, Escape closes), or removes the link. */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation("editor");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const href = linkTarget(value);
    if (!href) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: value.trim(), marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form cannot sit inside the article's form; the group names the panel.
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-2 border border-b-0 border-slate-400 bg-white p-3" onKeyDown={onKeyDown}>
      <p id={`${id}-title`} className="font-semibold">
        {t("linkPanel")}
      </p>
      <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
        {t("linkUrl")}
      </label>
      <input
        ref={input}
        id={`${id}-url`}
        type="url"
        inputMode="url"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
      />
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t("linkInvalid")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={apply} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("linkApply")}
        </button>
        {editor.isActive("link") ? (
          <button type="button" onClick={remove} className="rounded-md border border-slate-400 px-4 py-2 font-semibold">
            {t("linkRemove")}
          </button>
        ) : null}
        <button type="button" onClick={onClose} className="rounded-md border border-slate-400 px-4 py-2 font-semibold">
          {t("cancel")}
        </button>
      </div>
    </div>
  );
}
