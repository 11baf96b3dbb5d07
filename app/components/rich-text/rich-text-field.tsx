import { type ComponentType, useEffect, useId, useState } from "react";
import { TextAreaField } from "~/components/ui/text-area-field";
import { pageLocale } from "~/lib/i18n/client-translations";
import { useTranslation } from "~/lib/i18n/react";
import type { RichTextEditorProps } from "./rich-text-editor";

/** The editor's chunk, with its texts in the page's language, fetched once, only by pages that show a rich-text field. */
let editorModule: Promise<ComponentType<RichTextEditorProps>> | null = null;
function loadEditor(): Promise<ComponentType<RichTextEditorProps>> {
  editorModule ??= import("./rich-text-editor").then((module) => {
    module.registerEditorTexts(pageLocale());
    return module.default;
  });
  return editorModule;
}

type RichTextFieldProps = {
  label: string;
  name: string;
  defaultValue: string;
  /** The hint of the HTML text area shown without JavaScript. */
  fallbackHint: string;
  invalid?: boolean;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  /** Where the editor uploads a picture (absent: the text holds no pictures, or not yet). */
  imageUploadUrl?: string;
  /** Shown only while the editor is not there (without JavaScript, or when pictures cannot be uploaded from it). */
  fallbackExtras?: React.ReactNode;
};

/**
 * A rich text's field, progressively enhanced: the server renders an HTML text area (it works
 * without JavaScript); in the browser the editor's chunk is then loaded and replaces it, starting
 * from what the text area holds, and writes its HTML into a hidden field of the same name on every
 * change, so the form posts the same field either way. Give it `key={defaultValue}` where the
 * stored text may change under it (a save that adds a picture on the server).
 */
export function RichTextField({
  label,
  name,
  defaultValue,
  fallbackHint,
  invalid,
  required,
  maxLength,
  rows,
  imageUploadUrl,
  fallbackExtras,
}: RichTextFieldProps) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [html, setHtml] = useState(defaultValue);
  useEffect(() => {
    let live = true;
    loadEditor().then(
      (loaded) => {
        if (!live) return;
        // What was typed into the text area (even before hydration) is where the editor starts.
        const typed = (document.getElementById(`${id}-field`) as HTMLTextAreaElement | null)?.value;
        if (typed !== undefined) setHtml(typed);
        setEditor(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!Editor) {
    return (
      <>
        <TextAreaField
          id={`${id}-field`}
          label={label}
          name={name}
          rows={rows}
          defaultValue={defaultValue}
          // What is typed before the editor arrives is where the editor starts.
          onChange={(event) => setHtml(event.target.value)}
          required={required}
          maxLength={maxLength}
          invalid={invalid}
          hint={fallbackHint}
          className="font-mono"
        />
        {fallbackExtras}
      </>
    );
  }
  return (
    <>
      <div>
        <p id={`${id}-label`} className="block text-sm font-medium text-slate-800">
          {label}
        </p>
        <Editor labelId={`${id}-label`} hintId={`${id}-hint`} initialHtml={html} onChange={setHtml} imageUploadUrl={imageUploadUrl} />
        <input type="hidden" name={name} value={html} />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t("hint")}
        </p>
      </div>
      {imageUploadUrl ? null : fallbackExtras}
    </>
  );
}
