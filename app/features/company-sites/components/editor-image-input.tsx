import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/lib/i18n/react";
import { type SiteImageSlot, siteImageUrl } from "../site-images";
import { getIn, setIn, useDraft } from "./editor-draft-fields";

/** The editor's answer to an upload: the stored image's key and address, or the refusal. */
export type UploadAnswer = { ok: true; intent: "upload"; key: string; url: string } | { ok: false; error: string };

/** Sends one picture to the editor's action (checked, re-encoded and stored by the server); answers through `fetcher.data`. */
export function submitUpload(fetcher: ReturnType<typeof useFetcher<UploadAnswer>>, slot: SiteImageSlot, file: File) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("slot", slot);
  form.set("image", file);
  fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
}

/**
 * One picture of the draft (hero background, logo, a product's photo): its preview, a file chooser
 * that uploads at once through the storage module, and 'Quitar'. The draft holds the stored key.
 */
export function ImageInput({ path, slot, label, hint }: { path: string; slot: SiteImageSlot; label: string; hint?: string }) {
  const { t } = useTranslation("members");
  const { draft, change } = useDraft();
  const fetcher = useFetcher<UploadAnswer>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const value = String(getIn(draft, path) ?? "");
  const url = siteImageUrl(value, slot, "small");
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<UploadAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || handled.current === answer || !answer.ok) return;
    handled.current = answer;
    change(path, (current) => setIn(current, path, answer.key));
    if (input.current) input.current.value = "";
  }, [answer, change, path]);
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {url ? <img src={url} alt="" className="h-16 w-24 rounded border border-slate-200 object-cover" /> : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) submitUpload(fetcher, slot, file);
          }}
          className="text-sm"
        />
        {value ? (
          <button
            type="button"
            onClick={() => change(path, (current) => setIn(current, path, ""))}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            {t("siteEditor.removeImage")}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" aria-live="polite">
        {fetcher.state !== "idle" ? (
          t("siteEditor.uploading")
        ) : answer && !answer.ok ? (
          <span className="text-red-700">{answer.error}</span>
        ) : (
          (hint ?? t("siteEditor.imageHint"))
        )}
      </p>
    </div>
  );
}
