import type { MessageFileKind } from "~/db/schema/messages";

/** A file as the composer and the conversation show it: its name, kind, size and where to read it (and, for an image, its preview). */
export type MessageFileView = { id: string; name: string; kind: MessageFileKind; size: number; url: string; previewUrl: string | null };

/** The view of a stored file: read at /messages/files/{id}, an image's preview at `?v=preview`. */
export function fileView(row: { id: string; fileName: string; kind: MessageFileKind; size: number }): MessageFileView {
  const url = `/messages/files/${row.id}`;
  return { id: row.id, name: row.fileName, kind: row.kind, size: row.size, url, previewUrl: row.kind === "image" ? `${url}?v=preview` : null };
}

/** A size as people read it: '820 KB', '3,4 MB' (in the page's language). */
export function shownSize(bytes: number, locale: string): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
