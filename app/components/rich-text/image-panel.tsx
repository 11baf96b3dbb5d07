import type { Editor } from "@tiptap/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";

type Upload = { src: string; alt: string } | { error: { message: string } };

/**
 * The image panel under the toolbar: a picture and its alternative text (required), uploaded to
 * `uploadUrl` (checked and re-encoded by the server like any picture of the text), then inserted
 * where the cursor was. The server's refusal is shown in the reader's language.
 */
export function ImagePanel({ editor, uploadUrl, onClose }: { editor: Editor; uploadUrl: string; onClose: () => void }) {
  const { t } = useTranslation("editor");
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => file.current?.focus(), []);
  const upload = async () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setProblem(t("imageFileRequired"));
    if (!alt.trim()) return setProblem(t("imageAltRequired"));
    setBusy(true);
    setProblem(null);
    const body = new FormData();
    body.set("image", chosen);
    body.set("imageAlt", alt.trim());
    try {
      const response = await fetch(uploadUrl, { method: "POST", body, headers: { accept: "application/json" } });
      const answer = (await response.json()) as Upload;
      if ("error" in answer) return setProblem(answer.error.message);
      editor.chain().focus().setImage({ src: answer.src, alt: answer.alt }).run();
      onClose();
    } catch {
      setProblem(t("imageFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form cannot sit inside the article's form; the group names the panel.
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      className="grid gap-2 border border-b-0 border-slate-400 bg-white p-3"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <p id={`${id}-title`} className="font-semibold">
        {t("imagePanel")}
      </p>
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        {t("imageFile")}
      </label>
      <input ref={file} id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp,image/gif" className="block w-full" />
      <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
        {t("imageAlt")}
      </label>
      <input
        id={`${id}-alt`}
        value={alt}
        required
        maxLength={200}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void upload();
          }
        }}
        aria-describedby={`${id}-alt-hint`}
        className="block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
      />
      <p id={`${id}-alt-hint`} className="text-sm text-slate-600">
        {t("imageAltHint")}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {busy ? <p role="status">{t("imageUploading")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void upload()}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("imageInsert")}
        </button>
        <button type="button" onClick={onClose} className="rounded-md border border-slate-400 px-4 py-2 font-semibold">
          {t("cancel")}
        </button>
      </div>
    </div>
  );
}
