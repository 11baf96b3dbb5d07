import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import { dismissToast, useToasts } from "./toast";

/** The page's toast region below the header: a polite live region, so screen readers announce each toast; each can be closed. */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-4 top-[72px] z-50 flex flex-col items-end gap-2">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="pointer-events-auto flex max-w-sm items-start gap-3 rounded-lg bg-white px-4 py-3 text-sm text-ink shadow-lg ring-1 ring-slate-200"
        >
          <div>
            {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
            <p>{toast.message}</p>
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="shrink-0 rounded p-0.5 text-slate-600 hover:bg-slate-100"
            aria-label={t("toast.close")}
          >
            <Icon name="x" aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
