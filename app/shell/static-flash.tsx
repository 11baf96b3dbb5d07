import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";

/**
 * The one-time server message of a document without scripts, where no toast can show it: a non-modal
 * dialog at the toast's place, announced politely and closed by its own form (no JavaScript needed).
 */
export function StaticFlash({ message }: { message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <dialog
      open
      aria-live="polite"
      className="fixed inset-x-4 top-[72px] z-50 ml-auto mr-0 flex max-w-sm items-start gap-3 rounded-lg bg-white px-4 py-3 text-sm text-ink shadow-lg ring-1 ring-slate-200"
    >
      <p role="status">{message}</p>
      <form method="dialog">
        <button type="submit" className="shrink-0 rounded p-0.5 text-slate-600 hover:bg-slate-100" aria-label={t("toast.close")}>
          <Icon name="x" aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </dialog>
  );
}
