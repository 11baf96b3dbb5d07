import { useEffect, useState } from "react";

type CopyButtonProps = { text: string; label: string; copied: string; failed: string; className?: string };

/**
 * A button that copies `text` to the clipboard and says so in a polite live region. It appears only
 * once the browser has shown it can copy (hydrated, with a clipboard), so it is never a button that does nothing.
 */
export function CopyButton({ text, label, copied, failed, className }: CopyButtonProps) {
  const [canCopy, setCanCopy] = useState(false);
  // What was copied (or failed to be), so the message never speaks of an address that has changed since.
  const [last, setLast] = useState<{ text: string; outcome: "copied" | "failed" } | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard?.writeText)), []);
  if (!canCopy) return null;
  const outcome = last?.text === text ? last.outcome : null;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setLast({ text, outcome: "copied" }),
      () => setLast({ text, outcome: "failed" }),
    );
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className={className ?? "text-brand-700 underline"}>
        {label}
      </button>
      <span role="status" aria-live="polite" className="text-sm text-slate-700">
        {outcome === "copied" ? copied : outcome === "failed" ? failed : ""}
      </span>
    </span>
  );
}
