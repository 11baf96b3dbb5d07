import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from "../message-file-limits";
import { type MessageFileView, shownSize } from "../message-file-view";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.gif,.xlsx,.ods,.csv,.docx,.odt,.txt";
const MAX_MB = MESSAGE_FILE_MAX_BYTES / 1024 / 1024;

/** Uploads one file; answers the stored file or the server's refusal in the reader's language. */
async function upload(file: File): Promise<MessageFileView | { error: string }> {
  const body = new FormData();
  body.set("file", file);
  const response = await fetch("/messages/files", { method: "POST", body, credentials: "same-origin" });
  const answer = (await response.json().catch(() => null)) as (MessageFileView & { error?: string }) | null;
  if (!response.ok || !answer || answer.error) return { error: answer?.error ?? "" };
  return answer;
}

/**
 * The composer's files: a labelled file input (up to 5, each up to 10 MB). With JavaScript each chosen
 * file is uploaded at once (POST /messages/files) and kept as a hidden `fileId`, shown as a chip with its
 * name, size, a preview for images and a remove button; without it the files go with the form (`files`).
 */
export function MessageFilePicker({ disabled, onBusy }: { disabled?: boolean; onBusy?: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation("members");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [files, setFiles] = useState<MessageFileView[]>([]);
  const [uploading, setUploading] = useState<{ key: number; name: string }[]>([]);
  const counter = useRef(0);
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => setHydrated(true), []);
  useEffect(() => onBusy?.(uploading.length > 0), [uploading, onBusy]);

  async function chosen(list: FileList | null) {
    const picked = [...(list ?? [])];
    if (input.current) input.current.value = "";
    const problems: string[] = [];
    const room = MESSAGE_FILES_MAX - files.length - uploading.length;
    if (picked.length > room) problems.push(t("messages.files.tooMany", { max: MESSAGE_FILES_MAX }));
    const fitting = picked.slice(0, Math.max(0, room)).filter((file) => {
      if (file.size <= MESSAGE_FILE_MAX_BYTES) return true;
      problems.push(t("messages.files.tooLarge", { name: file.name, max: MAX_MB }));
      return false;
    });
    setErrors(problems);
    const queued = fitting.map((file) => ({ file, key: ++counter.current }));
    setUploading((current) => [...current, ...queued.map(({ file, key }) => ({ key, name: file.name }))]);
    for (const { file, key } of queued) {
      const answer = await upload(file).catch(() => ({ error: t("messages.files.uploadError") }));
      setUploading((current) => current.filter((entry) => entry.key !== key));
      if ("error" in answer) {
        setErrors((current) => [...current, t("messages.files.failed", { name: file.name, error: answer.error || t("messages.files.uploadError") })]);
      } else setFiles((current) => [...current, answer]);
    }
  }

  const full = files.length + uploading.length >= MESSAGE_FILES_MAX;
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-brand-700">
          <Icon name="paperclip" aria-hidden="true" className="h-4 w-4" />
          {t("messages.files.label")}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          // Without JavaScript the chosen files travel with the form; with it they are uploaded at once and only their ids travel.
          name={hydrated ? undefined : "files"}
          multiple
          accept={ACCEPT}
          disabled={disabled || (hydrated && full)}
          aria-describedby={`${id}-hint`}
          onChange={hydrated ? (event) => void chosen(event.target.files) : undefined}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-ink hover:file:bg-slate-200"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t("messages.files.hint", { count: MESSAGE_FILES_MAX, max: MAX_MB })}
        </p>
      </div>
      {errors.length > 0 ? (
        <ul role="alert" className="space-y-1 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 || uploading.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("messages.files.listLabel")} aria-live="polite">
          {files.map((file) => (
            <li key={file.id} className="flex max-w-full items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-sm">
              <input type="hidden" name="fileId" value={file.id} />
              {file.previewUrl ? <img src={file.previewUrl} alt="" className="h-8 w-8 rounded object-cover" /> : null}
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-600">{shownSize(file.size, i18n.language)}</span>
              <button
                type="button"
                onClick={() => setFiles((current) => current.filter((kept) => kept.id !== file.id))}
                className="rounded p-1 text-slate-700 hover:bg-slate-200"
                aria-label={t("messages.files.remove", { name: file.name })}
              >
                <Icon name="x" aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
          {uploading.map((entry) => (
            <li key={entry.key} className="rounded-md border border-dashed border-slate-300 px-2 py-1 text-sm text-slate-700">
              {t("messages.files.uploading", { name: entry.name })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
