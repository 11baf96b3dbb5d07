import { useEffect, useId, useRef } from "react";
import { Icon } from "~/components/ui/icon";

/**
 * A modal dialog on the native <dialog>: while open, focus is trapped inside and Escape closes it;
 * on close, focus returns to the element that opened it. `onClose` runs however it was closed.
 */
export function Modal({
  title,
  open,
  onClose,
  closeLabel,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  closeLabel: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      onClose();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [onClose]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" onClick={() => ref.current?.close()} aria-label={closeLabel} className="rounded-md p-1 text-slate-700 hover:bg-slate-100">
          <Icon name="x" aria-hidden="true" size={20} />
        </button>
      </div>
      {open ? <div className="p-4">{children}</div> : null}
    </dialog>
  );
}
