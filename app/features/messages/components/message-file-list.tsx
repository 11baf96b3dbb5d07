import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import { type MessageFileView, shownSize } from "../message-file-view";

/**
 * The files a message carries, each with its name and size: an image's preview linking to the full
 * image, a PDF's 'Abrir' in a new tab (the browser's viewer, sandboxed), anything else 'Descargar'.
 */
export function MessageFileList({ files, onDark }: { files: MessageFileView[]; onDark?: boolean }) {
  const { t, i18n } = useTranslation("members");
  if (files.length === 0) return null;
  const link = onDark ? "text-white underline" : "text-brand-700 underline";
  const muted = onDark ? "text-white/90" : "text-slate-600";
  return (
    <ul className="mt-2 space-y-2" aria-label={t("messages.files.listLabel")}>
      {files.map((file) => (
        <li key={file.id} className="min-w-0 text-sm">
          {file.kind === "image" && file.previewUrl ? (
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block w-fit"
              aria-label={t("messages.files.openImage", { name: file.name })}
            >
              <img
                src={file.previewUrl}
                alt={file.name}
                loading="lazy"
                className="max-h-48 max-w-full rounded border border-slate-200 bg-white object-contain"
              />
            </a>
          ) : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            {file.kind === "image" ? null : <Icon name="file-text" aria-hidden="true" className="h-4 w-4 shrink-0" />}
            <span className="min-w-0 break-all font-medium">{file.name}</span>
            <span className={`text-xs ${muted}`}>{shownSize(file.size, i18n.language)}</span>
            {file.kind === "pdf" ? (
              <a href={file.url} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 font-semibold ${link}`}>
                {t("messages.files.open")}
                <span className="sr-only"> {file.name}</span>
                <Icon name="external-link" aria-hidden="true" className="h-3.5 w-3.5" />
              </a>
            ) : file.kind === "image" ? null : (
              <a href={file.url} download={file.name} className={`inline-flex items-center gap-1 font-semibold ${link}`}>
                {t("messages.files.download")}
                <span className="sr-only"> {file.name}</span>
                <Icon name="download" aria-hidden="true" className="h-3.5 w-3.5" />
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
